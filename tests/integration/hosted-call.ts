import type { RouteName, Routes } from '../../src/contract/protocol.ts'
import { hostedDoorway } from '../../src/worker/store.ts'
import type { SignedIn } from '../../src/worker/auth.ts'
import type { Env } from '../../src/worker/env.ts'
import { answered } from '../door-call.ts'

/** One of the editor's calls answered on the web address for a signed-in person, through the one door as src/worker/worker.ts sends it. */
export const hostedCall = <K extends RouteName>(
  env: Env,
  who: SignedIn,
  name: K,
  request: Record<string, unknown> = {},
): Promise<Routes[K]['response']> => answered(hostedDoorway(env, who), name, request)
