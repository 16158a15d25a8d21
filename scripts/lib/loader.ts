import { createHash } from 'node:crypto'

/**
 * The inline script every prerendered page carries in <head> instead of Vite's `<script type="module">` and
 * its `<link rel="modulepreload">`s: the same bytes on every page, so one hash in the policy's `script-src`
 * (scripts/lib/headers.ts) allows it. It waits until the browser reports the page's first contentful paint,
 * then for the page's pictures marked `fetchpriority="high"` (a hero picture, the guide's first page: what
 * the page's largest paint is made of), and only then adds the modulepreload links and imports the entry,
 * whose addresses it reads from its own `data-entry` and `data-preload` attributes.
 *
 * Why: Lighthouse's simulated slow 4G counts every high-priority request that ended before the real first
 * paint into FCP and LCP, and the entry and its modulepreload did, so the whole bundle sat in LCP; on a real
 * slow connection they also take bandwidth from the HTML and the stylesheet (docs/DECISIONS.md, "The page's
 * code loads after the first paint"). It starts at once in a hidden tab or without paint timing, when the
 * tab is sent to the background, and after 3 s in any case. It watches the paint timeline and load events,
 * not timers, which tests may freeze; the timer is only the last resort.
 *
 * Kept as text, not a compiled function: its hash must be the same wherever it is computed.
 */
export const LOADER_SCRIPT = [
  '(() => {',
  'const data = document.currentScript.dataset;',
  // Sections and questions with a time (src/sections/time-marks.ts): one rule per moment hides what names it
  // as its end (`data-until`), or shows what was built ahead to start then (`data-from`, hidden by the site's
  // style sheet until then; revert-layer gives it back its own display), at once for a moment already past (a
  // page opened after it), or when it comes (a page left open). Constructed style sheets are not inline
  // <style>, so the policy's style-src 'self' allows them.
  "const ends = (data.ends || '').split(' ').filter(Boolean);",
  "const starts = (data.starts || '').split(' ').filter(Boolean);",
  // Texts chosen by the address (src/sections/ThankYou.tsx): for each query value of plain letters, digits and
  // dashes, the text marked `data-query="name=value"` shows, and the default after it (`data-query-default`) goes.
  'const query = [...new URLSearchParams(location.search)].filter(([k, v]) => /^[\\w-]{1,64}$/.test(k) && /^[\\w-]{1,64}$/.test(v));',
  'if ((ends.length || starts.length || query.length) && document.adoptedStyleSheets) {',
  'const sheet = new CSSStyleSheet();',
  'document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];',
  'const at = (moment, rule) => {',
  'const wait = Number(moment) - Date.now();',
  'if (wait <= 0) sheet.insertRule(rule);',
  'else if (wait < 2147483647) setTimeout(() => sheet.insertRule(rule), wait);',
  '};',
  'for (const end of ends) at(end, `[data-until="${end}"]{display:none!important}`);',
  'for (const start of starts) at(start, `[data-from="${start}"][data-from]{display:revert-layer}`);',
  'for (const [k, v] of query) {',
  'sheet.insertRule(`[data-query="${k}=${v}"][data-query]{display:revert-layer}`);',
  'sheet.insertRule(`[data-query="${k}=${v}"] ~ [data-query-default="${k}"]{display:none!important}`);',
  '}',
  '}',
  'let started = false;',
  'let timer;',
  'const start = () => {',
  'if (started) return;',
  'started = true;',
  'clearTimeout(timer);',
  "for (const href of (data.preload || '').split(' ').filter(Boolean)) {",
  "const link = document.createElement('link');",
  "link.rel = 'modulepreload';",
  "link.crossOrigin = '';",
  'link.href = href;',
  'document.head.append(link);',
  '}',
  "import(data.entry).catch((error) => console.error('Could not load the page code', error));",
  '};',
  'const afterPictures = () => {',
  "const waiting = [...document.querySelectorAll('img[fetchpriority=high]')].filter((img) => !img.complete);",
  'let left = waiting.length;',
  'if (!left) return start();',
  'const one = () => --left || start();',
  'for (const img of waiting) {',
  "img.addEventListener('load', one, { once: true });",
  "img.addEventListener('error', one, { once: true });",
  '}',
  '};',
  "if (document.visibilityState === 'hidden' || !window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return start();",
  'timer = setTimeout(start, 3000);',
  "document.addEventListener('visibilitychange', start, { once: true });",
  'new PerformanceObserver((list, observer) => {',
  "if (!list.getEntriesByName('first-contentful-paint').length) return;",
  'observer.disconnect();',
  "if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPictures, { once: true });",
  'else afterPictures();',
  "}).observe({ type: 'paint', buffered: true });",
  '})()',
].join('\n')

/** The loader's hash as `script-src` writes it. */
export const LOADER_HASH = `'sha256-${createHash('sha256').update(LOADER_SCRIPT).digest('base64')}'`

/** The loader element: the entry's address and the modules to preload with it. */
export function loaderTag(entry: string, preload: string[]): string {
  return `<script data-entry="${entry}" data-preload="${preload.join(' ')}" data-ends="" data-starts="">${LOADER_SCRIPT}</script>`
}

/**
 * A page's loader with the moments (milliseconds) at which what it holds ends, which it hides from then on,
 * and at which what was built ahead starts, which it shows from then on (src/lib/schedule.ts, pageMoments).
 */
export function withMoments(html: string, moments: { ends: number[]; starts: number[] }): string {
  return html.replace(
    /(<script data-entry="[^"]+" data-preload="[^"]*" data-ends=")" data-starts=""/,
    `$1${moments.ends.join(' ')}" data-starts="${moments.starts.join(' ')}"`,
  )
}

/**
 * A page's loader preloads its section chunks too (`sectionChunks`), with the entry: they are asked for after
 * the first paint like the entry, and hydration waits for them, so naming them here saves the entry's round
 * trip before it asks for them itself.
 */
export function preloadAlso(template: string, files: string[]): string {
  return template.replace(
    /(<script data-entry="[^"]+" data-preload=")([^"]*)"/,
    (_, head: string, list: string) => `${head}${[list, ...files].filter(Boolean).join(' ')}"`,
  )
}

/** The addresses a page's loader will load (for the budgets): the entry and the modules preloaded with it. */
export function loaderScripts(html: string): string[] {
  const tag = /<script data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html)
  return tag ? [tag[1], ...tag[2].split(' ').filter(Boolean)] : []
}

/**
 * Vite's index.html names the entry as `<script type="module" crossorigin src>` and its static imports as
 * `<link rel="modulepreload" crossorigin href>`; the prerender's template carries the loader instead, where
 * the entry's script was. Throws when Vite's output is not what it expects (no page would load its code).
 */
export function withLoader(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template)
  if (!entry) throw new Error('index.html as Vite built it has no <script type="module" crossorigin src>: the loader can\'t name the entry')
  const preloads = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
  const preload = [...template.matchAll(preloads)].map((m) => m[1])
  return template.replace(entry[0], loaderTag(entry[1], preload) + '\n    ').replace(preloads, '')
}
