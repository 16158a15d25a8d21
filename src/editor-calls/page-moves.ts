/**
 * Renaming and deleting pages from the editor. A page's address comes from its file's name, so:
 * - renaming moves the file, keeps the old address working (it becomes one of the page's aliases) and
 *   changes every link to it in every file (buttons, cards, menus, and links inside text);
 * - deleting is refused while other files link to the page, listing where; on request those links are
 *   removed (a link in a list goes with its item, a link in text keeps its words, a button that stands
 *   alone leads one level up instead).
 * Each is checked in full before it counts: when the result would fail the check, nothing is written.
 * No Node here: both of the editor's stores run it over their files (./site-files.ts).
 */
import { problemAt } from './summaries.ts'
import { readYaml } from '../checker/yaml-file.ts'
import { waitsForPublish } from '../checker/samples.ts'
import { routeOf } from '../checker/route-of.ts'
import { addressProblem } from '../checker/addresses.ts'
import { baseName } from '../checker/source.ts'
import { applyEdit } from './yaml-edit.ts'
import { CallError } from '../contract/errors.ts'
import { folderOf, textOf, type Planned, type SiteFiles, type Writes } from './site-files.ts'
import type { LinkUse, PageChangeResult } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'
import { langOfFile, twinFile } from '../lib/lang.ts'
import { alignHindiWords, keepTranslationsCurrent } from './translate.ts'
import { addressesOf, hrefTo, REMOVE, rewrite, type PathPart } from './links.ts'

/** Field names as the forms say them (src/editor/text.ts says the checker's the same way). */
const PLACE_WORDS: Record<string, string> = { href: 'link', meta: 'Search and sharing', src: 'image file', alt: 'image description' }

/** "Section 3, item 2, link": a place counted from 1, as the editor's cards are, in words. */
export function placeOf(at: PathPart[]): string {
  const out: string[] = []
  for (const part of at) {
    if (typeof part === 'number') {
      const list = out.pop() ?? 'item'
      out.push(`${list === 'sections' ? 'Section' : list.replace(/ies$/, 'y').replace(/s$/, '')} ${part + 1}`)
    } else out.push(PLACE_WORDS[part] ?? part.replace(/([A-Z])/g, ' $1').toLowerCase())
  }
  return out.join(', ')
}

function titleOf(data: Record<string, unknown>, file: string): string {
  if (file.startsWith('pages/_site/')) return `shared file ${baseName(file)}`
  return String((data.meta as { title?: string } | undefined)?.title ?? routeOf(file))
}

/** Every place outside the page itself that links to it, or to its Hindi page (which goes where it goes). */
export function linksToIn(site: SiteFiles, file: string): LinkUse[] {
  const pages = [file, ...(langOfFile(file) === 'en' && site.exists(twinFile(file)) ? [twinFile(file)] : [])]
  const uses: LinkUse[] = []
  for (const page of pages) {
    const own = readYaml(textOf(site, page)) as Record<string, unknown>
    const routes = addressesOf(own, page)
    for (const other of site.list()) {
      if (pages.includes(other)) continue
      const data = readYaml(textOf(site, other)) as Record<string, unknown>
      const { found } = rewrite(
        data,
        routes,
        (v) => v,
        (label, href) => `[${label}](${href})`,
      )
      for (const f of found) uses.push({ file: other, title: titleOf(data, other), where: placeOf(f.at), kind: f.kind })
    }
  }
  return uses
}

/**
 * The change, once the site with the new texts in place passes the check (sample text left in a new page
 * aside, as a save allows it); refused with the first problem otherwise, before anything is written.
 */
export function checked<T>(site: SiteFiles, writes: Writes, verb: string, result: T): Planned<T> {
  const problems = site.check(writes).problems.filter((p) => !waitsForPublish(p))
  if (problems.length) {
    throw new CallError(422, {
      problems: problems.map((p) => ({ ...p, path: [] })),
      error: messages.pages.wouldFail(verb, problems.length, problemAt(site, problems[0])),
    })
  }
  return { writes, verb, result }
}

function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || !value.trim()) throw new CallError(400, { error: messages.requests.lacks(what) })
  return value.trim()
}

/** A page that can be renamed or deleted: a page file, not the home page, the not-found page or one with pages under it. */
function movablePage(site: SiteFiles, fileArg: unknown): string {
  const file = site.pageFile(fileArg)
  if (file.startsWith('pages/_site/')) throw new CallError(400, { error: messages.pages.sharedNotPages })
  if (file === 'pages/index.yaml' || file === 'pages/404.yaml') throw new CallError(400, { error: messages.pages.keepNames })
  if (file.endsWith('/index.yaml') && site.list().some((f) => f !== file && f.startsWith(file.replace(/index\.yaml$/, ''))))
    throw new CallError(400, {
      error: messages.pages.hasPagesUnder(routeOf(file)),
    })
  return file
}

