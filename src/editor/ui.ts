/**
 * Class lists several screens share: Tailwind utilities in the site's theme (src/styles/theme.css). The
 * editor's own stylesheet (editor.css) holds only the base element rules and the form library's markup.
 */

/** A screen other than the file editor: its column, and its heading. */
export const page = 'mx-auto max-w-240 px-5 pt-6 pb-15 [&_h1]:mt-0 [&_h1]:mb-1.5 [&_h1]:text-[26px]'
/** The sentence under a screen's heading. */
export const lead = 'mt-0 text-muted'
/** Small grey text on a line of its own. */
export const note = 'block text-[13px] text-muted'
export const error = 'font-semibold text-red-700'
export const ok = 'font-semibold text-growth-700'
/** A field's label over its box. */
export const field = 'my-3.5 block'
export const fieldLabel = 'mb-1 block font-semibold'

export const primary = 'border-trust-600 bg-trust-600 px-5 py-2 font-semibold text-white enabled:hover:bg-trust-800'
/** A button that reads as a link. */
/** Call and WhatsApp on an enquiry: links that look like small buttons, easy to tap on a phone. */
export const replyLink =
  'inline-block min-h-9 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-trust-800 no-underline hover:bg-slate-100'

export const link = 'border-0 bg-transparent p-0 text-left text-trust-600 underline'
/** A narrow form of label, box and button rows (publish, rename, delete, place a card). */
export const stack =
  'my-5 grid max-w-160 gap-2 [&_label]:font-semibold [&_button]:justify-self-start [&_input]:border-slate-300 [&_input]:px-2.5 [&_input]:py-2'

/** Changed lines or a report, light on dark; diffLine colours a line by its first character. */
export const diff = 'max-h-80 overflow-auto rounded-lg bg-ink px-3 py-2.5 text-[13px] whitespace-pre-wrap text-slate-200'
export function diffLine(line: string, skipHeaders = false): string | undefined {
  if (skipHeaders && /^(\+\+\+|---)/.test(line)) return undefined
  return line.startsWith('+') ? 'text-green-300' : line.startsWith('-') ? 'text-red-300' : undefined
}

/** A white panel with a rounded border. */
export const panel = 'rounded-xl border border-slate-300 bg-white'

/** A section card's main button (also the file editor's "Page details" card); scripts/bench.ts finds it by its first class. */
export const cardMain = 'ed-card-main flex w-full items-center gap-2.5 rounded-xl border-0 p-2 text-left'
