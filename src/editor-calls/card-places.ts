/**
 * A new service's card, placed for the editor: on its category page (and, if wanted, on the home and
 * pricing pages) in the section whose cards lead to services, at a chosen position, written like its
 * neighbour. The neighbour gives the shape (which fields, the button's kind and words); the service page
 * gives the content: its name, address, price-book entry, summary, icon and the features of its own main
 * card. The result is checked in full before anything is written. No Node here: both of the editor's stores
 * run it over their files (./site-files.ts).
 */
import { namedFile, problemAt } from './summaries.ts'
import YAML from 'yaml'
import { readYaml, YAML_OPTIONS } from '../checker/yaml-file.ts'
import { routeOf } from '../checker/route-of.ts'
import { applyEdit } from './yaml-edit.ts'
import { CallError } from '../contract/errors.ts'
import { textOf, type Planned, type SiteFiles } from './site-files.ts'
import type { CardPlaceResult, CardSpots } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import { pathIn, twinFile } from '../lib/lang.ts'

type Obj = Record<string, unknown>
type Where = 'category' | 'home' | 'pricing'
const FILES: Record<Exclude<Where, 'category'>, string> = { home: 'pages/index.yaml', pricing: 'pages/pricing.yaml' }

/** What the card says, read from the service page. */
interface Service {
  route: string
  name: string
  priceRef?: string
  description: string
  icon?: string
  features?: string[]
}

function serviceOf(site: SiteFiles, file: string): Service {
  const data = readYaml(textOf(site, file)) as Obj
  const meta = (data.meta ?? {}) as Obj
  const svc = (data.service ?? {}) as Obj
  const name = String(svc.name ?? data.breadcrumb ?? meta.title ?? routeOf(file))
  const priceRef = ((svc.price ?? {}) as Obj).ref as string | undefined
  // The page's main card: the one showing its own price-book entry.
  let main: Obj | undefined
  for (const section of (data.sections ?? []) as Obj[])
    for (const item of (Array.isArray(section.items) ? section.items : []) as Obj[])
      if (!main && priceRef && ((item.price ?? {}) as Obj).ref === priceRef) main = item
  const first = String(meta.description ?? '').split(/(?<=\.)\s/)[0]
  return {
    route: routeOf(file),
    name,
    priceRef,
    description: first || String(main?.description ?? name),
    icon: main?.icon as string | undefined,
    features: Array.isArray(main?.features) ? (main.features as string[]) : undefined,
  }
}

/** A link to a service page, in either language: /services/<category>/<service> or /hi/services/<category>/<service>. */
const isServiceLink = (v: unknown) => {
  if (typeof v !== 'string') return false
  const english = pathIn(v, 'en')
  return english.startsWith('/services/') && english.split('/').length === 4
}

/** The section whose items lead to the most service pages (under `prefix`), with its index. */
function serviceCards(data: Obj, prefix: string): { index: number; items: Obj[] } | undefined {
  let best: { index: number; items: Obj[]; n: number } | undefined
  ;((data.sections ?? []) as Obj[]).forEach((section, index) => {
    if (!Array.isArray(section.items)) return
    const items = section.items as Obj[]
    const leadsToService = (item: Obj) =>
      [...JSON.stringify(item).matchAll(/"((?:\/hi)?\/services\/[a-z0-9-]+\/[a-z0-9-]+)[#"]/g)].some((m) => m[1].startsWith(prefix))
    const n = items.filter(leadsToService).length
    if (n > 0 && (!best || n > best.n)) best = { index, items, n }
  })
  return best && { index: best.index, items: best.items }
}

function targetFile(site: SiteFiles, where: Where, service: Service): string {
  if (where !== 'category') return FILES[where]
  const category = service.route.split('/').slice(0, 3).join('/')
  const file = `pages${category}/index.yaml`
  if (!site.exists(file)) throw new CallError(400, { error: messages.cards.noCategoryPage(category) })
  return file
}

/** The neighbour's name, as its title or its link's page says it. */
const nameOf = (card: Obj): string => String(card.title ?? card.name ?? '')

