/** What a screen says when its list could not be read: the reason, and Reload. */
import * as ui from './ui.ts'

export function LoadFailed({ error, onReload }: { error: string; onReload: () => void }) {
  if (!error) return null
  return (
    <p role="alert" className={ui.error}>
      {error}{' '}
      <button type="button" onClick={onReload}>
        Reload
      </button>
    </p>
  )
}
