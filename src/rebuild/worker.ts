/**
 * The rebuild at each boundary, on the host's own scheduler: a Cloudflare Worker whose Cron Trigger runs every
 * 5 minutes (./wrangler.toml) and asks for a build once the live site's next change by itself has come
 * (./due.ts). Cloudflare runs a Cron Trigger at the minute it names, where GitHub's scheduled workflows may
 * start late when GitHub is busy; the site's own build then takes a minute or two. Deployed once, by whoever
 * looks after the site (docs/DEPLOY.md, "Pages and sections with a time"); it answers no visitor.
 */
import { rebuildIfDue, type RebuildSettings } from './due.ts'

/** What Cloudflare passes to a scheduled run (the parts used here). */
interface ScheduledRun {
  scheduledTime: number
}
interface Waiter {
  waitUntil(work: Promise<unknown>): void
}

export default {
  scheduled(run: ScheduledRun, env: RebuildSettings, ctx: Waiter): void {
    ctx.waitUntil(
      rebuildIfDue(env, Math.max(run.scheduledTime, Date.now())).then((outcome) => {
        // A failed run is marked failed in the Worker's log (and Cloudflare's notifications); the next run tries again.
        if (!outcome.ok) throw new Error(outcome.said)
        console.log(outcome.said)
      }),
    )
  },
  fetch(): Response {
    return new Response('This worker only runs on its schedule.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  },
}
