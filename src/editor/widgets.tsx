/**
 * Pickers for the fields that are more than text: icons, links, price-book entries, colour
 * variants and Markdown. The schema copy the server hands out marks those fields with a `format`
 * (scripts/editor/schemas.ts); the form library picks the widget of that name.
 */
import { useContext, useId, useMemo, useRef, useState } from 'react'
import { getTemplate, type WidgetProps, type RegistryWidgetsType } from '@rjsf/utils'
import { Markdown } from '../components/Markdown.tsx'
import { fillMoney } from '../lib/placeholders.ts'
import { IconGlyph } from '../components/Icon.tsx'
import type { IconNode } from './api.ts'
import { AnchorsContext, useSchemas } from './schemas-context.tsx'
import * as ui from './ui.ts'
import { readAmount, showAmount } from './amount.ts'

function IconSvg({ node, large }: { node?: IconNode; large?: boolean }) {
  return node ? <IconGlyph node={node} className={large ? 'size-7' : 'size-5.5'} /> : null
}

/** The line under a text box (its letter count, the date's form): red when the value is wrong. */
const count = (wrong: boolean) => `mt-0.75 block text-xs ${wrong ? 'font-semibold text-red-700' : 'text-muted'}`

function describedBy(id: string) {
  return `${id}__error ${id}__description ${id}__help`
}

