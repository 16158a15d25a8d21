import { ROUTES, type Download, type RouteName, type Routes } from '../../src/contract/protocol.ts'
import { CallError } from '../../src/contract/errors.ts'
import { answerCall } from '../../src/editor-calls/door.ts'
import { folderDoorway } from '../../scripts/editor/routes.ts'

/**
 * One of the editor's calls answered on the office computer's folder `root`, through the one door as
 * scripts/editor/plugin.ts sends it (a GET's fields in the query, a POST's as its body): the answer, or the
 * refusal thrown as the CallError the door sent.
 */
export async function call<K extends RouteName>(
  root: string,
  name: K,
  request: Record<string, unknown> = {},
  person?: string,
): Promise<Routes[K]['response']> {
  const { method, path } = ROUTES[name]
  const get = method === 'GET'
  const query = new URLSearchParams(get ? Object.entries(request).map(([k, v]) => [k, String(v)]) : [])
  const answer = await answerCall({ method, path, query, body: get ? undefined : request }, folderDoorway({ root, person }))
  if (answer.status !== 200) throw new CallError(answer.status, JSON.parse(answer.body) as Record<string, unknown>, {}, answer.headers)
  if ('download' in ROUTES[name])
    return {
      type: answer.headers['content-type'],
      filename: /filename="([^"]+)"/.exec(answer.headers['content-disposition'] ?? '')?.[1] ?? '',
      body: answer.body,
    } satisfies Download as Routes[K]['response']
  return JSON.parse(answer.body) as Routes[K]['response']
}