/** The page's data with these aliases, placed after the page's details where the site's files keep them. */
function withAliases(data: Record<string, unknown>, aliases: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(data)) {
    if (k === 'aliases') continue
    out[k] = v
    if (k === 'meta') out.aliases = aliases
  }
  out.aliases ??= aliases
  return out
}

export function renamePageIn(site: SiteFiles, body: unknown): Planned<PageChangeResult> {
  const b = (body ?? {}) as Record<string, unknown>
  const file = movablePage(site, b.file)
  if (langOfFile(file) === 'hi') throw new CallError(400, { error: messages.pages.renameEnglish(routeOf(twinFile(file))) })
  const wanted = requireString(b.to, 'the new address')
  const slug = wanted.replace(/^\/+|\/+$/g, '')
  // The checker's rule for every address (addresses.ts), before anything is touched.
  const bad = addressProblem(`/${slug}`)
  if (bad || !slug)
    throw new CallError(400, {
      error: messages.pages.badAddress(wanted, bad ? `${bad.message} ${bad.hint}` : messages.pages.emptyAddress),
    })
  const target = `pages/${slug}.yaml`
  const oldRoute = routeOf(file)
  const newRoute = routeOf(target)
  if (newRoute === oldRoute) throw new CallError(400, { error: messages.pages.sameAddress })
  if (site.exists(target) || site.exists(`pages/${slug}/index.yaml`)) throw new CallError(409, { error: messages.pages.taken(newRoute) })
  if (!site.exists(folderOf(target))) throw new CallError(400, { error: messages.pages.noFolder(newRoute) })

  // The Hindi page (pages/hi/<same path>) moves with its English page, to the same new place.
  const moves = new Map<string, string>([[file, target]])
  const hindi = twinFile(file)
  if (langOfFile(file) === 'en' && site.exists(hindi)) {
    const hindiTarget = twinFile(target)
    if (site.exists(hindiTarget) || site.exists(twinFile(`pages/${slug}/index.yaml`)))
      throw new CallError(409, { error: messages.pages.taken(routeOf(hindiTarget)) })
    moves.set(hindi, hindiTarget)
  }
  const routes = new Map([...moves].map(([from, to]) => [routeOf(from), routeOf(to)]))
  const retarget = (href: string) => {
    const old = [...routes.keys()].find((r) => hrefTo(href, r))!
    return routes.get(old)! + href.slice(old.length)
  }
  const relink = (value: unknown) => rewrite(value, [...routes.keys()], retarget, (label, href) => `[${label}](${retarget(href)})`)

  const writes: Writes = new Map()
  let changedLinks = 0
  for (const [from, to] of moves) {
    const text = textOf(site, from)
    // Its own links to either page first, then its old address as an alias (which the rewrite would take for a link).
    const data = relink(readYaml(text)).value as Record<string, unknown>
    const [oldRoute, newRoute] = [routeOf(from), routeOf(to)]
    const aliases = Array.isArray(data.aliases) ? (data.aliases as string[]).filter((a) => a !== newRoute) : []
    const moved = withAliases(data, [...aliases, oldRoute])
    const meta = moved.meta as Record<string, unknown> | undefined
    if (meta && meta.canonical === oldRoute) moved.meta = { ...meta, canonical: newRoute }
    writes.set(from, null)
    writes.set(to, applyEdit(text, moved))
  }
  for (const other of site.list()) {
    if (moves.has(other)) continue
    const otherText = textOf(site, other)
    const { value, found } = relink(readYaml(otherText))
    if (!found.length) continue
    if (langOfFile(other) === langOfFile(file)) changedLinks += found.length
    writes.set(other, applyEdit(otherText, value))
  }
  keepTranslationsCurrent(site, writes, (f) => [...moves].find(([, to]) => to === f)?.[0] ?? f)
  alignHindiWords(site, writes)
  return checked(site, writes, 'renamed', {
    file: target,
    changed: [...writes.keys()].filter((f) => writes.get(f) !== null),
    message: messages.pages.renamed(newRoute, oldRoute, changedLinks, moves.size > 1 ? routeOf(twinFile(target)) : undefined),
  })
}

