import type { Catalog, Crumb, Forms, HindiWords, Page, Price, Section, Site } from '../generated/content.ts'
import type { Resolved } from '../content/price.ts'
import { dataKey, type ArticleSummary, type IconNode, type ResolvedPage, type RouteManifest } from '../content/model.ts'
import type { YamlFile } from './yaml-file.ts'
import { iconMap, iconsUsed } from './icons.ts'
import type { SectionAbout } from './sections.ts'
import { formatLongDate, formatRupees, priceParts } from './format-values.ts'
import { CONTACT_PLACEHOLDER, fillMoney, PRICE_PLACEHOLDER } from '../lib/placeholders.ts'
import { homeOf, langOfFile, langOfPath, LANGS, pathIn, type Lang } from '../lib/lang.ts'
import { mapLinks, overlay } from './words.ts'

export type { ResolvedPage } from '../content/model.ts'

export interface Content {
  site: Resolved<Site>
  catalog: Catalog
  /** Other pages/_site/*.yaml files, by name. */
  data: Map<string, unknown>
  /** Route pages, by primary path. */
  pages: Map<string, ResolvedPage>
  /** The not-found page (pages/404.yaml). */
  notFound?: ResolvedPage
  /** The Hindi not-found page (pages/hi/404.yaml), shown for an unknown address under /hi. */
  notFoundHi?: ResolvedPage
  /**
   * The site's words in each language: English from site.yaml and forms.yaml, Hindi with pages/_site/hi.yaml
   * laid over them (./words.ts) and its links going to the Hindi pages. Without a words file, Hindi is English.
   */
  langs: Record<Lang, { site: Resolved<Site>; forms?: Forms }>
  /** Every served path (own paths, aliases, canonical paths) → data key of its page. */
  routes: RouteManifest
  /** Source file of each page, by primary path. */
  files: Map<string, string>
  /** Icons the layout uses on every page (the category icons of the menu). */
  siteIcons: Record<string, IconNode>
}

import { routeOf } from './route-of.ts'

export { routeOf }

/**
 * `about`: the section types of the site being resolved (its own schema/ folder, as the checker loaded it); by
 * default, this repository's.
 */
