/** A page's sections (or the price book's entries) as cards: select, move (buttons, keyboard, drag), duplicate, remove. */
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'

export interface Card {
  key: string
  label: string
  detail: string
  picture?: string
  problems: number
}

function SortableCard({
  card,
  index,
  count,
  selected,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: {
  card: Card
  index: number
  count: number
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
      className={`ed-card${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}`}
      data-card-index={index}
    >
      <button type="button" className="ed-card-main" aria-current={selected ? 'true' : undefined} onClick={onSelect}>
        {card.picture && <img src={card.picture} alt="" width={72} height={45} loading="lazy" />}
        <span>
          <strong>{name}</strong>
          <span className="ed-muted ed-small">{card.detail}</span>
          {card.problems > 0 && <span className="ed-badge">{card.problems === 1 ? '1 problem' : `${card.problems} problems`}</span>}
        </span>
      </button>
      <div className="ed-card-tools">
        <button
          type="button"
          className="ed-drag"
          aria-label={`Drag ${name} (or press Space, then the arrow keys)`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
        <button type="button" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          ↑
        </button>
        <button type="button" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          ↓
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
        <ol className="ed-cards" aria-label={label}>
          {cards.map((card, i) => (
            <SortableCard
              key={card.key}
              card={card}
              index={i}
              count={cards.length}
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
