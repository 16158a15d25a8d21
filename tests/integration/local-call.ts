import type { RouteName, Routes } from '../../src/contract/protocol.ts'
import { answer } from '../../scripts/editor/routes.ts'

/** One of the editor's calls answered on the office computer's folder `root`, as ./plugin.ts answers it. */
export function call<K extends RouteName>(
  root: string,
  name: K,
  request: Record<string, unknown> = {},
  person?: string,
): Promise<Routes[K]['response']> {
  return answer(name, { root, person }, request)
}
