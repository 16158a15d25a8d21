import { useCallback, useRef, useState } from 'react'

/**
 * The submit state every form shares: `busy` while sending (the button shows its busy label), and a
 * guard that makes a second submit while one is under way do nothing, whatever the button's state
 * (a double click lands before React has re-rendered the button as disabled).
 *
 * `send` resolves true when the form is done and the page moves on (the redirect to /thank-you): the
 * guard then stays closed, so clicks during the short wait for the next page send nothing more, while
 * `busy` is cleared in every case as the spec says. It resolves false to let the visitor submit again
 * (after a failure, or after a newsletter signup).
 */
export function useSubmission() {
  const guard = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (send: () => Promise<boolean>) => {
    if (guard.current) return
    guard.current = true
    setBusy(true)
    let done = false
    try {
      done = await send()
    } finally {
      setBusy(false)
      if (!done) guard.current = false
    }
  }, [])
  return { busy, run }
}
