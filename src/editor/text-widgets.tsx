/**
 * The widgets for fields that are typed: text with its placeholders shown, Markdown with a preview, yes/no,
 * dates as day/month/year, and amounts in rupees.
 */
import { useMemo, useRef, useState } from 'react'
import { getTemplate, type WidgetProps } from '@rjsf/utils'
import { Markdown } from '../components/Markdown.tsx'
import { AMOUNT_PLACEHOLDER, CONTACT_PLACEHOLDER, fillMoney, PRICE_PLACEHOLDER } from '../lib/placeholders.ts'
import { useSchemas } from './schemas-context.tsx'
import * as ui from './ui.ts'
import { readAmount, showAmount } from './amount.ts'
import { count, describedBy } from './widget-parts.ts'
import { messages } from '../contract/messages.ts'

/** The placeholders a text holds, in order: {price:id}, {amount:…}, {phone}, {email}. */
/** Every placeholder the site fills in text, as src/lib/placeholders.ts defines them. */
const TOKENS = new RegExp(`${PRICE_PLACEHOLDER.source}|${AMOUNT_PLACEHOLDER.source}|${CONTACT_PLACEHOLDER.source}`, 'g')

export function tokensIn(text: string): { token: string; kind: 'price' | 'amount' | 'phone' | 'email'; value: string }[] {
  return [...text.matchAll(TOKENS)].map(([token, price, amount, contact]) => ({
    token,
    kind: price !== undefined ? 'price' : amount !== undefined ? 'amount' : (contact as 'phone' | 'email'),
    value: price ?? amount ?? '',
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
export function MarkdownWidget({ id, value, onChange, onBlur, onFocus, required, disabled, readonly, placeholder }: WidgetProps) {
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
    const href = window.prompt(messages.pictures.linkAddress, '/')
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
export function CheckboxWidget({ id, value, onChange, schema, label, disabled, readonly }: WidgetProps) {
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
export function TextWidget(props: WidgetProps) {
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
export function DateWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
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
export function AmountWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
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