/** A searchable grid of the icons the schema allows. */
function IconWidget({ id, value, onChange, required, disabled, readonly, label }: WidgetProps) {
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
function LinkWidget({ id, value, onChange, onBlur, onFocus, required, disabled, readonly, placeholder }: WidgetProps) {
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
function PriceRefWidget({ id, value, onChange, required, disabled, readonly }: WidgetProps) {
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
function VariantWidget({ id, value, onChange, options, disabled, readonly, required, label }: WidgetProps) {
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

/** The placeholders a text holds, in order: {price:id}, {amount:…}, {phone}, {email}. */
export function tokensIn(text: string): { token: string; kind: 'price' | 'amount' | 'phone' | 'email'; value: string }[] {
  return [...text.matchAll(/\{(price|amount):([^{}]*)\}|\{(phone|email)\}/g)].map((m) => ({
    token: m[0],
    kind: (m[1] ?? m[3]) as 'price' | 'amount' | 'phone' | 'email',
    value: m[2] ?? '',
  }))
}

/**
 * What the {…} in a text stand for, as chips under its box: a price-book price with its name and figure, an
 * amount as visitors read it, the business phone or e-mail. The text box keeps the words as the file does.
 */
function TokenChips({ id, text }: { id: string; text: string }) {
  const { schemas } = useSchemas()
  const tokens = tokensIn(text)
  if (!tokens.length) return null
  const chip = 'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs'
  return (
    <p id={`${id}__tokens`} className="mt-1 mb-0 flex flex-wrap items-center gap-1.5 text-xs text-muted">
      <span>Shown to visitors as:</span>
      {tokens.map((t, i) => {
        if (t.kind === 'price') {
          const p = schemas?.prices.find((x) => x.id === t.value)
          return (
            <span
              key={i}
              className={`${chip} ${p ? 'border-trust-600 bg-trust-50 text-trust-800' : 'border-red-700 text-red-700'}`}
              title={t.token}
            >
              {p ? `${p.name} · ${p.shown}` : `${t.value}: no such price-book entry`}
            </span>
          )
        }
        if (t.kind === 'amount')
          return (
            <span key={i} className={`${chip} border-slate-400 bg-slate-50`} title={t.token}>
              {t.value} · not a price-book price
            </span>
          )
        return (
          <span key={i} className={`${chip} border-slate-400 bg-slate-50`} title={t.token}>
            {t.kind === 'phone' ? 'the business phone number' : 'the business e-mail'}
          </span>
        )
      })}
    </p>
  )
}

/** Text with simple formatting, and a preview of it as the site shows it. */
function MarkdownWidget({ id, value, onChange, onBlur, onFocus, required, disabled, readonly, placeholder }: WidgetProps) {
  const [showPreview, setShowPreview] = useState(false)
  const { schemas } = useSchemas()
  const text = (value as string | undefined) ?? ''
  const rows = useMemo(() => Math.min(16, Math.max(3, text.split('\n').length + 1)), [text])
  const area = useRef<HTMLTextAreaElement>(null)
  // The formatting buttons write the Markdown the site reads (src/lib/markdown.ts) around the chosen words.
  const wrap = (before: string, after: string, sample: string) => {
    const el = area.current
    if (!el) return
    const [from, to] = [el.selectionStart, el.selectionEnd]
    const words = text.slice(from, to) || sample
    onChange(text.slice(0, from) + before + words + after + text.slice(to))
    requestAnimationFrame(() => {
      el.focus()
      el.setSelectionRange(from + before.length, from + before.length + words.length)
    })
  }
  const link = () => {
    const href = window.prompt('Link to which address? A page of this site (for example /contact) or a full https:// address.', '/')
    if (href?.trim()) wrap('[', `](${href.trim()})`, 'words to click')
  }
  const off = disabled || readonly
  return (
    <div>
      <div className="mb-1 flex gap-1" role="toolbar" aria-label="Formatting" aria-controls={id}>
        <button type="button" className="px-2 py-0.5 font-bold" disabled={off} onClick={() => wrap('**', '**', 'bold words')}>
          Bold
        </button>
        <button type="button" className="px-2 py-0.5 underline" disabled={off} onClick={link}>
          Link
        </button>
      </div>
      <textarea
        ref={area}
        id={id}
        value={text}
        rows={rows}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        placeholder={placeholder}
        aria-describedby={describedBy(id)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <TokenChips id={id} text={text} />
      <button type="button" className={ui.link} aria-expanded={showPreview} onClick={() => setShowPreview((s) => !s)}>
        {showPreview ? 'Hide formatting preview' : 'Show formatting preview'}
      </button>
      {showPreview && text && (
        <div className="ed-markdown-preview mt-1.5 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-1">
          {/* Money as the site shows it: {price:id} with the price book's figure, {amount:…} as written inside. */}
          <Markdown source={fillMoney(text, (ref) => schemas?.prices.find((p) => p.id === ref)?.shown)} className="" />
        </div>
      )}
    </div>
  )
}

/** A yes/no field shows its default (FAQ "Show in Google results" is yes unless set) until someone sets it. */
function CheckboxWidget({ id, value, onChange, schema, label, disabled, readonly }: WidgetProps) {
  const checked = typeof value === 'boolean' ? value : schema.default === true
  return (
    <label className="flex items-center gap-2 font-semibold">
      <input
        id={id}
        type="checkbox"
        className="w-auto"
        checked={checked}
        disabled={disabled || readonly}
        aria-describedby={describedBy(id)}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  )
}

/**
 * A one-line text box; where the field has a length limit (a heading, a button, a question: the checker's
 * limits by role), a count of its letters under it, red past the limit.
 */
function TextWidget(props: WidgetProps) {
  const { id, value, schema, registry, options } = props
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options)
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined
  const length = typeof value === 'string' ? value.length : 0
  return (
    <>
      <BaseInputTemplate {...props} />
      {typeof value === 'string' && <TokenChips id={id} text={value} />}
      {max !== undefined && (
        <small id={`${id}__count`} className={count(length > max)}>
          {length > max ? `${length} letters: ${length - max} too many (at most ${max})` : `${length} of at most ${max} letters`}
        </small>
      )}
    </>
  )
}

/** 2026-11-25 ↔ 25/11/2026: a date as the file keeps it and as people in India write it. */
export function toIndianDate(iso: unknown): string {
  const m = typeof iso === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null
  return m ? `${m[3]}/${m[2]}/${m[1]}` : typeof iso === 'string' ? iso : ''
}
export function fromIndianDate(text: string): string | undefined {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text)
  if (!m) return undefined
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCDate() !== d || date.getUTCMonth() !== mo - 1) return undefined
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** A date typed as day/month/year (25/11/2026); a date that does not exist is said so here, and nothing is lost. */
function DateWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const [text, setText] = useState(() => toIndianDate(value))
  const wrong = text.trim() !== '' && fromIndianDate(text) === undefined
  return (
    <>
      <input
        id={id}
        className="form-control"
        inputMode="numeric"
        placeholder="dd/mm/yyyy, e.g. 25/11/2026"
        value={text}
        disabled={disabled || readonly}
        aria-invalid={wrong}
        aria-describedby={`${id}__date ${describedBy(id)}`}
        onChange={(e) => {
          setText(e.target.value)
          const iso = fromIndianDate(e.target.value)
          onChange(e.target.value.trim() === '' ? undefined : (iso ?? e.target.value))
        }}
      />
      <small id={`${id}__date`} className={count(wrong)}>
        {wrong ? 'Write the date as day/month/year, e.g. 25/11/2026.' : 'Day/month/year.'}
      </small>
    </>
  )
}

/**
 * A price in rupees, typed as people write it (3,499 · Rs. 3,499/- · 1.5 lakh) and kept as whole rupees. What
 * the box will store is said under it; a figure it cannot read stays in the box, is said so, and reaches the
 * checker as typed (so Save refuses it at this field), never as another number.
 */
function AmountWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const [text, setText] = useState(() => showAmount(value))
  // What this box last handed on (the form library may turn "0.5" into 0.5 on the way).
  const [sent, setSent] = useState<unknown>(value)
  // Undo, redo or a fix elsewhere changed the stored figure: the box follows.
  if (value !== sent && !(typeof value === 'number' && String(value) === String(sent).trim())) {
    setSent(value)
    setText(showAmount(value))
  }
  const reading = readAmount(text)
  const wrong = text.trim() !== '' && !reading.ok
  return (
    <>
      <input
        id={id}
        className="form-control"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder?.replace(/^e\.g\. (\d+)$/, (_, n: string) => `e.g. ${Number(n).toLocaleString('en-IN')}`)}
        value={text}
        disabled={disabled || readonly}
        aria-invalid={wrong}
        aria-describedby={`${id}__amount ${describedBy(id)}`}
        onChange={(e) => {
          const r = readAmount(e.target.value)
          const next = e.target.value.trim() === '' ? undefined : r.ok ? r.rupees : e.target.value
          setText(e.target.value)
          setSent(next)
          onChange(next)
        }}
      />
      <small id={`${id}__amount`} className={count(wrong)}>
        {text.trim() === ''
          ? 'In rupees, e.g. 3,499 or Rs. 3,499.'
          : reading.ok
            ? `Shows as ₹${reading.rupees.toLocaleString('en-IN')}.`
            : reading.why}
      </small>
    </>
  )
}

export const widgets: RegistryWidgetsType = {
  'x-amount': AmountWidget,
  TextWidget,
  'x-date': DateWidget,
  CheckboxWidget,
  'x-icon': IconWidget,
  'x-link': LinkWidget,
  'x-price-ref': PriceRefWidget,
  'x-variant': VariantWidget,
  'x-markdown': MarkdownWidget,
}
