/**
 * The office editor's host functions: one Cloudflare Pages worker (dist/_worker.js, built by
 * scripts/office/build.ts) that answers only under /office/ (dist/_routes.json); every visitor page stays
 * a static file the worker never sees.
 *
 *   /office/auth/<call>   sign-in with passkeys, sign-out, the people list (./auth.ts)
 *   /office/api/<call>    the editor's calls (ROUTES in src/contract/protocol.ts), for a signed-in person (./store.ts)
 *   /office/images/…      a picture drafted since the last Publish, for the editor's page (./store-pictures.ts)
 *   /office/…             the editor's own page and files, with a strict policy of their own and noindex
 */
import { CallError } from '../contract/errors.ts'
import { authCalls, requireSignedIn } from './auth.ts'
import type { Env } from './env.ts'
import { checkBodyHeaders, json, MAX_AUTH_BODY, MAX_BODY, readBody, refusal, responseOf, sameOrigin } from './http.ts'
import { messages } from '../contract/messages.ts'
import { editorPageHeaders } from '../contract/editor-page.ts'
import { hostedDoorway } from './store.ts'
import { answerCall } from '../editor-calls/door.ts'
import { draftedPicture } from './store-pictures.ts'

const m = messages.access

async function page(env: Env, request: Request, url: URL): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { error: messages.requests.noSuchCall })
  // Every address under /office/ that is not a file is the editor's one page (its screens are client routes).
  const preview = url.pathname === '/office/preview'
  const isFile = /\.[a-z0-9]+$/i.test(url.pathname)
  // The host serves office/index.html at /office/ and preview.html at /office/preview (asking for the .html
  // name would be answered with a redirect back here).
  const target = isFile ? url : new URL(preview ? '/office/preview' : '/office/', url)
  const found = await env.ASSETS.fetch(new Request(target, request))
  const res = new Response(found.body, found)
  for (const [k, v] of Object.entries(editorPageHeaders({ framedBySelf: preview || url.pathname === '/office/preview.html' })))
    res.headers.set(k, v)
  // The editor's hashed files may be cached; its page never is.
  if (isFile && url.pathname.startsWith('/office/assets/')) res.headers.set('cache-control', 'public, max-age=31536000, immutable')
  return res
}

/**
 * A site page the worker passes on (should a route send one here): the host's _headers may not apply to what
 * the functions answer, so the page is never framed, whatever the file said, and never sniffed.
 */
function sitePage(found: Response): Response {
  const res = new Response(found.body, found)
  const policy = res.headers.get('content-security-policy')
  if (!policy?.includes('frame-ancestors'))
    res.headers.set('content-security-policy', policy ? `${policy}; frame-ancestors 'none'` : "frame-ancestors 'none'")
  res.headers.set('x-frame-options', 'DENY')
  res.headers.set('x-content-type-options', 'nosniff')
  return res
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url)
    // Only /office/ reaches the worker (dist/_routes.json); anything else is the site's, as a plain file.
    if (url.pathname !== '/office' && !url.pathname.startsWith('/office/')) return sitePage(await env.ASSETS.fetch(request))
    if (url.pathname === '/office') return Response.redirect(new URL('/office/', url).toString(), 308)
    const api = url.pathname.startsWith('/office/api/')
    const auth = url.pathname.startsWith('/office/auth/')
    const picture = url.pathname.startsWith('/office/images/')
    if (!api && !auth && !picture) return page(env, request, url)
    try {
      sameOrigin(env, request)
      if (picture) return (await requireSignedIn(env, request)) && (await draftedPicture(env, url))
      const post = request.method === 'POST'
      if (auth) {
        // Anyone may call these: their bodies are small, and no more than that is ever read.
        const call = authCalls[`${request.method} ${url.pathname.slice('/office/auth/'.length)}`]
        if (!call) throw new CallError(404, messages.requests.noSuchCall)
        return await call(env, request, post ? await readBody(request, MAX_AUTH_BODY) : {})
      }
      // The declared size and the session before a byte of the body is read; then at most MAX_BODY of it.
      if (post) checkBodyHeaders(request, MAX_BODY)
      const who = await requireSignedIn(env, request)
      const body = post ? await readBody(request, MAX_BODY) : undefined
      const knock = { method: request.method, path: url.pathname.slice('/office/api/'.length), query: url.searchParams, body }
      return responseOf(await answerCall(knock, hostedDoorway(env, who)))
    } catch (e) {
      if (e instanceof CallError) return refusal(e)
      console.error('office function failed', e)
      return json(500, { error: m.failed })
    }
  },
}