export function deletePageIn(site: SiteFiles, body: unknown): Planned<PageChangeResult> {
  const b = (body ?? {}) as Record<string, unknown>
  const file = movablePage(site, b.file)
  const routes = addressesOf(readYaml(textOf(site, file)) as Record<string, unknown>, file)
  // A chosen page takes over the deleted page's addresses (as aliases) and its links, as a rename would.
  const redirect = typeof b.redirectTo === 'string' && b.redirectTo.trim() ? b.redirectTo.trim() : undefined
  const target = redirect === undefined ? undefined : site.list().find((f) => !f.startsWith('pages/_site/') && routeOf(f) === redirect)
  if (redirect !== undefined && (!target || target === file || target === 'pages/404.yaml'))
    throw new CallError(400, {
      error: messages.pages.redirectGone(redirect, routes[0]),
    })
  // The Hindi page goes with its English page; its addresses go to the chosen page's Hindi page where there is one.
  const hindi = langOfFile(file) === 'en' && site.exists(twinFile(file)) ? twinFile(file) : undefined
  // A Hindi page deleted alone: its English page stays, so links to it lead there (the page is then simply not
  // offered in Hindi) rather than going.
  const english = langOfFile(file) === 'hi' && !target && site.exists(twinFile(file)) ? routeOf(twinFile(file)) : undefined
  /** Each page that goes: its addresses, the page that takes them over (as aliases), and where links to it lead. */
  const going: { file: string; routes: string[]; target?: string; linksTo?: string }[] = [
    { file, routes, target, linksTo: target ? routeOf(target) : english },
  ]
  if (hindi) {
    const hindiTarget = target && site.exists(twinFile(target)) ? twinFile(target) : target
    const hindiRoutes = addressesOf(readYaml(textOf(site, hindi)) as Record<string, unknown>, hindi)
    going.push({ file: hindi, routes: hindiRoutes, target: hindiTarget, linksTo: hindiTarget && routeOf(hindiTarget) })
  }
  const uses = linksToIn(site, file)
  if (uses.length && b.removeLinks !== true && !target && !english)
    throw new CallError(409, {
      uses,
      error: messages.pages.linkedFrom(uses.length),
    })
  const writes: Writes = new Map(going.map((g) => [g.file, null]))
  const current = (rel: string) => writes.get(rel) ?? textOf(site, rel)
  for (const page of going) {
    const up = page.routes[0].replace(/\/[^/]*$/, '') || '/'
    const to = page.linksTo
    const retarget = (href: string) => {
      const route = page.routes.find((r) => hrefTo(href, r))!
      const rest = href.slice(route.length)
      // A #part names a section of the deleted page; the other page may have none of that name.
      return to! + (rest.startsWith('?') ? rest.replace(/#.*$/, '') : '')
    }
    if (page.target) {
      const text = current(page.target)
      const data = readYaml(text) as Record<string, unknown>
      const had = Array.isArray(data.aliases) ? (data.aliases as string[]) : []
      // Its own links to the deleted page first, then the deleted page's addresses as its aliases (which the
      // rewrite would otherwise take for links).
      const { value } = rewrite(data, page.routes, retarget, (label, href) => `[${label}](${retarget(href)})`)
      const next = withAliases(value as Record<string, unknown>, [...had, ...page.routes.filter((r) => !had.includes(r))])
      writes.set(page.target, applyEdit(text, next))
    }
    for (const use of new Set(uses.map((u) => u.file))) {
      if (use === page.target) continue
      const text = current(use)
      const { value, found } = to
        ? rewrite(readYaml(text), page.routes, retarget, (label, href) => `[${label}](${retarget(href)})`)
        : rewrite(
            readYaml(text),
            page.routes,
            () => REMOVE,
            (label) => label,
            [],
            [],
            up,
          )
      if (found.length) writes.set(use, applyEdit(text, value))
    }
  }
  keepTranslationsCurrent(site, writes)
  alignHindiWords(site, writes)
  const up = routes[0].replace(/\/[^/]*$/, '') || '/'
  const links = messages.pages.links(uses.length)
  const message = target
    ? messages.pages.deletedTo(routes.join(' and '), routes.length, String(redirect), uses.length ? links : '')
    : english
      ? messages.pages.deletedToEnglish(routes[0], english, uses.length ? links : '')
      : uses.length
        ? messages.pages.deletedLinked(routes[0], links, String(up))
        : messages.pages.deleted(routes[0])
  return checked(site, writes, 'deleted', {
    file: target ?? file,
    changed: [...writes.keys()].filter((f) => writes.get(f) !== null),
    message: message + (hindi ? messages.pages.hindiWent(routeOf(hindi)) : ''),
  })
}