/** A card shaped like `neighbour`, saying what `s` is. */
export function cardLike(neighbour: Obj, s: Service): Obj {
  const oldName = nameOf(neighbour)
  const oldRef = ((neighbour.price ?? {}) as Obj).ref as string | undefined
  const swap = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') {
      if (isServiceLink(value)) return s.route
      if (key === 'title' || key === 'name') return s.name
      if (key === 'description') return s.description
      if (key === 'icon') return s.icon ?? value
      // A chat message names the service and its price: the new one's, the figure from the price book.
      let out = oldName ? value.split(oldName).join(s.name) : value
      if (out !== value && s.priceRef) out = out.replace(/₹[\d,]+/, `{price:${s.priceRef}}`)
      return out
    }
    if (Array.isArray(value)) return key === 'features' && s.features ? [...s.features] : value.map((v) => swap(v, key))
    if (value && typeof value === 'object') {
      const o = value as Obj
      if (key === 'price' && 'ref' in o) return s.priceRef ? { ...o, ref: s.priceRef } : { custom: true }
      return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, swap(v, k)]))
    }
    return value
  }
  const card = swap(neighbour, '') as Obj
  // What only the neighbour can say (its client's words, its own timeline, its badge) is not copied.
  for (const key of NEIGHBOUR_ONLY) delete card[key]
  if (!s.features) delete card.features
  if (oldRef && !s.priceRef) card.price = { custom: true }
  return card
}
const NEIGHBOUR_ONLY = ['popular', 'testimonial', 'timeline', 'badge', 'highlight']

/**
 * The file with `card` inserted as item `position` of the list at `at`, written as the neighbour is: the
 * same indentation, and a map written on one line ({ ref: x }) where the neighbour writes it so.
 */
function insertLike(text: string, at: (string | number)[], position: number, card: Obj): string {
  const doc = YAML.parseDocument(text, YAML_OPTIONS)
  const seq = doc.getIn(at, true) as YAML.YAMLSeq<YAML.Node>
  const neighbour = seq.items[position - 1] ?? seq.items[position]
  const item = new YAML.Document(card)
  if (YAML.isMap(neighbour) && YAML.isMap(item.contents))
    for (const pair of item.contents.items) {
      const theirs = neighbour.get(pair.key as never, true) as YAML.Node | undefined
      if ((YAML.isMap(theirs) || YAML.isSeq(theirs)) && theirs.flow && (YAML.isMap(pair.value) || YAML.isSeq(pair.value)))
        pair.value.flow = true
    }
  const start = neighbour.range![0]
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const indent = start - lineStart - 2 // the column of the neighbour's "- "
  const lines = item.toString({ lineWidth: 0 }).trimEnd().split('\n')
  const block = lines.map((l, i) => `${' '.repeat(indent)}${i === 0 ? '- ' : '  '}${l}`).join('\n') + '\n'
  let offset: number
  if (position < seq.items.length) offset = text.lastIndexOf('\n', seq.items[position].range![0] - 1) + 1
  else {
    const end = seq.items[seq.items.length - 1].range![1]
    offset = text.lastIndexOf('\n', end - 1) + 1
    if (offset <= text.lastIndexOf('\n', seq.items[seq.items.length - 1].range![0] - 1)) offset = end
  }
  return text.slice(0, offset) + block + text.slice(offset)
}

/** Where the card can go on each page: the section's cards by name, so the editor can offer a position. */
export function cardSpotsIn(site: SiteFiles, fileArg: unknown): CardSpots {
  const file = site.pageFile(fileArg)
  const service = serviceOf(site, file)
  const out: CardSpots = { file, name: service.name, spots: [] }
  for (const where of ['category', 'home', 'pricing'] as const) {
    let target: string
    try {
      target = targetFile(site, where, service)
    } catch {
      continue
    }
    const data = readYaml(textOf(site, target)) as Obj
    const prefix = where === 'category' ? `${service.route.split('/').slice(0, 3).join('/')}/` : '/services/'
    const found = serviceCards(data, prefix)
    if (!found) continue
    const already = found.items.some((item) => JSON.stringify(item).includes(`"${service.route}"`))
    out.spots.push({ where, file: target, cards: found.items.map(nameOf), already })
  }
  return out
}

