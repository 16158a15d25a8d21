/**
 * npm run rebuild:due — the scheduled job's one step (.github/workflows/rebuild.yml): reads when the live
 * site stops being true by itself (SITE_URL/_schedule.json, written by the build: scripts/lib/rebuild.ts)
 * and, once that moment has passed, asks the host to build the site again (DEPLOY_HOOK_URL, the host's
 * deploy hook). Plain JavaScript with no imports, so the job runs it with Node alone, without `npm ci`.
 *
 * Exit 0: nothing due, or the rebuild was asked for; 1: the site or the hook could not be reached (the job
 * fails and its owner is told; the next run tries again).
 */

/**
 * Whether the live site, built as `file` says, is due a rebuild at `now` (milliseconds).
 * @param {{ next: string | null }} file
 * @param {number} now
 */
export function rebuildDue(file, now) {
  return file.next !== null && Date.parse(file.next) <= now
}

async function main() {
  const site = process.env.SITE_URL?.replace(/\/+$/, '')
  const hook = process.env.DEPLOY_HOOK_URL
  if (!site && !hook) {
    console.log('Not set up: no SITE_URL and DEPLOY_HOOK_URL (docs/DEPLOY.md, "Pages and sections with a time"); nothing to do.')
    return 0
  }
  if (!site || !hook) {
    const missing = site ? "DEPLOY_HOOK_URL (the host's deploy hook)" : 'SITE_URL (the live site, https://…)'
    console.error(`Set ${missing} too: docs/DEPLOY.md, "Pages and sections with a time".`)
    return 1
  }
  const res = await fetch(`${site}/_schedule.json`, { cache: 'no-store', signal: AbortSignal.timeout(20_000) })
  if (!res.ok) {
    console.error(`${site}/_schedule.json answered ${res.status}: is SITE_URL the live site, built by this version?`)
    return 1
  }
  const file = await res.json()
  if (!rebuildDue(file, Date.now())) {
    console.log(file.next ? `Nothing due: the site is true until ${file.next}.` : 'Nothing due: nothing on the site changes by itself.')
    return 0
  }
  // The hook's address is a secret: never printed.
  const asked = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(20_000) })
  if (!asked.ok) {
    console.error(`The deploy hook answered ${asked.status}; the site was built as at ${file.builtAt} and changed at ${file.next}.`)
    return 1
  }
  console.log(
    `Rebuild asked for: built as at ${file.builtAt}, changed at ${file.next} (${file.changes.map((c) => `${c.page}: ${c.what}`).join('; ')}).`,
  )
  return 0
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main())
