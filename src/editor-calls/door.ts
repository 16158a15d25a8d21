/**
 * The one front door of the editor's calls, whichever server answers them: the office computer's (Node, inside
 * `npm run edit`: scripts/editor/plugin.ts) and the web address's (the host's worker: src/worker/worker.ts).
 * Each server keeps its own HTTP (who may call, reading a body within its size) and builds a Doorway, the way
 * it opens its stores; the door does the rest, once for both:
 *
 *   the route      a method and a path name one call of the route table (src/contract/protocol.ts, ROUTES);
 *   the role       the call's work (its `area`) is one the person's role may do (src/contract/roles.ts);
 *   the fields     a POST's JSON body, or a GET's query, each field given at most once;
 *   the handler    pageCalls (./page-calls.ts) over a PageStore, or enquiryHandlers (./enquiry-calls.ts) over an
 *                  EnquiryContext, typed by the call's request and answer;
 *   the answer     JSON, or a file (a Download); a refusal (CallError) with its status, body and headers.
 *
 * Anything else a handler throws is the server's to log and answer 500.
 */
import { ROUTES, type Download, type RouteName, type Routes } from '../contract/protocol.ts'
import { CallError } from '../contract/errors.ts'
import { messages } from '../contract/messages.ts'
import { mayUse, type Role } from '../contract/roles.ts'
import { readYaml } from '../checker/yaml-file.ts'
import { pageCalls, type PageCall, type PageStore } from './page-calls.ts'
import { enquiryHandlers, isEnquiryCall, type EnquiryCall, type EnquiryContext, type OfficePerson } from './enquiry-calls.ts'
import type { EnquiryStore } from './enquiry-store.ts'
import { enquiryWords } from './enquiry-rows.ts'
import { processorsOf } from './processors.ts'

/** How a server opens its stores for a call: the site's files for a page call, people's data for the rest. */
export interface Doorway {
  /** The signed-in person's role (src/contract/roles.ts), where there is sign-in: the web address. None: the office computer's one person. */
  role?: Role
  pages(call: PageCall): PageStore | Promise<PageStore>
  enquiries(call: EnquiryCall): EnquiryContext | Promise<EnquiryContext>
}

/** A call as it reaches the door: its method, its path under the API's root (`files`, `privacy/answer`), its fields. */
export interface Knock {
  method: string
  path: string
  query: URLSearchParams
  /** A POST's body, read by the server within its size. */
  body?: Record<string, unknown>
}

/** What the server sends back. */
export interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

const byMethodAndPath = new Map(Object.entries(ROUTES).map(([name, r]) => [`${r.method} ${r.path}`, name as RouteName]))

/** The call a method and a path name, if any. */
export const callNamed = (method: string, path: string): RouteName | undefined => byMethodAndPath.get(`${method} ${path}`)

/** A GET's fields from its query string: each at most once (a field given twice is refused, not guessed at). */
export function fieldsOf(query: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [k, v] of query) {
    if (k in fields) throw new CallError(400, messages.requests.fieldTwice(k))
    fields[k] = v
  }
  return fields
}

const JSON_TYPE = 'application/json; charset=utf-8'

/** Answers a call, or refuses it in the office's words. */
export async function answerCall(knock: Knock, doorway: Doorway): Promise<Answer> {
  try {
    const name = callNamed(knock.method, knock.path)
    if (!name) throw new CallError(404, messages.requests.noSuchCall)
    if (doorway.role && !mayUse(doorway.role, ROUTES[name].area))
      throw new CallError(403, messages.access.notForRole(doorway.role, ROUTES[name].area))
    const fields = knock.method === 'GET' ? fieldsOf(knock.query) : (knock.body ?? {})
    const result = await handle(name, fields, doorway)
    if ('download' in ROUTES[name]) {
      const file = result as Download
      return {
        status: 200,
        headers: { 'content-type': file.type, 'content-disposition': `attachment; filename="${file.filename}"` },
        body: file.body,
      }
    }
    return { status: 200, headers: { 'content-type': JSON_TYPE }, body: JSON.stringify(result) }
  } catch (e) {
    if (!(e instanceof CallError)) throw e
    return { status: e.status, headers: { 'content-type': JSON_TYPE, ...e.headers }, body: JSON.stringify(e.body) }
  }
}

/** The call's handler over the store the doorway opens for it. */
async function handle<K extends RouteName>(name: K, fields: Record<string, unknown>, doorway: Doorway): Promise<Routes[K]['response']> {
  if (isEnquiryCall(name)) {
    const handler = enquiryHandlers[name] as (ctx: EnquiryContext, request: Record<string, unknown>) => Promise<Routes[K]['response']>
    return handler(await doorway.enquiries(name), fields)
  }
  const handler = pageCalls[name as PageCall] as (store: PageStore, request: Record<string, unknown>) => Promise<Routes[K]['response']>
  return handler(await doorway.pages(name as PageCall), fields)
}

/**
 * The context of the calls about people's data, built the same way by both servers: their store, their person,
 * and the site's words read from its files (the services' names and a WhatsApp reply's first line in forms.yaml
 * and site.yaml, who processes the data in choices.yaml), each read only if the call needs it. A file that
 * cannot be read (the repository unreachable, say) reads as nothing: the list still shows, with stored values.
 */
export function enquiryContext(
  store: EnquiryStore,
  who: OfficePerson,
  siteText: (file: string) => Promise<string | undefined>,
): EnquiryContext {
  const data = async (file: string) => {
    try {
      return readYaml((await siteText(file)) ?? '')
    } catch {
      return null
    }
  }
  return {
    store,
    who,
    words: async () => enquiryWords(await data('pages/_site/forms.yaml'), await data('pages/_site/site.yaml')),
    processors: async () => processorsOf(await data('pages/privacy/choices.yaml')),
  }
}
