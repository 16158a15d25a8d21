import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Catalog, Price, Site } from '../../../src/generated/content.ts'
import type { Problem } from './types.ts'
import type { Content } from './resolve.ts'
import { HOURS_PLACEHOLDER, PRICE_PLACEHOLDER, resolvePrice, routeOf } from './resolve.ts'
import { describePath } from './validate.ts'
import { locate, locateIn, positionOf, sourceOf, type PathPart, type YamlFile } from './yaml-file.ts'
import { didYouMean } from './suggest.ts'
import { formatRupees } from './format-values.ts'
import jsyaml from 'js-yaml'
import { changedEntries, mismatchedFigures, staleFigures, type ChangedEntry } from '../prices.ts'

/** Sections whose heading is the page's h1. A page has exactly one. */
export const H1_SECTIONS = new Set(['hero', 'article', 'not-found', 'thank-you', 'guide-viewer'])
/** Lists in which at most one item may be marked popular. */
export const POPULAR_GROUPS = new Set(['cards', 'packages', 'plans'])

/**
 * Calls visit for every object (not list) in the tree, with its path. The path is one array, extended and
 * shortened as the walk goes: a visitor uses it at once or copies it, and never keeps it.
 */
/** Calls visit for every string in the tree, with its path (the same one-array convention as walkObjects). */
function walkStrings(node: unknown, at: PathPart[], visit: (text: string, at: PathPart[]) => void): void {
  if (typeof node === 'string') return visit(node, at)
  if (!node || typeof node !== 'object') return
  for (const [k, v] of Array.isArray(node) ? node.entries() : Object.entries(node)) {
    at.push(k)
    walkStrings(v, at, visit)
    at.pop()
  }
}

/** An HTML tag typed into text: <b>, </p>, <br/>, <a href="…">. */
const HTML_TAG =
  /<\/?(?:a|b|i|u|s|em|strong|br|p|div|span|h[1-6]|ul|ol|li|img|script|style|table|tr|td|th|small|sup|sub|hr|iframe|font|center|section|button|input|form|mark|code|pre|blockquote)\b[^<>]*>/gi
/** An Indian mobile number as people write it: +91 98110 45670, 9811045670, +91-98110-45670. */
const PHONE = /(?<![\d+/=])(?:\+?91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}(?!\d)/g
const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g

/** A Markdown link in text: [label](href). */
const MARKDOWN_LINK = /\[([^\]]+)\]\(([^)\s]*)\)/g
/** An address that starts with two slashes, or a slash and a backslash, is another site's: browsers read /\x as //x. */
export const LEAVES_SITE = /^\/[/\\]/

type Visit = (value: Record<string, unknown>, at: PathPart[]) => void
function walkObjects(node: unknown, at: PathPart[], visit: Visit): void {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      at.push(i)
      walkObjects(node[i], at, visit)
      at.pop()
    }
    return
  }
  const obj = node as Record<string, unknown>
  visit(obj, at)
  for (const k in obj) {
    const v = obj[k]
    if (!v || typeof v !== 'object') continue
    at.push(k)
    walkObjects(v, at, visit)
    at.pop()
  }
}

