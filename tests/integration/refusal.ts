import { CallError } from '../../src/contract/errors.ts'

/** The editor's refusal that `fn` throws; fails the test when it returns or throws anything else. */
export function refusal(fn: () => unknown): CallError {
  try {
    fn()
  } catch (e) {
    if (e instanceof CallError) return e
    throw e
  }
  throw new Error('expected a refusal')
}

/** The editor's refusal that `answer` rejects with; fails the test when it answers or rejects with anything else. */
export async function refused(answer: Promise<unknown>): Promise<CallError> {
  try {
    await answer
  } catch (e) {
    if (e instanceof CallError) return e
    throw e
  }
  throw new Error('expected a refusal')
}
