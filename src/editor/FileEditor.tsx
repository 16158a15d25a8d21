/**
 * One file in the editor, on the screen for its kind: a page (PageEditor), the price book (PriceBookEditor) or
 * another shared file (DataFileEditor). They share their state and frame (use-file-editor.ts, FileScreen.tsx);
 * the server does every check with the site's own checker, and the browser shows what it says.
 */
import { useSearchParams } from 'react-router-dom'
import { listKeyOf } from './use-file-editor.ts'
import { PageEditor } from './PageEditor.tsx'
import { PriceBookEditor } from './PriceBookEditor.tsx'
import { DataFileEditor } from './DataFileEditor.tsx'

export function FileEditor() {
  const [params] = useSearchParams()
  const file = params.get('file') ?? ''
  const kind = listKeyOf(file)
  // A new file is a new screen: nothing of the last one's state (selection, notices, undo) carries over.
  if (kind === 'sections') return <PageEditor key={file} />
  if (kind === 'entries') return <PriceBookEditor key={file} />
  return <DataFileEditor key={file} />
}