/** `text` with a card for `service` at `position` of its service cards (`cards`), written like its neighbour. */
function withCard(text: string, cards: { index: number; items: Obj[] }, position: number, service: Service): string {
  const data = readYaml(text) as Obj
  const { index, items } = cards
  const card = cardLike(items[position - 1] ?? items[position], service)
  const sections = [...(data.sections as Obj[])]
  sections[index] = { ...sections[index], items: [...items.slice(0, position), card, ...items.slice(position)] }
  const expected = { ...data, sections }
  const written = insertLike(text, ['sections', index, 'items'], position, card)
  // The text insert is checked against the data it must give; if it does not, the general edit writes it.
  return JSON.stringify(readYaml(written)) === JSON.stringify(expected) ? written : applyEdit(text, expected)
}

/**
 * Places the card: `places` says where and at which position (0 = first). Written with the neighbour's
 * shape (the card before the position, or after it when first), checked in full, then saved.
 */
export function placeCardIn(site: SiteFiles, body: unknown): Planned<CardPlaceResult> {
  const b = (body ?? {}) as Obj
  const file = site.pageFile(b.file)
  if (!Array.isArray(b.places) || !b.places.length) throw new CallError(400, { error: messages.cards.choosePlace })
  const service = serviceOf(site, file)
  const spots = cardSpotsIn(site, file).spots
  const writes = new Map<string, string>()
  const placed: string[] = []
  /** The same, as the office knows the pages. */
  const said: string[] = []
  for (const raw of b.places as Obj[]) {
    const where = raw?.where as Where
    const spot = spots.find((s) => s.where === where)
    if (!spot) throw new CallError(400, { error: messages.cards.noCardList(String(where)) })
    if (spot.already) continue
    const position = Number(raw.position)
    if (!Number.isInteger(position) || position < 0 || position > spot.cards.length)
      throw new CallError(400, { error: messages.cards.position(String(raw.position), spot.cards.length + 1) })
    const prefix = where === 'category' ? `${service.route.split('/').slice(0, 3).join('/')}/` : '/services/'
    const text = writes.get(spot.file) ?? textOf(site, spot.file)
    writes.set(spot.file, withCard(text, serviceCards(readYaml(text) as Obj, prefix)!, position, service))
    // The same card on the page's Hindi version: in the words of the service's Hindi page where it has one, else in
    // its English words (the Hindi page is then behind its English page, for the office to translate the card).
    const hindiFile = twinFile(spot.file)
    const hindiText = site.exists(hindiFile) ? (writes.get(hindiFile) ?? textOf(site, hindiFile)) : undefined
    const hindiCards = hindiText === undefined ? undefined : serviceCards(readYaml(hindiText) as Obj, pathIn(prefix, 'hi'))
    const routes = [`"${service.route}"`, `"${pathIn(service.route, 'hi')}"`]
    placed.push(`${spot.file} (card ${position + 1} of ${spot.cards.length + 1})`)
    said.push(`${namedFile(spot.file, text)} (card ${position + 1} of ${spot.cards.length + 1})`)
    if (hindiText !== undefined && hindiCards && !hindiCards.items.some((item) => routes.some((r) => JSON.stringify(item).includes(r)))) {
      const twin = twinFile(file)
      const translated = site.exists(twin)
      const at = Math.min(position, hindiCards.items.length)
      writes.set(hindiFile, withCard(hindiText, hindiCards, at, translated ? serviceOf(site, twin) : service))
      said.push(messages.cards.onHindi(namedFile(hindiFile, hindiText), at + 1, hindiCards.items.length + 1, translated))
    }
  }
  const { problems } = site.check(writes)
  if (problems.length)
    throw new CallError(422, {
      problems: problems.map((p) => ({ ...p, path: [] })),
      error: messages.cards.wouldFail(problemAt(site, problems[0])),
    })
  return {
    writes,
    verb: 'added',
    result: { placed, message: placed.length ? messages.cards.added(said.join(', ')) : messages.cards.already },
  }
}
