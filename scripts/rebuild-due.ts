/**
 * npm run rebuild:due — what the host's scheduler does every 5 minutes (src/rebuild/worker.ts), by hand: reads
 * when the live site stops being true by itself (SITE_URL/_schedule.json) and, once that moment has passed,
 * asks the host to build the site again (DEPLOY_HOOK_URL). Exit 0: nothing due, or the rebuild was asked for;
 * 1: the site or the hook could not be reached.
 */
import { rebuildIfDue } from '../src/rebuild/due.ts'

const outcome = await rebuildIfDue(process.env, Date.now())
;(outcome.ok ? console.log : console.error)(outcome.said)
process.exit(outcome.ok ? 0 : 1)
