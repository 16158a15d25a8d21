/**
 * The price book in the editor: its entries as cards (name, short name and figure), the selected entry's
 * form, renaming a saved entry's short name everywhere, and a Save that asks first: about a figure far from the
 * old one or the book's range, and, for a changed price, about every page and sentence that will show it.
 */
import { useMemo, useState } from 'react'
import { api, type ApiError } from './api.ts'
import { SectionList, type Card } from './SectionList.tsx'
import { RepriceConfirm } from './FilePanels.tsx'
import { FileScreen, detailsPart, h2, type PartView } from './FileScreen.tsx'
import { useFileEditor, type BeforeSave } from './use-file-editor.ts'
import type { Json } from './file-hooks.ts'
import type { PriceUsesResponse, PricesSaid } from '../contract/protocol.ts'
import { unusualPrices } from './price-sanity.ts'
import { rupees } from './text.ts'
import { messages } from '../contract/messages.ts'

const addButton = 'ed-add mt-2 w-full border-dashed font-semibold'
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** An entry's form: its category by name; a saved entry's short name is fixed (pages show its price by it); its price is the book's own. */
function entryUi(categories: { id: string; name: string }[], saved: boolean) {
  return {
    price: { ref: { 'ui:widget': 'hidden' } },
    category: { 'ui:enumNames': categories.map((c) => c.name) },
    ...(saved ? { id: { 'ui:readonly': true } } : {}),
  }
}

export function PriceBookEditor() {
  const [confirm, setConfirm] = useState<PriceUsesResponse[] | null>(null)
  const [report, setReport] = useState<PricesSaid | undefined>(undefined)

  /** Before a save: "are you sure?" for an unusual figure, then the places a changed price will show in. */
  const beforeSave: BeforeSave = async (edited, opened) => {
    const before = (opened.entries as Json[] | undefined) ?? []
    const after = (edited.entries as Json[] | undefined) ?? []
    const unusual = unusualPrices(before, after)
    if (unusual.length && !window.confirm(messages.prices.askUnusual(unusual.join('\n')))) return null
    const saved = new Map(before.map((e) => [e.id, e]))
    const changed = after.filter((e) => saved.has(e.id) && !same(saved.get(e.id)?.price, e.price)).map((e) => String(e.id))
    if (!changed.length) return edited
    setConfirm(await Promise.all(changed.map((id) => api.priceUses(id))))
    return null
  }
  /** After a save that changed the file, the price report of what changed. */
  const afterSave = (diff: string) => {
    if (diff)
      api.changes().then(
        (c) => setReport(c.prices),
        () => undefined,
      )
  }
  const ed = useFileEditor({ beforeSave, afterSave })
  const { schemas, list, keys, selected, data, opened } = ed

  const saveAndReport = async () => {
    setConfirm(null)
    await ed.doSave()
  }

  /** The struck-through price of an entry, changed from the repricing confirmation: asks again. */
  const setOriginal = (id: unknown, original: number) => {
    if (!data) return
    ed.setData({ ...data, entries: list.map((e) => (e.id === id ? { ...e, price: { ...(e.price as Json), original } } : e)) })
    setConfirm(null)
    ed.setNotice({ kind: 'ok', text: messages.prices.struckThrough(rupees(original)) })
  }

  /** A saved entry's short name, changed in the price book and on every page that shows its price, at once. */
  const renameEntry = async (from: string) => {
    if (ed.dirty) {
      ed.setNotice({ kind: 'error', text: messages.prices.saveFirst })
      return
    }
    const to = window.prompt(messages.prices.askNewName(from), from)
    if (!to || to === from) return
    try {
      const r = await api.renameEntry(from, to.trim())
      ed.open()
      ed.setNotice({ kind: 'ok', text: messages.prices.renamed(from, to.trim(), r.written.length, r.written.join(', ')) })
      ed.reloadSchemas()
    } catch (e) {
      const err = e as ApiError
      if (err.body?.problems) ed.problems.set(err.body.problems)
      ed.setNotice({ kind: 'error', text: err.message })
    }
  }

  const savedIds = useMemo(
    () => new Set((((opened?.data as Json | undefined)?.entries as Json[] | undefined) ?? []).map((e) => String(e.id))),
    [opened],
  )
  const uis = useMemo(() => {
    const categories = schemas?.forms.categories ?? []
    return { saved: entryUi(categories, true), fresh: entryUi(categories, false) }
  }, [schemas])

  const cards: Card[] = list.map((item, i) => {
    const amount = (item.price as { amount?: number } | undefined)?.amount
    return {
      key: keys[i] ?? String(i),
      label: String(item.name ?? item.id ?? 'Entry'),
      detail: `${String(item.id ?? '')}${amount !== undefined ? ` · ${rupees(amount)}` : ''}`,
      problems: ed.problems.in(i),
    }
  })

  let part: PartView | null = null
  const entry = typeof selected === 'number' ? list[selected] : undefined
  if (selected === 'details') part = detailsPart(ed, 'File')
  else if (entry && schemas)
    part = {
      id: `part${selected}`,
      title: cards[selected as number]?.label ?? '',
      schema: schemas.schemas['data:catalog:entry'] as Json,
      value: entry,
      prefix: ['entries', selected],
      ui: savedIds.has(String(entry.id)) ? uis.saved : uis.fresh,
    }

  return (
    <FileScreen
      ed={ed}
      title={opened?.title ?? ''}
      details={{ label: 'About the price book' }}
      part={part}
      report={report}
      beforeForm={
        entry &&
        savedIds.has(String(entry.id)) && (
          <p className="block text-[13px]">
            <button type="button" onClick={() => void renameEntry(String(entry.id))}>
              Rename its short name everywhere…
            </button>
          </p>
        )
      }
      dialogs={
        confirm &&
        data && (
          <RepriceConfirm
            uses={confirm}
            entries={list}
            savedEntries={((opened?.data as Json | undefined)?.entries as Json[] | undefined) ?? []}
            labels={ed.labels}
            onSetOriginal={setOriginal}
            onSave={() => void saveAndReport()}
            onCancel={() => setConfirm(null)}
          />
        )
      }
      cards={
        <>
          <h2 className={h2}>Entries</h2>
          <SectionList
            label="Entries"
            cards={cards}
            selected={typeof selected === 'number' ? selected : null}
            onSelect={ed.choose}
            onMove={ed.lists.move}
            onDuplicate={ed.lists.duplicate}
            onRemove={(i) => ed.lists.remove(i, cards[i]?.label ?? 'this entry')}
          />
          <button type="button" className={addButton} onClick={() => ed.lists.add({ id: 'new-entry', name: 'New service', price: {} })}>
            + Add an entry
          </button>
        </>
      }
    />
  )
}
