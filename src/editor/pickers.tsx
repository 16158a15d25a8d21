/**
 * Pickers for the fields that choose rather than type: icons, links, price-book entries and colour variants.
 * The schema copy the server hands out marks those fields with a `format` (src/editor-calls/schemas.ts).
 */
import { useContext, useId, useState } from 'react'
import type { WidgetProps } from '@rjsf/utils'
import { IconGlyph } from '../components/Icon.tsx'
import type { IconNode } from './api.ts'
import { AnchorsContext, useSchemas } from './schemas-context.tsx'
import * as ui from './ui.ts'
import { describedBy } from './widget-parts.ts'

function IconSvg({ node, large }: { node?: IconNode; large?: boolean }) {
  return node ? <IconGlyph node={node} className={large ? 'size-7' : 'size-5.5'} /> : null
}

/** A searchable grid of the icons the schema allows. */
export function IconWidget({ id, value, onChange, required, disabled, readonly, label }: WidgetProps) {
  const { schemas } = useSchemas()
  const [query, setQuery] = useState('')
  const icons = schemas?.icons ?? []
  const shown = icons.filter((n) => !query || n.includes(query.trim().toLowerCase()))
  return (
    <div>
      <div className="mb-1.5 flex items-center gap-2">
        <IconSvg node={value ? schemas?.iconNodes[value as string] : undefined} large />
        <span>{value ? String(value) : 'No icon chosen'}</span>
        {value && !required && (
          <button type="button" className={ui.link} onClick={() => onChange(undefined)} disabled={disabled || readonly}>
            Remove icon
          </button>
        )}
      </div>
      <input
        id={id}
        type="search"
        aria-label={`Search icons for ${label}`}
        aria-describedby={describedBy(id)}
        placeholder="Search icons, e.g. shield"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div
        role="radiogroup"
        aria-label={label}
        className="mt-1.5 grid max-h-45 grid-cols-[repeat(auto-fill,minmax(40px,1fr))] gap-1 overflow-auto"
      >
        {shown.map((name) => (
          <button
            key={name}
            type="button"
            role="radio"
            className="grid place-items-center p-1.5 aria-checked:border-trust-600 aria-checked:bg-trust-600 aria-checked:text-white"
            aria-checked={value === name}
            title={name}
            aria-label={name}
            disabled={disabled || readonly}
            onClick={() => onChange(name)}
          >
            <IconSvg node={schemas?.iconNodes[name]} />
          </button>
        ))}
        {!shown.length && <p className="text-muted">No icon is called “{query}”.</p>}
      </div>
    </div>
  )
}

/** A page of the site, a download, a phone or e-mail link, or a section of this page (#id). */
export function LinkWidget({ id, value, onChange, onBlur, onFocus, required, disabled, readonly, placeholder }: WidgetProps) {
  const { schemas } = useSchemas()
  const listId = useId()
  const anchors = useContext(AnchorsContext)
  const links = [...anchors.map((href) => ({ href, title: 'A section of this page', kind: 'page' as const })), ...(schemas?.links ?? [])]
  const known = links.find((l) => l.href === value)
  return (
    <div>
      <input
        id={id}
        type="text"
        list={listId}
        value={(value as string | undefined) ?? ''}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        placeholder={placeholder || 'Type / to choose a page, e.g. /contact'}
        aria-describedby={describedBy(id)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <datalist id={listId}>
        {links.map((l) => (
          <option key={l.href} value={l.href}>
            {l.title}
          </option>
        ))}
      </datalist>
      {known && <p className={ui.note}>→ {known.title}</p>}
    </div>
  )
}

/** An entry of the price book, with the figure visitors see now. */
export function PriceRefWidget({ id, value, onChange, required, disabled, readonly }: WidgetProps) {
  const { schemas } = useSchemas()
  const prices = schemas?.prices ?? []
  const current = prices.find((p) => p.id === value)
  return (
    <div>
      <select
        id={id}
        value={(value as string | undefined) ?? ''}
        required={required}
        disabled={disabled || readonly}
        aria-describedby={describedBy(id)}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">(no price-book entry: write the amount below)</option>
        {value && !current && <option value={value as string}>{String(value)} (not in the price book)</option>}
        {prices.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} — {p.shown} ({p.id})
          </option>
        ))}
      </select>
      {current && <p className={ui.note}>Shows {current.shown} from the price book; change the figure in “Price book”.</p>}
    </div>
  )
}

/** Colour themes as swatches. */
export function VariantWidget({ id, value, onChange, options, disabled, readonly, required, label }: WidgetProps) {
  const { schemas } = useSchemas()
  const names = (options.enumOptions ?? []).map((o) => String(o.value))
  return (
    <div role="radiogroup" aria-label={label} id={id} className="flex flex-wrap items-center gap-2.5">
      {names.map((name) => {
        const color = schemas?.variants.find((v) => v.name === name)?.color ?? '#64748b'
        return (
          <label key={name} className="flex items-center gap-1.5">
            <input
              type="radio"
              className="w-auto"
              name={id}
              value={name}
              checked={value === name}
              disabled={disabled || readonly}
              onChange={() => onChange(name)}
            />
            <span className="inline-block size-5.5 rounded-md" style={{ background: color }} aria-hidden="true" />
            {name}
          </label>
        )
      })}
      {!required && value && (
        <button type="button" className={ui.link} onClick={() => onChange(undefined)}>
          Use the default
        </button>
      )}
    </div>
  )
}
