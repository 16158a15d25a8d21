/**
 * A shared file other than the price book (Company details and menu, form words, guides) in the editor: one
 * form for the whole file, the live preview of the home page. Saving Company details with a new phone number
 * asks whether the chat link's number should follow (src/editor/phone.ts).
 */
import { FileScreen, detailsPart } from './FileScreen.tsx'
import { useFileEditor, type BeforeSave } from './use-file-editor.ts'
import { chatQuestion } from './phone.ts'

export function DataFileEditor() {
  const beforeSave: BeforeSave = async (edited, opened) => {
    if (!ed.file.endsWith('/site.yaml')) return edited
    const ask = chatQuestion(opened, edited)
    if (!ask || !window.confirm(ask.question)) return edited
    ed.setData(ask.withChat)
    return ask.withChat
  }
  const ed = useFileEditor({ beforeSave })
  return (
    <FileScreen
      ed={ed}
      title={ed.opened?.title ?? ''}
      details={{ label: 'Everything in this file' }}
      part={ed.selected === 'details' ? detailsPart(ed, 'File') : null}
    />
  )
}
