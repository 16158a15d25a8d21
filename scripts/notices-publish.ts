/**
 * npm run notices:publish [-- --sql]
 *
 * Tells the hosted project which privacy notices the site publishes (public.notices_publish,
 * supabase/migrations/0011_one_mailbox.sql): every form's notice in each language, from pages/_site/forms.yaml;
 * and the office's clock (public.office_clock_publish, 0013_promises.sql: the forms' promises and the open
 * hours and closed days from site.yaml), from which each enquiry's due time is set.
 * Run it at each deploy (docs/DEPLOY.md, "Privacy requests and retention"): a lead whose notice the database does
 * not know is stored without one, marked, until the notice is registered.
 *
 * Reads VITE_SUPABASE_URL (or SUPABASE_URL) and the server-only SUPABASE_SECRET_KEY (or
 * SUPABASE_SERVICE_ROLE_KEY) from the environment or a .env file. `--sql` prints the statement to run in the
 * project's SQL editor instead, and needs no key.
 */
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createClient } from '@supabase/supabase-js'
import { loadEnv } from 'vite'
import { siteNotices } from './lib/notices.ts'
import { siteClock } from './lib/office-clock.ts'

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url))
const { values } = parseArgs({ options: { sql: { type: 'boolean', default: false } } })

const notices = await siteNotices(REPO_ROOT)
const clock = siteClock(REPO_ROOT)
const literal = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`
if (values.sql) {
  console.log(`select public.notices_publish(${literal(notices)});\nselect public.office_clock_publish(${literal(clock)});`)
  process.exit(0)
}
const env = { ...loadEnv('production', REPO_ROOT, ''), ...process.env }
const url = (env.VITE_SUPABASE_URL ?? env.SUPABASE_URL)?.trim()
const key = (env.SUPABASE_SECRET_KEY ?? env.SUPABASE_SERVICE_ROLE_KEY)?.trim()
if (!url || !key) {
  console.error(
    'Set VITE_SUPABASE_URL (or SUPABASE_URL) and SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY), or run with -- --sql ' +
      'and paste the statement into the project’s SQL editor.',
  )
  process.exit(2)
}
const supabase = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } })
const { data, error } = await supabase.rpc('notices_publish', { notices })
if (error) {
  console.error(`The project refused the notices: ${error.message}`)
  process.exit(1)
}
const { error: clockError } = await supabase.rpc('office_clock_publish', { config: clock })
if (clockError) {
  console.error(`The project refused the office's clock (promises and hours): ${clockError.message}`)
  process.exit(1)
}
const result = data as { published: number; retired: number; filled_in: number }
console.log(
  `${result.published} notices published on ${new URL(url).host}; ${result.retired} no longer shown; ` +
    `${result.filled_in} enquiries stored meanwhile now carry theirs; the forms' promises and the office's hours told.`,
)
