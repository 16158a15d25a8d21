/** What the build hands the browser: a page with everything resolved (prices from the book, breadcrumbs, derived data). */
import type { Crumb, Forms, Page, PageMeta, PageService } from '../generated/content.ts'
import type { Resolved, ResolvedSection } from './price.ts'
import type { Lang } from '../lib/lang.ts'
import type { Site } from '../generated/content.ts'

export type { Section, Site } from '../generated/content.ts'

export interface ArticleSummary {
  path: string
  title: string
  excerpt: string
  author: string
  date: string
  /** The date written out: "5 March 2025". */
  dateText: string
  readTime: string
  category: string
  image?: { src: string; alt: string; width: number; height: number }
}

export interface GuidePage {
  title: string
  image: string
}

/** An icon's SVG elements: [tag, attributes] pairs (lucide's 24×24 stroke icons). */
export type IconNode = [string, Record<string, string>][]

export interface PageData {
  /** The icons this page's sections use, by name. */
  icons?: Record<string, IconNode>
  /** Blog articles, for pages with a blog-index section. */
  articles?: ArticleSummary[]
  /** The startup guide, for pages with a guide-viewer section. */
  guide?: { title: string; width: number; height: number; pages: GuidePage[] }
  /** The words of the forms (pages/_site/forms.yaml), for pages that show a form: in the page's language. */
  forms?: Forms
  /** A page in another language than English: the site's words in it (pages/_site/hi.yaml over site.yaml). */
  site?: Resolved<Site>
  /** A Hindi page: every Hindi address and its data file (the site's code knows only the English ones). */
  routes?: RouteManifest
}

/** The same page in one language: its address. */
export interface Alternate {
  lang: Lang
  path: string
}

export interface ResolvedPage {
  /** The page's own path, from its file name. */
  path: string
  /** Its language: pages/hi/… are Hindi (src/lib/lang.ts). */
  lang: Lang
  /** The page in each language, itself included, when it has a twin in the other language; else absent. */
  alternates?: Alternate[]
  /** The preferred address (meta.canonical, or the path). */
  canonical: string
  /** Every other path that serves this page. */
  aliases: string[]
  meta: PageMeta
  /** When the page shows (src/lib/schedule.ts): the build leaves it out before `from` and from `until` on. */
  from?: string
  until?: string
  /** The full trail, starting with Home. */
  breadcrumbs: Crumb[]
  /** Whether the trail is shown on the page (service pages), not only in structured data. */
  showBreadcrumbs: boolean
  service?: Resolved<PageService>
  sections: ResolvedSection[]
  data: PageData
}

/** Every served path → the data file of its page (without /_data/ and .json). */
export type RouteManifest = Record<string, string>

export type { Page }

/** /services/gst → services/gst; / → index */
export function dataKey(path: string): string {
  return path === '/' ? 'index' : path.replace(/^\//, '')
}

export function dataUrl(key: string): string {
  return `/_data/${key}.json`
}
