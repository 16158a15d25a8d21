import type { RouteName, Routes } from '../../src/contract/protocol.ts'
import { folderDoorway } from '../../scripts/editor/routes.ts'
import { answered } from '../door-call.ts'

/** One of the editor's calls answered on the office computer's folder `root`, through the one door as ./plugin.ts sends it. */
export const call = <K extends RouteName>(
  root: string,
  name: K,
  request: Record<string, unknown> = {},
  person?: string,
): Promise<Routes[K]['response']> => answered(folderDoorway({ root, person }), name, request)
