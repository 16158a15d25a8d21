import { ROUTES, type Download, type RouteName, type Routes } from '../../src/contract/protocol.ts'
import { CallError } from '../../src/contract/errors.ts'
import { answerCall } from '../../src/editor-calls/door.ts'
import { hostedDoorway } from '../../src/worker/store.ts'
import type { SignedIn } from '../../src/worker/auth.ts'
import type { Env } from '../../src/worker/env.ts'

/**
 * One of the editor's calls answered on the web address, through the one door as src/worker/worker.ts sends it
 * for a signed-in person: the answer, or the refusal thrown as the CallError the door sent.
 */
export async function hostedCall<K extends RouteName>(
  env: Env,
  who: SignedIn,
  name: K,
  request: Record<string, unknown> = {},
): Promise<Routes[K]['response']> {
  const { method, path } = ROUTES[name]
  const get = method === 'GET'
  const query = new URLSearchParams(get ? Object.entries(request).map(([k, v]) => [k, String(v)]) : [])
  const answer = await answerCall({ method, path, query, body: get ? undefined : request }, hostedDoorway(env, who))
  if (answer.status !== 200) throw new CallError(answer.status, JSON.parse(answer.body) as Record<string, unknown>, {}, answer.headers)
  if ('download' in ROUTES[name])
    return {
      type: answer.headers['content-type'],
      filename: /filename="([^"]+)"/.exec(answer.headers['content-disposition'] ?? '')?.[1] ?? '',
      body: answer.body,
    } satisfies Download as Routes[K]['response']
  return JSON.parse(answer.body) as Routes[K]['response']
}
