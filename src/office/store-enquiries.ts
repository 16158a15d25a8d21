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
  enquiryWords,
  setStatusHosted,
  statusChange,
  toEnquiries,
  type EnquiryWords,
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

/**
 * A file of the site as published or drafted (pages/_site/forms.yaml for the services' names, site.yaml for
 * a WhatsApp reply's first line), when it can be read.
 */
export type SiteText = (file: string) => Promise<string | undefined>

async function words(siteText: SiteText): Promise<EnquiryWords> {
  const read = async (file: string) => {
    try {
      return readYaml((await siteText(file)) ?? '')
    } catch {
      // Without the repository (GitHub down, say) the list still shows, with the services' stored values.
      return null
    }
  }
  const [forms, site] = await Promise.all([read('pages/_site/forms.yaml'), read('pages/_site/site.yaml')])
  return enquiryWords(forms, site)
}

async function list(env: Env, siteText: SiteText): Promise<EnquiriesResponse> {
  const project = projectOf(env)
  const [rows, said] = await Promise.all([readHosted(project), words(siteText)])
  return { source: 'hosted', where: new URL(project.url).host, enquiries: toEnquiries(rows, said) }
}

/** The enquiry calls, answered without opening the repository unless the services' names are wanted. */
export const enquiryCalls = {
  enquiries: (env: Env, _who: SignedIn, _q: Record<string, unknown>, siteText: SiteText) => list(env, siteText),
  enquiriesCsv: async (env: Env, _who: SignedIn, _q: Record<string, unknown>, siteText: SiteText): Promise<Download> =>
    csvDownload((await list(env, siteText)).enquiries),
  resend: (env: Env, _who: SignedIn, b: Record<string, unknown>) => resendHosted(projectOf(env), notificationId(b.id)),
  setStatus: (env: Env, who: SignedIn, b: Record<string, unknown>) => setStatusHosted(projectOf(env), statusChange(b), who.name),
}