export function resolveContent(
  _root: string,
  pageFiles: Map<string, YamlFile>,
  dataFiles: Map<string, YamlFile>,
  about: Map<string, SectionAbout>,
): Content {
  const forms = new Map([...about].map(([type, a]) => [type, a.form]))
  /** Sections that show a form (always, or when the field their schema names is set), and so need the words of pages/_site/forms.yaml. */
  const hasForm = (s: Section): boolean => {
    const form = forms.get(s.type)
    return form === true || (typeof form === 'string' && Boolean((s as object as Record<string, unknown>)[form]))
  }
  const englishSite = dataFiles.get('site')!.data as Site
  const words = dataFiles.get('hi')?.data as HindiWords | undefined
  // A link in the shared words of a Hindi page goes to the Hindi page where there is one (the blog stays English).
  const ownPaths = new Set([...pageFiles.keys()].map(routeOf))
  const toHindi = (href: string): string => {
    const cut = href.search(/[?#]/)
    const [path, rest] = cut < 0 ? [href, ''] : [href.slice(0, cut), href.slice(cut)]
    const hindi = pathIn(path || '/', 'hi')
    return langOfPath(path || '/') === 'en' && ownPaths.has(hindi) ? hindi + rest : href
  }
  const sites: Record<Lang, Site> = {
    en: englishSite,
    hi: mapLinks(words ? overlay(englishSite, words.site) : englishSite, toHindi),
  }
  const catalog = dataFiles.get('catalog')!.data as Catalog
  const book = new Map(catalog.entries.map((e) => [e.id, e]))
  const speakers = { en: speaker(sites.en), hi: speaker(sites.hi) }
  const data = new Map<string, unknown>()
  for (const [name, y] of dataFiles) if (name !== 'site' && name !== 'catalog') data.set(name, y.data)

  const { fillPrices } = speakers.en
  // The shared data files (form texts, the guide, downloads...) speak with the same placeholders.
  for (const [name, value] of data) data.set(name, fillPrices(value))
  const resolvedSites = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      {
        ...sites[lang],
        categories: sites[lang].categories.map((c) => ({ ...c, startingPrice: speakers[lang].withText(c.startingPrice) })),
      },
    ]),
  ) as Record<Lang, Resolved<Site>>
  const resolvedSite = resolvedSites.en
  const formsFile = dataFiles.get('forms')?.data as Forms | undefined
  const formsIn: Record<Lang, Forms | undefined> = {
    en: data.get('forms') as Forms | undefined,
    hi: formsFile && words ? speakers.hi.fillPrices(overlay(formsFile, words.forms)) : (data.get('forms') as Forms | undefined),
  }

  /** How prices, hours and contact placeholders are written in the words of `site` (English, or Hindi's labels and hours). */
  function speaker(site: Site) {
    // Every price with the text a visitor reads, fixed here so the browser formats nothing.
    const withText = (p: Price) => {
      const resolved = resolvePrice(p, book)
      return { ...resolved, text: priceParts(resolved, site.labels) }
    }
    const resolvePrices = <T>(node: T, icons?: Set<string>): Resolved<T> => mapPrices(node, withText, icons) as Resolved<T>
    // {price:gst-registration} in any text shows that entry's figure from the price book, so a sentence that
    // states a price changes with it.
    // {hours:callCard} shows that statement of the opening hours from site.yaml, where all of them stand together.
    // {phone} and {email} show the business number and address from site.yaml, so a new number reaches every page.
    // {amount:₹40 lakh} shows what it holds: a figure the text declares is not one of our prices (a limit in law, a
    // government fee), so the checker knows it is meant and no reprice touches it.
    const hourTexts: Record<string, string | undefined> = site.hours.texts ?? {}
    const fillPrices = <T>(node: T): T =>
      mapStrings(node, (text) =>
        text.includes('{')
          ? fillMoney(text, (id) => {
              const entry = book.get(id)
              if (!entry) return undefined
              if (entry.price.amount !== undefined) return formatRupees(entry.price.amount)
              return entry.price.free ? site.labels.free : site.labels.custom
            })
              .replace(HOURS_PLACEHOLDER, (whole, key: string) => (Object.hasOwn(hourTexts, key) ? (hourTexts[key] ?? whole) : whole))
              .replace(CONTACT_PLACEHOLDER, (_whole, key: string) => (key === 'phone' ? site.phone.display : site.email))
          : text,
      )
    return { withText, resolvePrices, fillPrices }
  }

  const pages = new Map<string, ResolvedPage>()
  const files = new Map<string, string>()
  let notFound: ResolvedPage | undefined
  let notFoundHi: ResolvedPage | undefined
  const articles: ArticleSummary[] = []
  const shortNames = new Map<string, string>()
  /** Icons named in each page's sections, gathered while its prices are resolved (one walk instead of two). */
  const iconNames = new Map<ResolvedPage, Set<string>>()
  for (const [rel, y] of pageFiles) {
    const page = y.data as Page
    const own = routeOf(rel)
    const lang = langOfFile(rel)
    const { resolvePrices, fillPrices } = speakers[lang]
    const canonical = page.meta.canonical ?? own
    const aliases = [...(page.aliases ?? [])]
    if (canonical !== own && !aliases.includes(canonical)) aliases.push(canonical)
    const icons = new Set<string>()
    const resolved: ResolvedPage = {
      path: own,
      lang,
      canonical,
      aliases,
      meta: fillPrices(page.meta),
      ...(page.from !== undefined ? { from: page.from } : {}),
      ...(page.until !== undefined ? { until: page.until } : {}),
      breadcrumbs: page.breadcrumbs ?? [],
      // Service pages and blog articles show the trail; their visitors often arrive from a search.
      showBreadcrumbs: pathIn(own, 'en').startsWith('/services/') || pathIn(own, 'en').startsWith('/blog/'),
      service: page.service ? resolvePrices(page.service) : undefined,
      sections: fillPrices(resolvePrices(page.sections, icons)).map((s) =>
        s.type === 'article' ? { ...s, dateText: formatLongDate(s.date) } : s,
      ),
      data: {},
    }
    iconNames.set(resolved, icons)
    if (own === '/404' || own === '/hi/404') {
      if (lang === 'hi') notFoundHi = resolved
      else notFound = resolved
      continue
    }
    pages.set(own, resolved)
    files.set(own, rel)
    const hero = page.sections.find((s) => s.type === 'hero' || s.type === 'article')
    shortNames.set(
      own,
      fillPrices(page.breadcrumb ?? (hero?.type === 'hero' ? hero.heading : hero?.type === 'article' ? hero.title : page.meta.title)),
    )
    const article = page.sections.find((s): s is Extract<Section, { type: 'article' }> => s.type === 'article')
    if (article) {
      const { title, excerpt, author, date, readTime, category, image } = article
      // The blog list shows the summary as the article does: its placeholders filled ({price:…}, {amount:…}).
      articles.push(
        fillPrices({
          path: own,
          title,
          excerpt,
          author,
          date,
          dateText: formatLongDate(date),
          readTime,
          category,
          ...(image ? { image } : {}),
        }),
      )
    }
  }
  articles.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))

  const siteIconNames = iconsUsed(resolvedSite.categories)
  const notFounds = [notFound, notFoundHi].filter((p): p is ResolvedPage => !!p)
  for (const page of [...pages.values(), ...notFounds]) {
    const own = [...iconNames.get(page)!].filter((n) => !siteIconNames.has(n))
    if (own.length) page.data.icons = iconMap(own)
  }
  for (const page of [...pages.values(), ...notFounds]) {
    // A Hindi page carries the site's Hindi words (the English ones are in the site's code); the office's notify is not for visitors.
    if (page.lang !== 'en') page.data.site = { ...resolvedSites[page.lang], notify: {} }
    // Each page names its twin in the other language, where there is one (hreflang, the language switch).
    const twin =
      page.path === '/404' || page.path === '/hi/404' ? undefined : pages.get(pathIn(page.path, page.lang === 'en' ? 'hi' : 'en'))
    if (twin) page.alternates = LANGS.map((lang) => ({ lang, path: (lang === page.lang ? page : twin).canonical }))
  }
  for (const page of pages.values()) {
    if (!page.breadcrumbs.length) page.breadcrumbs = trail(page, resolvedSites[page.lang], shortNames)
    if (page.sections.some((s) => s.type === 'blog-index')) page.data.articles = articles
    const pageForms = formsIn[page.lang]
    if (page.sections.some(hasForm) && pageForms) page.data.forms = pageForms
    if (page.sections.some((s) => s.type === 'guide-viewer') && data.has('guide')) {
      const guide = data.get('guide') as { title: string; pages: { title: string }[] }
      page.data.guide = {
        title: guide.title,
        width: GUIDE_PAGE_WIDTH,
        height: GUIDE_PAGE_HEIGHT,
        pages: guide.pages.map((p, i) => ({ title: p.title, image: guideImage(i) })),
      }
    }
  }

  const routes: RouteManifest = {}
  for (const page of pages.values()) {
    const key = dataKey(page.path)
    routes[page.path] = key
    for (const a of page.aliases) routes[a] ??= key
  }
  // The Hindi addresses travel with the Hindi pages, not in the code every English page loads (src/app/load-page.ts).
  const hindiRoutes: RouteManifest = Object.fromEntries(Object.entries(routes).filter(([path]) => langOfPath(path) === 'hi'))
  for (const page of [...pages.values(), ...notFounds]) if (page.lang === 'hi') page.data.routes = hindiRoutes
  const langs = Object.fromEntries(LANGS.map((lang) => [lang, { site: resolvedSites[lang], forms: formsIn[lang] }])) as Content['langs']
  return { site: resolvedSite, catalog, data, pages, notFound, notFoundHi, langs, routes, files, siteIcons: iconMap(siteIconNames) }
}