/** The site's own rules, beyond the schema: links, downloads, paths, popular badges, prices, references. */
export function checkRules(root: string, content: Content, pageFiles: Map<string, YamlFile>, dataFiles: Map<string, YamlFile>): Problem[] {
  const problems: Problem[] = []
  const routes = new Set(Object.keys(content.routes))
  const downloads = downloadPaths(root, content)
  const book = new Map(content.catalog.entries.map((e) => [e.id, e]))
  const removed = removedPaths(root, routes)
  const hourNames = Object.keys((dataFiles.get('site')!.data as Site).hours.texts ?? {})
  const siteYaml = () => dataFiles.get('site')!
  const problem = (y: YamlFile, at: PathPart[], p: Omit<Problem, 'file' | 'line' | 'col' | 'where' | 'path'>, key?: string) =>
    problems.push({
      file: y.file,
      ...locate(y, at, key),
      where: describePath(y.data, at) + (key ? ` › ${key}` : ''),
      path: key ? [...at, key] : [...at],
      ...p,
    })

  // Catalogue ids are unique.
  const catalogYaml = dataFiles.get('catalog')!
  const seenIds = new Map<string, number>()
  ;(catalogYaml.data as Catalog).entries.forEach((e, i) => {
    if (seenIds.has(e.id))
      problem(catalogYaml, ['entries', i, 'id'], {
        code: 'duplicate-id',
        message: `the id "${e.id}" is used twice (also entries[${seenIds.get(e.id)}]).`,
        hint: 'Give each price-book entry its own id.',
      })
    else seenIds.set(e.id, i)
  })

  // No path is claimed twice.
  const claimed = new Map<string, string>()
  for (const [rel, y] of pageFiles) {
    const own = routeOf(rel)
    if (own === '/404') continue
    const page = y.data as { aliases?: string[]; meta: { canonical?: string } }
    const claims: [string, PathPart[]][] = [[own, []]]
    ;(page.aliases ?? []).forEach((a, i) => claims.push([a, ['aliases', i]]))
    if (page.meta.canonical && page.meta.canonical !== own && !(page.aliases ?? []).includes(page.meta.canonical))
      claims.push([page.meta.canonical, ['meta', 'canonical']])
    for (const [p, at] of claims) {
      const other = claimed.get(p)
      if (other && other !== rel)
        problem(y, at, {
          code: 'duplicate-path',
          message: `the path ${p} is already served by ${other}.`,
          hint: 'Remove the alias or the other page: one path shows one page.',
        })
      else claimed.set(p, rel)
    }
  }

  const checkLink = (y: YamlFile, at: PathPart[], href: string, anchors?: Set<string>) => {
    if (LEAVES_SITE.test(href)) {
      problem(y, at, {
        code: 'bad-value',
        message: `the address ${href} leaves the site: a browser reads "//" and "/\\" at the start as another website.`,
        hint: 'Write one slash for a page of this site, e.g. /contact; a link to another site needs type external and https://.',
      })
      return
    }
    if (href.startsWith('#')) {
      if (anchors && !anchors.has(href.slice(1)))
        problem(y, at, {
          code: 'missing-anchor',
          message: `no section on this page has the id "${href.slice(1)}".`,
          hint: anchors.size
            ? `Ids on this page: ${[...anchors].join(', ')}. Add "id: ${href.slice(1)}" to the section to scroll to.`
            : `Add "id: ${href.slice(1)}" to the section to scroll to.`,
        })
      return
    }
    const target = href.split(/[?#]/)[0].replace(/(.)\/$/, '$1')
    if (!routes.has(target)) {
      const guess = didYouMean(target, routes)
      problem(
        y,
        at,
        removedPage(target)
          ? {
              code: 'broken-link',
              message: `the page ${target} no longer exists.`,
              hint: `Change this link to the page that replaced it, or add "aliases: [${target}]" to that page so the old address keeps working.`,
            }
          : {
              code: 'broken-link',
              message: `no page has the path ${target}.`,
              hint: guess ? `did you mean ${guess}?` : 'Check the spelling, or create the page under pages/.',
            },
      )
    }
  }

  for (const [rel, y] of pageFiles) {
    const page = y.data as { sections: { type: string; id?: string; items?: { popular?: boolean }[] }[] }
    const anchors = new Set(page.sections.map((s) => s.id).filter((id): id is string => !!id))
    // Unique section ids.
    const ids = new Map<string, number>()
    page.sections.forEach((s, i) => {
      if (!s.id) return
      if (ids.has(s.id))
        problem(y, ['sections', i, 'id'], {
          code: 'duplicate-id',
          message: `the id "${s.id}" is already used by sections[${ids.get(s.id)}].`,
          hint: 'Each section id must be unique on its page.',
        })
      else ids.set(s.id, i)
    })
    // Exactly one main heading.
    const h1 = page.sections.filter((s) => H1_SECTIONS.has(s.type))
    if (h1.length !== 1)
      problem(y, ['sections'], {
        code: 'heading-count',
        message: h1.length
          ? `has ${h1.length} sections that each show the page's main heading (${h1.map((s) => s.type).join(', ')}).`
          : "has no section with the page's main heading.",
        hint: `Keep exactly one of: ${[...H1_SECTIONS].join(', ')}.`,
      })
    // At most one popular item per group.
    page.sections.forEach((s, i) => {
      if (!POPULAR_GROUPS.has(s.type) || !s.items) return
      const popular = s.items.map((it, j) => (it.popular ? j : -1)).filter((j) => j >= 0)
      for (const j of popular.slice(1))
        problem(y, ['sections', i, 'items', j, 'popular'], {
          code: 'popular-twice',
          message: `items[${popular[0]}] is already marked popular in this section.`,
          hint: 'Mark at most one item per section as popular.',
        })
    })
    // Links inside text ([label](href)) are checked like buttons: what the renderer would not show as a link,
    // or would send to a missing page or another site, is a problem at the line of the link.
    walkStrings(y.data, [], (text, at) => {
      // A list item indented one space too far joins the item above: "A call with an expert - List of documents".
      if (typeof at[at.length - 1] === 'number' && text.includes(' - ')) {
        const raw = sourceOf(y, at)
        const joined = raw && /\n[ \t]*- /.exec(raw.text)
        if (raw && joined) {
          const [first, second] = [text.slice(0, text.indexOf(' - ')), text.slice(text.indexOf(' - ') + 3)]
          problems.push({
            file: y.file,
            ...positionOf(y.source, raw.offset + joined.index + joined[0].indexOf('-')),
            where: describePath(y.data, at),
            path: [...at],
            code: 'bad-value',
            message: `this item holds two: "${first}" and "${second}".`,
            hint: 'This "- " is indented further than the one above, so YAML joined the two lines into one item. Line it up with the "- " above it.',
          })
        }
      }
      // HTML typed into text is shown to visitors as typed, angle brackets and all.
      if (text.includes('<'))
        for (const [tag] of text.matchAll(HTML_TAG))
          problems.push({
            file: y.file,
            ...locateIn(y, at, tag),
            where: describePath(y.data, at),
            path: [...at],
            code: 'html-in-text',
            message: `visitors will see "${tag}" as it is typed, angle brackets and all: the site shows text, not HTML.`,
            hint: 'Remove it. For bold words write **words**, for a link [words](/page), for a new paragraph leave an empty line.',
          })
      // Most strings hold no placeholder and no link: a plain search first keeps the check fast (2,000+ pages/s).
      if (text.includes('{price:'))
        for (const [whole, id] of text.matchAll(PRICE_PLACEHOLDER))
          if (!book.has(id)) {
            const guess = didYouMean(id, book.keys())
            problems.push({
              file: y.file,
              ...locateIn(y, at, whole),
              where: describePath(y.data, at),
              path: [...at],
              code: 'unknown-price',
              message: `${whole}: no price-book entry has the id "${id}".`,
              hint: `${guess ? `did you mean {price:${guess}}? ` : ''}Ids are in pages/_site/catalog.yaml.`,
            })
          }
      if (text.includes('{hours:'))
        for (const [whole, key] of text.matchAll(HOURS_PLACEHOLDER))
          if (!hourNames.includes(key)) {
            const guess = didYouMean(key, hourNames)
            problems.push({
              file: y.file,
              ...locateIn(y, at, whole),
              where: describePath(y.data, at),
              path: [...at],
              code: 'bad-reference',
              message: `${whole}: site.yaml has no opening-hours text named "${key}".`,
              hint: `${guess ? `did you mean {hours:${guess}}? ` : ''}The texts are under hours › texts in pages/_site/site.yaml: ${hourNames.join(', ')}.`,
            })
          }
      if (!text.includes('](')) return
      for (const [whole, label, href] of text.matchAll(MARKDOWN_LINK)) {
        const where = (p: Omit<Problem, 'file' | 'line' | 'col' | 'where' | 'path'>) =>
          problems.push({ file: y.file, ...locateIn(y, at, whole), where: describePath(y.data, at), path: [...at], ...p })
        const shown = `[${label}](${href})`
        if (LEAVES_SITE.test(href))
          where({
            code: 'bad-value',
            message: `the link ${shown} leaves the site: a browser reads "//" and "/\\" at the start as another website.`,
            hint: 'Write one slash for a page of this site, e.g. (/contact), or a full https:// address for another site.',
          })
        else if (href.startsWith('/')) {
          const target = href.split(/[?#]/)[0].replace(/(.)\/$/, '$1')
          if (!routes.has(target) && !downloads.has(target)) {
            const gone = removedPage(target)
            const guess = didYouMean(target, routes)
            where({
              code: 'broken-link',
              message: gone
                ? `the link ${shown} goes to ${target}, a page that no longer exists.`
                : `the link ${shown} goes to ${target}, and no page has that path.`,
              hint: gone
                ? `Change the link to the page that replaced it, or add "aliases: [${target}]" to that page so the old address keeps working.`
                : guess
                  ? `did you mean ${guess}?`
                  : 'Check the spelling, or create the page under pages/.',
            })
          }
        } else if (href.startsWith('#')) {
          if (!anchors.has(href.slice(1)))
            where({
              code: 'missing-anchor',
              message: `the link ${shown}: no section on this page has the id "${href.slice(1)}".`,
              hint: `Add "id: ${href.slice(1)}" to the section to scroll to.`,
            })
        } else if (!/^(https:\/\/|mailto:|tel:)/.test(href))
          where({
            code: 'bad-value',
            message: `the link ${shown} is not shown as a link: its address is neither a page of this site nor a web address.`,
            hint: 'Write /path for a page of this site, https://… for another site, mailto: for an e-mail address or tel: for a phone number.',
          })
      }
    })
    walkObjects(y.data, [], (v, at) => {
      const last = at[at.length - 1]
      // Buttons.
      if (typeof v.type === 'string' && typeof v.label === 'string') {
        const href = typeof v.href === 'string' ? v.href : undefined
        // A phone button calls and an e-mail button writes; any other address would not (or would go elsewhere).
        const scheme = v.type === 'phone' ? 'tel:' : v.type === 'email' ? 'mailto:' : undefined
        if (scheme && href !== undefined && !href.startsWith(scheme))
          problem(y, [...at, 'href'], {
            code: 'bad-value',
            message: `${v.type === 'email' ? 'an' : 'a'} ${v.type} button's href must start with "${scheme}", got "${href}".`,
            hint: `Leave href out to use the business ${v.type === 'phone' ? 'number' : 'address'} from site.yaml, or write ${scheme}… .`,
          })
        if (v.type === 'internal' || v.type === 'anchor') {
          if (!href)
            problem(y, at, {
              code: 'missing-field',
              message: `a button of type ${v.type} needs "href".`,
              hint:
                v.type === 'anchor'
                  ? 'Write href: "#" and the id of the section, e.g. "#lead-form".'
                  : 'Write href: and the path, e.g. /contact.',
            })
          else if (v.type === 'anchor' && !href.startsWith('#'))
            problem(y, [...at, 'href'], {
              code: 'bad-value',
              message: `an anchor button's href starts with "#", got "${href}".`,
              hint: 'Use type internal for a page of this site.',
            })
          else checkLink(y, [...at, 'href'], href, anchors)
        } else if (v.type === 'download') {
          if (!href)
            problem(y, at, {
              code: 'missing-field',
              message: 'a download button needs "href".',
              hint: 'Write href: and the file path, e.g. /ngo-guide.pdf.',
            })
          else if (!downloads.has(href)) {
            const guess = didYouMean(href, downloads)
            problem(y, [...at, 'href'], {
              code: 'missing-download',
              message: `no file ${href} is published.`,
              hint: `${guess ? `did you mean ${guess}? ` : ''}Put the file in public/, or describe it in pages/_site/downloads.yaml so the build writes it.`,
            })
          }
        } else if (v.type === 'external' && (!href || !/^https:\/\//.test(href))) {
          problem(y, href ? [...at, 'href'] : at, {
            code: 'bad-value',
            message: 'an external link needs a full https:// address in "href".',
          })
        }
      }
      // Pictures: the file must be in public/, or the page shows an empty frame.
      if (typeof v.src === 'string' && typeof v.alt === 'string' && v.src.startsWith('/') && !downloads.has(v.src)) {
        const guess = didYouMean(
          v.src,
          [...downloads].filter((f) => f.startsWith('/images/')),
        )
        problem(y, [...at, 'src'], {
          code: 'missing-image',
          message: `there is no picture ${v.src}: no file public${v.src}.`,
          hint: `${guess ? `did you mean ${guess}? ` : ''}Put the picture in public/images/ and write its path from /images/, e.g. /images/team.webp (letters must match exactly).`,
        })
      }
      // Card and category links.
      if (last !== 'href' && typeof v.link === 'string') checkLink(y, [...at, 'link'], v.link)
      // Prices.
      if ((last === 'price' || last === 'startingPrice') && typeof at[at.length - 2] !== 'undefined')
        checkPrice(y, at, v as unknown as Price)
      if (typeof v.heading === 'string' && typeof v.highlight === 'string' && !v.heading.includes(v.highlight))
        problem(y, [...at, 'highlight'], {
          code: 'bad-value',
          message: `"${v.highlight}" does not appear in the heading.`,
          hint: 'The highlight must be part of the heading, spelt the same way.',
        })
    })
    if (page.sections.some((s) => s.type === 'blog-index')) {
      page.sections.forEach((s, i) => {
        const featured = (s as { featured?: string }).featured
        if (s.type === 'blog-index' && featured && !content.pages.get(featured)?.sections.some((x) => x.type === 'article'))
          problem(y, ['sections', i, 'featured'], {
            code: 'broken-link',
            message: `${featured} is not an article page.`,
            hint: 'Name the path of a page under pages/blog/ that has an article section.',
          })
      })
    }
    void rel
  }

  function checkPrice(y: YamlFile, at: PathPart[], p: Price) {
    if (p.ref && !book.has(p.ref)) {
      const guess = didYouMean(p.ref, book.keys())
      problem(y, [...at, 'ref'], {
        code: 'unknown-price',
        message: `no price-book entry has the id "${p.ref}".`,
        hint: `${guess ? `did you mean "${guess}"? ` : ''}Ids are in pages/_site/catalog.yaml.`,
      })
      return
    }
    const r = resolvePrice(p, book)
    if (r.amount === undefined && !r.custom && !r.free)
      problem(y, at, {
        code: 'missing-field',
        message: 'this price has no amount.',
        hint: 'Add "amount:" in rupees, a "ref:" to the price book, or "custom: true" / "free: true".',
      })
    // An amount typed here (not taken from the price book, which is checked itself) that is implausibly low:
    // most often a digit lost to a comma ({ amount: 3,499 } reads as 3) or to a slip of the finger.
    if (p.amount !== undefined && !p.unusual && !r.custom && !r.free) {
      if (p.amount < 100)
        problem(y, [...at, 'amount'], {
          code: 'bad-value',
          message: `₹${p.amount} is an unusually low price.`,
          hint: 'Check for a missing digit (inside { } a comma splits a number: write 1999, not 1,999). If it is meant, add "unusual: true" to this price.',
        })
      else if (r.original !== undefined && p.amount * 10 < r.original)
        problem(y, [...at, 'amount'], {
          code: 'bad-value',
          message: `₹${p.amount} is less than a tenth of the struck-through price ₹${r.original}.`,
          hint: 'Check for a missing digit. If the discount is meant, add "unusual: true" to this price.',
        })
    }
    if (r.original !== undefined && r.amount !== undefined && r.original <= r.amount)
      problem(y, [...at, p.original !== undefined ? 'original' : 'ref'], {
        code: 'price-order',
        message: `the struck-through price ${r.original} is not higher than the price ${r.amount}.`,
        hint: 'Raise "original" above the price, or remove it to show no discount.',
      })
  }

  /** A path that a page file under pages/ once had, judged by git: the file is gone from the work tree. */
  function removedPage(target: string): boolean {
    return removed.has(target)
  }

  // Text that still shows a figure the price book had at the last commit, next to that service's name: the
  // cards follow the book, sentences do not (unless they use {price:id}).
  const changed = changedSinceCommit(root, catalogYaml.data as Catalog)
  if (changed.length)
    for (const y of pageFiles.values())
      for (const f of staleFigures(changed, y.data)) {
        const e = changed.find((c) => c.id === f.id)!
        problems.push({
          file: y.file,
          ...locateIn(y, f.at, f.shown),
          where: describePath(y.data, f.at),
          path: f.at,
          code: 'stale-price',
          message: `still shows ${f.shown}, the old price of ${e.name}; the price book now says ${formatRupees(e.now)}.`,
          hint: `Write {price:${e.id}} instead of the figure: it always shows the price book's amount.`,
        })
      }

  // Any figure said of a price-book service that is not the book's (nor this page's own reading of it): the
  // cards follow the book, a sentence does not unless it uses {price:id}.
  for (const y of pageFiles.values())
    for (const f of mismatchedFigures(content.catalog.entries, y.data)) {
      const place = locateIn(y, f.at, f.shown)
      if (problems.some((p) => p.code === 'stale-price' && p.file === y.file && p.line === place.line && p.col === place.col)) continue
      problems.push({
        file: y.file,
        ...place,
        where: describePath(y.data, f.at),
        path: f.at,
        code: 'price-mismatch',
        message:
          f.pagePrice !== undefined
            ? `${f.shown} is neither the price this page shows (${formatRupees(f.pagePrice)}) nor ${f.name}'s in the price book (${formatRupees(f.book)}).`
            : `${f.shown} is said of ${f.name}, but the price book says ${formatRupees(f.book)}.`,
        hint:
          f.pagePrice !== undefined
            ? `Write the figure this text means: ${formatRupees(f.pagePrice)} for this page's service, or {price:${f.id}} for ${f.name}'s.`
            : `Write {price:${f.id}} in place of ${f.shown}: it always shows the price book's figure.`,
      })
    }

  // The price book's own figures.
  ;(catalogYaml.data as Catalog).entries.forEach((e, i) => checkPrice(catalogYaml, ['entries', i, 'price'], e.price as Price))

  // Contact details that must agree: the number shown and the number dialled, and chat links written in
  // content with the chat number (the Call and chat buttons use tel and chat.number; visitors read display).
  const site = siteYaml().data as Site
  const digits = (x: string) => x.replace(/\D/g, '').slice(-10)
  if (digits(site.phone.display) !== digits(site.phone.tel))
    problem(siteYaml(), ['phone', 'tel'], {
      code: 'bad-value',
      message: `the number dialled (${site.phone.tel}) is not the number shown (${site.phone.display}).`,
      hint: 'Change both together: display is what visitors read, tel is what the Call buttons dial (digits with +91, no spaces).',
    })
  // The business's own phone numbers and e-mail addresses written in text must be today's, so a new number
  // in site.yaml flags every old copy; {phone} and {email} show them without copying.
  const ownNumbers = new Set([digits(site.phone.tel), digits(site.phone.display), digits(site.chat.number)])
  const ownDomain = site.email.split('@')[1]?.toLowerCase()
  for (const y of [...pageFiles.values(), ...dataFiles.values()])
    walkStrings(y.data, [], (text, at) => {
      if (/\d{5}/.test(text.replace(/[\s-]/g, '')))
        for (const [shown] of text.matchAll(PHONE))
          if (!ownNumbers.has(digits(shown)))
            problems.push({
              file: y.file,
              ...locateIn(y, at, shown),
              where: describePath(y.data, at),
              path: [...at],
              code: 'old-contact',
              message: `the phone number ${shown} is not the business number in Company details (${site.phone.display}).`,
              hint: 'Write {phone} in its place: it always shows the business number.',
            })
      if (ownDomain && text.includes('@'))
        for (const [shown] of text.matchAll(EMAIL))
          if (shown.toLowerCase().endsWith(`@${ownDomain}`) && shown.toLowerCase() !== site.email.toLowerCase())
            problems.push({
              file: y.file,
              ...locateIn(y, at, shown),
              where: describePath(y.data, at),
              path: [...at],
              code: 'old-contact',
              message: `the e-mail address ${shown} is not the business address in Company details (${site.email}).`,
              hint: 'Write {email} in its place: it always shows the business address.',
            })
    })
  for (const y of [...pageFiles.values(), ...dataFiles.values()])
    walkStrings(y.data, [], (text, at) => {
      if (text.includes('wa.me/') || text.includes('whatsapp.com/'))
        for (const m of text.matchAll(/(?:wa\.me\/|api\.whatsapp\.com\/send\?phone=)(\d+)/g))
          if (digits(m[1]) !== digits(site.chat.number))
            problems.push({
              file: y.file,
              ...locateIn(y, at, m[1]),
              where: describePath(y.data, at),
              path: [...at],
              code: 'bad-value',
              message: `this chat link goes to ${m[1]}, not to the chat number ${site.chat.number} in site.yaml.`,
              hint: 'Use a button of type chat (it takes the number from site.yaml), or write the same number.',
            })
    })

  // Site data: menu, categories and footer links resolve.
  walkObjects(siteYaml().data, [], (v, at) => {
    if (typeof v.href === 'string' && typeof v.label === 'string') checkLink(siteYaml(), [...at, 'href'], v.href)
    if (typeof v.path === 'string' && typeof v.id === 'string') checkLink(siteYaml(), [...at, 'path'], v.path)
    if (at[at.length - 1] === 'startingPrice') checkPrice(siteYaml(), at, v as unknown as Price)
  })
  void (content.site as Site)
  return problems
}

/**
 * Paths of page files the last commit has and the work tree does not (a page deleted or renamed and not yet
 * committed), or that git history shows deleted, so a link to one can say the page is gone instead of
 * guessing a look-alike. Empty outside a git checkout.
 */
export function removedPaths(root: string, routes: Set<string>): Set<string> {
  const out = new Set<string>()
  try {
    const listed = execFileSync('git', ['log', '--no-renames', '--diff-filter=D', '--name-only', '--format=', '--', 'pages'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const head = execFileSync('git', ['ls-tree', '-r', '--name-only', 'HEAD', '--', 'pages'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    for (const rel of [...listed.split('\n'), ...head.split('\n')]) {
      if (!/^pages\/.*\.ya?ml$/.test(rel) || rel.startsWith('pages/_site/') || fs.existsSync(path.join(root, rel))) continue
      const p = routeOf(rel)
      if (!routes.has(p)) out.add(p)
    }
  } catch {
    // not a git checkout, or no git: nothing is known to be removed
  }
  return out
}

/** Price-book entries whose amount differs from the last commit's (none outside a git checkout). */
function changedSinceCommit(root: string, now: Catalog): ChangedEntry[] {
  let committed: string
  try {
    committed = execFileSync('git', ['show', 'HEAD:pages/_site/catalog.yaml'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return []
  }
  try {
    return changedEntries(jsyaml.load(committed) as Catalog, now)
  } catch {
    return []
  }
}

/** Files a download button may point at: public/ files and the PDFs the build writes from pages/_site/downloads.yaml. */
export function downloadPaths(root: string, content: Content): Set<string> {
  const out = new Set<string>()
  const pub = path.join(root, 'public')
  const walkDir = (dir: string) => {
    if (!fs.existsSync(dir)) return
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, e.name)
      if (e.isDirectory()) walkDir(abs)
      else out.add('/' + path.relative(pub, abs).split(path.sep).join('/'))
    }
  }
  walkDir(pub)
  const dl = content.data.get('downloads') as { files?: { path: string }[] } | undefined
  for (const f of dl?.files ?? []) out.add(f.path)
  return out
}
