/**
 * The enquiries on the web address: read, exported and marked called or done through the office's host
 * functions, with the hosted project's secret key from the website's settings (never sent to a browser).
 * The rows become the editor's list by the same code as on the office computer (scripts/editor/enquiry-rows.ts);
 * a status change names the signed-in person.
 */
import {
  csvDownload,
  notificationId,
  readHosted,
  resendHosted,
  serviceLabels,
  setStatusHosted,
  statusChange,
  toEnquiries,
  type HostedProject,
} from '../../scripts/editor/enquiry-rows.ts'
import { readYaml } from '../../scripts/lib/content/yaml-file.ts'
import type { Download, EnquiriesResponse } from '../editor/protocol.ts'
import type { SignedIn } from './auth.ts'
import type { Env } from './env.ts'
import { OfficeError } from './http.ts'
import { storeMessages as m } from './messages.ts'

function projectOf(env: Env): HostedProject {
  const url = env.SUPABASE_URL?.trim()
  const key = env.SUPABASE_SECRET_KEY?.trim()
  if (!url || !key) throw new OfficeError(503, m.enquiriesNotConnected)
  return { url, key }
}

/** The forms' service names come from the published or drafted pages/_site/forms.yaml, when it can be read. */
export type FormsText = () => Promise<string | undefined>

async function labels(formsText: FormsText): Promise<Map<string, string>> {
  try {
    return serviceLabels(readYaml((await formsText()) ?? ''))
  } catch {
    // Without the repository (GitHub down, say) the list still shows, with the services' stored values.
    return new Map()
  }
}

async function list(env: Env, formsText: FormsText): Promise<EnquiriesResponse> {
  const project = projectOf(env)
  const [rows, names] = await Promise.all([readHosted(project), labels(formsText)])
  return { source: 'hosted', where: new URL(project.url).host, enquiries: toEnquiries(rows, names) }
}

/** The enquiry calls, answered without opening the repository unless the services' names are wanted. */
export const enquiryCalls = {
  enquiries: (env: Env, _who: SignedIn, _q: Record<string, unknown>, formsText: FormsText) => list(env, formsText),
  enquiriesCsv: async (env: Env, _who: SignedIn, _q: Record<string, unknown>, formsText: FormsText): Promise<Download> =>
    csvDownload((await list(env, formsText)).enquiries),
  resend: (env: Env, _who: SignedIn, b: Record<string, unknown>) => resendHosted(projectOf(env), notificationId(b.id)),
  setStatus: (env: Env, who: SignedIn, b: Record<string, unknown>) => setStatusHosted(projectOf(env), statusChange(b), who.name),
}