/** The size of every guide page image (scripts/assets/guide.ts draws them), so the viewer reserves its box from the first paint. */
export const GUIDE_PAGE_WIDTH = 800
export const GUIDE_PAGE_HEIGHT = 1131

export function guideImage(index: number): string {
  return `/guide/page-${String(index + 1).padStart(2, '0')}.svg`
}

/** Home > Services > category > page, from the URL and the site's categories. */
/** Home, then the pages above this one (service categories from the site data, else parent paths), then the page. */
function trail(page: ResolvedPage, site: Resolved<Site>, names: Map<string, string>): Crumb[] {
  const home: Crumb = { name: site.labels.home, url: homeOf(page.lang) }
  const name = names.get(page.path)!
  // The trail is worked out on the English address; each step is then the page's own language's, where it has one.
  const english = pathIn(page.path, 'en')
  const here = (path: string) => pathIn(path, page.lang)
  if (english === '/') return [home]
  if (!english.startsWith('/services')) {
    // /blog/some-article → Home › Blog › the article: each parent path that is a page.
    const parents = english
      .split('/')
      .slice(1, -1)
      .map((_, i, parts) => '/' + parts.slice(0, i + 1).join('/'))
      .filter((p) => names.has(here(p)))
      .map((p) => ({ name: names.get(here(p))!, url: here(p) }))
    return [home, ...parents, { name, url: page.canonical }]
  }
  const crumbs: Crumb[] = [home, { name: site.labels.services, url: here('/services') }]
  if (english === '/services') return crumbs
  const category = site.categories.find((c) => {
    const path = pathIn(c.path, 'en')
    return english === path || english.startsWith(path + '/')
  })
  if (category) crumbs.push({ name: category.name, url: category.path })
  if (!category || english !== pathIn(category.path, 'en')) crumbs.push({ name, url: page.canonical })
  return crumbs
}

