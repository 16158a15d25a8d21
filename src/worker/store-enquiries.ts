/**
 * People's data on the web address: the enquiry and rights-desk calls of src/editor-calls/enquiry-calls.ts, the
 * same handlers as on the office computer, over the hosted project (the secret key from the website's settings,
 * never sent to a browser), in the signed-in person's name.
 */
import { enquiryWords } from '../editor-calls/enquiry-rows.ts'
import { hostedStore } from '../editor-calls/enquiry-store.ts'
import { enquiryHandlers, type EnquiryCall, type EnquiryContext } from '../editor-calls/enquiry-calls.ts'
import { processorsOf } from '../editor-calls/processors.ts'
import { readYaml } from '../checker/yaml-file.ts'
import type { Routes } from '../contract/protocol.ts'
import type { SignedIn } from './auth.ts'
import type { Env } from './env.ts'
import { CallError } from '../contract/errors.ts'
import { messages } from '../contract/messages.ts'

const m = messages.repository

/**
 * A file of the site as published or drafted (pages/_site/forms.yaml for the services' names, site.yaml for
 * a WhatsApp reply's first line), when it can be read.
 */
export type SiteText = (file: string) => Promise<string | undefined>

/** A site file's data, or null: without the repository (GitHub down, say) the list still shows, with stored values. */
const readData = async (siteText: SiteText, file: string) => {
  try {
    return readYaml((await siteText(file)) ?? '')
  } catch {
    return null
  }
}

function contextOf(env: Env, who: SignedIn, siteText: SiteText): EnquiryContext {
  const url = env.SUPABASE_URL?.trim()
  const key = env.SUPABASE_SECRET_KEY?.trim()
  if (!url || !key) throw new CallError(503, m.enquiriesNotConnected)
  return {
    store: hostedStore({ url, key }),
    who: { name: who.name, owner: who.role === 'owner' },
    words: async () => {
      const [forms, site] = await Promise.all([readData(siteText, 'pages/_site/forms.yaml'), readData(siteText, 'pages/_site/site.yaml')])
      return enquiryWords(forms, site)
    },
    processors: async () => processorsOf(await readData(siteText, 'pages/privacy/choices.yaml')),
  }
}

export { isEnquiryCall } from '../editor-calls/enquiry-calls.ts'

/** Answers one of the calls about people's data, opening the repository only if its words are read. */
export function answerEnquiryCall<K extends EnquiryCall>(
  env: Env,
  who: SignedIn,
  name: K,
  request: Record<string, unknown>,
  siteText: SiteText,
): Promise<Routes[K]['response']> {
  const handler = enquiryHandlers[name] as (ctx: EnquiryContext, r: Record<string, unknown>) => Promise<Routes[K]['response']>
  return handler(contextOf(env, who, siteText), request)
}
