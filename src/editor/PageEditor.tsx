/**
 * A page in the editor: its details (title, description, address, service) and its sections as cards, top
 * to bottom, to select, move, copy, remove and add (from the menu of section types); the selected one's form;
 * the live preview, where clicking a section selects it.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { SectionList, type Card } from './SectionList.tsx'
import { AddSectionMenu } from './FilePanels.tsx'
import { FileScreen, detailsPart, h2, type PartView } from './FileScreen.tsx'
import { useFileEditor } from './use-file-editor.ts'
import type { Json } from './file-hooks.ts'
import { itemName } from './text.ts'
import * as ui from './ui.ts'
import { scheduleText, showingWindow, type Scheduled } from '../lib/schedule.ts'
import { Translation } from './Translation.tsx'

/** A section's or page's time (`from:` / `until:` / `embargo:`) as the editor holds it. */
const timeOf = (item: Json): Scheduled => ({
  from: typeof item.from === 'string' ? item.from : undefined,
  until: typeof item.until === 'string' ? item.until : undefined,
  embargo: item.embargo === true,
})

/**
 * What the editor says about a section with a time, and whether it has ended: when it shows, and when the live
 * site changes (at the moment, or with the rebuild after it: src/lib/schedule.ts, builtAhead).
 */
function scheduleOf(item: Json, all: readonly Json[], now: number): Card['schedule'] {
  const when = timeOf(item)
  const siblings = all.map((other) => (other === item ? when : timeOf(other)))
  const text = scheduleText(when, now, siblings)
  return text ? { text, ended: showingWindow(when)[1] <= now } : undefined
}

const addButton = 'ed-add mt-2 w-full border-dashed font-semibold'

export function PageEditor() {
  const ed = useFileEditor()
  const { schemas, list, keys, selected, data } = ed
  const [adding, setAdding] = useState(false)
  const addMenuRef = useRef<HTMLDivElement>(null)
  // The menu opens where the button is: brought into view, not left below the fold.
  useEffect(() => {
    if (adding) addMenuRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [adding])

  const typeOf = (item: Json) => schemas?.sections.find((t) => t.type === item.type)
  // Only what the page may hold: no second section with the page's main heading.
  const offered = useMemo(() => {
    const hasMain = list.some((x) => schemas?.sections.find((t) => t.type === x.type)?.mainHeading)
    return (schemas?.sections ?? []).filter((t) => !(hasMain && t.mainHeading))
  }, [schemas, list])
  /** The page's own sections a link may jump to (#id). */
  const anchors = useMemo(() => list.filter((s) => typeof s.id === 'string').map((s) => `#${String(s.id)}`), [list])

  // Read once per render: the cards say how long ago a section ended, or how soon it starts.
  const now = Date.now()
  const cards: Card[] = list.map((item, i) => {
    const info = typeOf(item)
    return {
      key: keys[i] ?? String(i),
      label: info?.label ?? String(item.type),
      detail: itemName(item),
      picture: info?.picture,
      problems: ed.problems.in(i),
      pinned: info?.mainHeading === true,
      schedule: scheduleOf(item, list, now),
    }
  })
  const pageSchedule = data ? scheduleOf(data, [data], now) : undefined

  let part: PartView | null = null
  if (selected === 'details') part = detailsPart(ed, 'Page details')
  else if (list[selected] && schemas) {
    const schema = schemas.schemas[`section:${String(list[selected].type)}`] as Json | undefined
    if (schema)
      part = { id: `part${selected}`, title: cards[selected]?.label ?? '', schema, value: list[selected], prefix: ['sections', selected] }
  }

  const title = String(((data?.meta as Json | undefined)?.title as string | undefined) ?? ed.opened?.title ?? '')
  return (
    <FileScreen
      ed={ed}
      title={title}
      details={{
        label: 'Page details',
        note: `Title, description, address, service${pageSchedule ? ` · this page ${pageSchedule.text}` : ''}`,
      }}
      part={part}
      anchors={anchors}
      previewSelected={typeof selected === 'number' ? selected : null}
      cards={
        <>
          <Translation file={ed.file} />
          <h2 className={h2}>Sections, top to bottom</h2>
          <SectionList
            label="Sections"
            cards={cards}
            selected={typeof selected === 'number' ? selected : null}
            onSelect={ed.choose}
            onMove={ed.lists.move}
            onDuplicate={ed.lists.duplicate}
            onRemove={(i) => ed.lists.remove(i, cards[i]?.label ?? 'this part')}
          />
          <button type="button" className={addButton} aria-expanded={adding} onClick={() => setAdding((a) => !a)}>
            + Add a section
          </button>
          <p className={ui.note}>
            {typeof selected === 'number' ? `Adds it below section ${selected + 1}.` : 'Adds it at the end of the page.'}
          </p>
          {adding && (
            <AddSectionMenu
              ref={addMenuRef}
              offered={offered}
              onAdd={(value) => {
                ed.lists.add(value)
                setAdding(false)
              }}
            />
          )}
        </>
      }
    />
  )
}