export function resolvePrice(p: Price, book: Map<string, { price: Price }>): Price {
  if (!p.ref) return p
  const entry = book.get(p.ref)
  if (!entry) return p
  return { ...entry.price, ...p }
}

/**
 * Applies fn to every object found under a "price" or "startingPrice" key, at any depth. Only the lists and
 * objects on the way to a changed price are copied; everything else is shared with the input. With `icons`,
 * also adds the names iconsUsed would find in the result.
 */
/** A price placeholder in text: {price:<price-book id>} (one definition, in src/lib/placeholders.ts). */
export { PRICE_PLACEHOLDER }
/** An opening-hours placeholder in text: {hours:<name in site.yaml hours.texts>}. */
export const HOURS_PLACEHOLDER = /\{hours:([A-Za-z0-9-]+)\}/g
/** The business phone number or e-mail address from site.yaml in text: {phone}, {email} (src/lib/placeholders.ts). */
export { CONTACT_PLACEHOLDER }

/** The tree with fn applied to every string; unchanged branches are shared, not copied. */
export function mapStrings<T>(node: T, fn: (s: string) => string): T {
  if (typeof node === 'string') return fn(node) as T
  if (!node || typeof node !== 'object') return node
  if (Array.isArray(node)) {
    let out: unknown[] | undefined
    node.forEach((v, i) => {
      const m = mapStrings(v, fn)
      if (m !== v) (out ??= node.slice())[i] = m
    })
    return (out ?? node) as T
  }
  let out: Record<string, unknown> | undefined
  for (const [k, v] of Object.entries(node)) {
    const m = mapStrings(v, fn)
    if (m !== v) (out ??= { ...(node as Record<string, unknown>) })[k] = m
  }
  return (out ?? node) as T
}

export function mapPrices<T>(node: T, fn: (p: Price) => Price, icons?: Set<string>): T {
  if (!node || typeof node !== 'object') return node
  if (Array.isArray(node)) {
    let out: unknown[] | undefined
    for (let i = 0; i < node.length; i++) {
      const v = mapPrices(node[i], fn, icons)
      if (v !== node[i]) (out ??= node.slice())[i] = v
    }
    return (out ?? node) as T
  }
  const obj = node as Record<string, unknown>
  let out: Record<string, unknown> | undefined
  for (const k in obj) {
    const v = obj[k]
    if (!v || typeof v !== 'object') {
      if (icons && k === 'icon' && typeof v === 'string') icons.add(v)
      continue
    }
    let mapped: unknown
    if ((k === 'price' || k === 'startingPrice') && !Array.isArray(v)) {
      mapped = fn(v as Price)
      if (icons) iconsUsed(mapped, icons)
    } else mapped = mapPrices(v, fn, icons)
    if (mapped !== v) (out ??= { ...obj })[k] = mapped
  }
  return (out ?? obj) as T
}
