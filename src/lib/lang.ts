/**
 * The site's languages: English at the root, Hindi under /hi (pages/hi/<same path>.yaml is the Hindi twin of
 * pages/<path>.yaml). One definition of the address scheme, read by the build, the checker, the site and the editor.
 */
export const LANGS = ['en', 'hi'] as const
export type Lang = (typeof LANGS)[number]

/** The language of the site's own words and of every page outside /hi. */
export const DEFAULT_LANG: Lang = 'en'

/** Where the Hindi pages live: their addresses start with it, their files are under pages/hi/. */
export const HINDI_PREFIX = '/hi'
export const HINDI_FOLDER = 'pages/hi/'

/** BCP 47 tags for hreflang, <html lang> and JSON-LD's inLanguage. */
export const LANG_TAG: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' }

/** What <html lang> says: the English pages keep the site's en-IN; the Hindi ones say hi. */
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi' }

/** The language a path is in: /hi and /hi/… are Hindi, everything else English. */
export function langOfPath(path: string): Lang {
  return path === HINDI_PREFIX || path.startsWith(HINDI_PREFIX + '/') ? 'hi' : 'en'
}

/** The language of a page file: pages/hi/… is Hindi. */
export function langOfFile(rel: string): Lang {
  return rel.startsWith(HINDI_FOLDER) ? 'hi' : 'en'
}

/** The same page's path in `lang`: /about ↔ /hi/about, / ↔ /hi. */
export function pathIn(path: string, lang: Lang): string {
  const english = langOfPath(path) === 'hi' ? path.slice(HINDI_PREFIX.length) || '/' : path
  if (lang === 'en') return english
  return english === '/' ? HINDI_PREFIX : HINDI_PREFIX + english
}

/** The English twin's file of a Hindi page file (pages/hi/about.yaml → pages/about.yaml), or the Hindi twin's of an English one. */
export function twinFile(rel: string): string {
  return langOfFile(rel) === 'hi' ? 'pages/' + rel.slice(HINDI_FOLDER.length) : HINDI_FOLDER + rel.slice('pages/'.length)
}

/** The home page of a language. */
export const homeOf = (lang: Lang): string => pathIn('/', lang)

/** The not-found page's path in a language (its file: pages/404.yaml, pages/hi/404.yaml). */
export const notFoundOf = (lang: Lang): string => pathIn('/404', lang)
