import { EditorError } from '../../src/editor-calls/errors.ts'

/** The editor's refusal that `fn` throws; fails the test when it returns or throws anything else. */
export function refusal(fn: () => unknown): EditorError {
  try {
    fn()
  } catch (e) {
    if (e instanceof EditorError) return e
    throw e
  }
  throw new Error('expected a refusal')
}

/** The editor's refusal that `answer` rejects with; fails the test when it answers or rejects with anything else. */
export async function refused(answer: Promise<unknown>): Promise<EditorError> {
  try {
    await answer
  } catch (e) {
    if (e instanceof EditorError) return e
    throw e
  }
  throw new Error('expected a refusal')
}
