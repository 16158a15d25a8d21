/** A page's sections (or the price book's entries) as cards: select, move (buttons, keyboard, drag), duplicate, remove. */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import * as ui from './ui.ts'

export interface Card {
  key: string
  label: string
  detail: string
  picture?: string
  problems: number
  /** The page's main banner: it stays first, and "to the top" stops below it. */
  pinned?: boolean
  /** When it shows, for one with a time: "shows until 1 January 2027, 00:00 IST (ends in 3 days)", "ended 3 days ago (…)". */
  schedule?: { text: string; ended: boolean }
}

function SortableCard({
  card,
  index,
  count,
  top,
  selected,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: {
  card: Card
  index: number
  count: number
  /** Where "to the top" goes: 0, or 1 below a main banner. */
  top: number
  selected: boolean
  onSelect: () => void
  onMove: (to: number) => void
  onDuplicate: () => void
  onRemove: () => void
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: card.key })
  const name = `${index + 1}. ${card.label}`
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`ed-card flex flex-col rounded-xl border bg-white ${selected ? 'border-trust-600 ring-2 ring-trust-600' : 'border-slate-300'} ${isDragging ? 'z-2 opacity-80' : ''}`}
      data-card-index={index}
    >
      <button type="button" className={ui.cardMain} aria-current={selected ? 'true' : undefined} onClick={onSelect}>
        {card.picture && (
          <img
            src={card.picture}
            alt=""
            width={72}
            height={45}
            loading="lazy"
            className="flex-none rounded-sm border border-slate-300 object-cover"
          />
        )}
        <span>
          <strong className="block text-sm">{name}</strong>
          <span className={ui.note}>{card.detail}</span>
          {card.schedule && (
            <span className={`block text-xs font-semibold ${card.schedule.ended ? 'text-red-800' : 'text-trust-800'}`} data-schedule>
              {card.schedule.text}
            </span>
          )}
          {card.problems > 0 && (
            <span className="mt-0.5 inline-block rounded-full bg-red-700 px-2 text-xs font-bold text-white">
              {card.problems === 1 ? '1 problem' : `${card.problems} problems`}
            </span>
          )}
        </span>
      </button>
      <div className="flex gap-1 px-2 pb-2 [&_button]:min-h-7.5 [&_button]:min-w-8 [&_button]:px-2 [&_button]:py-0.5">
        <button
          type="button"
          className="cursor-grab touch-none"
          aria-label={`Drag ${name} (or press Space, then the arrow keys)`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <button type="button" aria-label={`Move ${name} to the top`} disabled={index <= top || card.pinned} onClick={() => onMove(top)}>
          ⤒
        </button>
        <button type="button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          ↑
        </button>
        <button type="button" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          ↓
        </button>
        <button
          type="button"
          aria-label={`Move ${name} to the bottom`}
          disabled={index === count - 1 || card.pinned}
          onClick={() => onMove(count - 1)}
        >
          ⤓
        </button>
        <button type="button" aria-label={`Copy ${name}`} onClick={onDuplicate}>
          Copy
        </button>
        <button type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
          ✕
        </button>
      </div>
    </li>
  )
}

export function SectionList({
  label,
  cards,
  selected,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: {
  label: string
  cards: Card[]
  selected: number | null
  onSelect: (i: number) => void
  onMove: (from: number, to: number) => void
  onDuplicate: (i: number) => void
  onRemove: (i: number) => void
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const positionOf = (id: string | number) => cards.findIndex((c) => c.key === id) + 1
  const nameOf = (id: string | number) => cards.find((c) => c.key === id)?.label ?? 'The section'
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return
    const from = cards.findIndex((c) => c.key === e.active.id)
    const to = cards.findIndex((c) => c.key === e.over!.id)
    if (from >= 0 && to >= 0) onMove(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: 'To move it, press Space, then the up and down arrow keys, then Space again to drop it (Escape cancels).',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${cards.length}.`
              : `${nameOf(active.id)} is outside the list.`,
          onDragEnd: ({ active, over }) =>
            over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)}.` : `${nameOf(active.id)} dropped where it was.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={cards.map((c) => c.key)} strategy={verticalListSortingStrategy}>
        <ol className="ed-cards m-0 grid list-none gap-1.5 p-0" aria-label={label}>
          {cards.map((card, i) => (
            <SortableCard
              key={card.key}
              card={card}
              index={i}
              count={cards.length}
              top={cards[0]?.pinned && !card.pinned ? 1 : 0}
              selected={selected === i}
              onSelect={() => onSelect(i)}
              onMove={(to) => onMove(i, to)}
              onDuplicate={() => onDuplicate(i)}
              onRemove={() => onRemove(i)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
