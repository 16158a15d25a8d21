import { didYouMean } from '../suggest.ts'
import { said, say, SITE_FILE } from '../said.ts'
import { locateIn, type PathPart, type YamlFile } from '../yaml-file.ts'
import { anchorsOf, eachObject, eachString, type Finding, type RuleContext } from './context.ts'

/** An address that starts with two slashes, or a slash and a backslash, is another site's: browsers read /\x as //x. */
const LEAVES_SITE = /^\/[/\\]/
/** A Markdown link in text: [label](href). */
const MARKDOWN_LINK = /\[([^\]]+)\]\(([^)\s]*)\)/g

/** The page a link goes to: its path without query, fragment or a trailing slash. */
const targetOf = (href: string) => href.split(/[?#]/)[0].replace(/(.)\/$/, '$1')

/** A link field (a button's href, a card's link, a menu entry): stays on the site, and its page or section exists. */
function checkLink(c: RuleContext, y: YamlFile, at: PathPart[], href: string, anchors?: Set<string>) {
  if (LEAVES_SITE.test(href)) {
    c.report(y, at, {
      code: 'bad-value',
      message: `the address ${href} leaves the site: a browser reads "//" and "/\\" at the start as another website.`,
      hint: 'Write one slash for a page of this site, e.g. /contact; a link to another site needs type external and https://.',
    })
    return
  }
  if (href.startsWith('#')) {
    if (anchors && !anchors.has(href.slice(1)))
      c.report(y, at, {
        code: 'missing-anchor',
        message: `no section on this page has the id "${href.slice(1)}".`,
        hint: anchors.size
          ? `Ids on this page: ${[...anchors].join(', ')}. Add "id: ${href.slice(1)}" to the section to scroll to.`
          : `Add "id: ${href.slice(1)}" to the section to scroll to.`,
      })
    return
  }
  const target = targetOf(href)
  if (c.routes.has(target)) return
  const gone = c.removed.has(target)
  const guess = didYouMean(target, c.routes)
  c.report(y, at, {
    code: 'broken-link',
    message: gone ? `the page ${target} no longer exists.` : `no page has the path ${target}.`,
    hint: gone
      ? `Change this link to the page that replaced it, or add "aliases: [${target}]" to that page so the old address keeps working.`
      : guess
        ? `did you mean ${guess}?`
        : 'Check the spelling, or create the page under pages/.',
  })
}

/** Links in text ([label](href)) are shown as links, stay on the site and go to a page or section that exists. */
export function textLinks(c: RuleContext): void {
  eachString(c.pages.values(), (text, at, y) => {
    // Most strings hold no link: a plain search first keeps the check fast.
    if (!text.includes('](')) return
    for (const [whole, label, href] of text.matchAll(MARKDOWN_LINK)) {
      const report = (f: Finding) => c.add(y, at, locateIn(y, at, whole), f)
      const shown = `[${label}](${href})`
      if (LEAVES_SITE.test(href))
        report({
          code: 'bad-value',
          message: `the link ${shown} leaves the site: a browser reads "//" and "/\\" at the start as another website.`,
          hint: 'Write one slash for a page of this site, e.g. (/contact), or a full https:// address for another site.',
        })
      else if (href.startsWith('/')) {
        const target = targetOf(href)
        if (!c.routes.has(target) && !c.downloads.has(target)) {
          const gone = c.removed.has(target)
          const guess = didYouMean(target, c.routes)
          report({
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
        if (!anchorsOf(y).has(href.slice(1)))
          report({
            code: 'missing-anchor',
            message: `the link ${shown}: no section on this page has the id "${href.slice(1)}".`,
            hint: `Add "id: ${href.slice(1)}" to the section to scroll to.`,
          })
      } else if (!/^(https:\/\/|mailto:|tel:)/.test(href))
        report({
          code: 'bad-value',
          message: `the link ${shown} is not shown as a link: its address is neither a page of this site nor a web address.`,
          hint: 'Write /path for a page of this site, https://… for another site, mailto: for an e-mail address or tel: for a phone number.',
        })
    }
  })
}

/** Buttons do what their type says: call, write, or go to a page, a section, a published file or another site. */
export function buttons(c: RuleContext): void {
  eachObject(c.pages.values(), (v, at, y) => {
    if (typeof v.type !== 'string' || typeof v.label !== 'string') return
    const href = typeof v.href === 'string' ? v.href : undefined
    // A phone button calls and an e-mail button writes; any other address would not (or would go elsewhere).
    const scheme = v.type === 'phone' ? 'tel:' : v.type === 'email' ? 'mailto:' : undefined
    if (scheme && href !== undefined && !href.startsWith(scheme))
      c.report(y, [...at, 'href'], {
        code: 'bad-value',
        ...said(
          say`${v.type === 'email' ? 'an' : 'a'} ${v.type} button's ${{ field: 'href' }} must start with "${scheme}", got "${href}".`,
          say`Leave the ${{ field: 'href' }} empty to use the business ${v.type === 'phone' ? 'number' : 'address'} from ${SITE_FILE}, or write ${scheme}… .`,
        ),
      })
    if (v.type === 'internal' || v.type === 'anchor') {
      if (!href)
        c.report(y, at, {
          code: 'missing-field',
          message: `a button of type ${v.type} needs "href".`,
          hint:
            v.type === 'anchor'
              ? 'Write href: "#" and the id of the section, e.g. "#lead-form".'
              : 'Write href: and the path, e.g. /contact.',
        })
      else if (v.type === 'anchor' && !href.startsWith('#'))
        c.report(y, [...at, 'href'], {
          code: 'bad-value',
          message: `an anchor button's href starts with "#", got "${href}".`,
          hint: 'Use type internal for a page of this site.',
        })
      else checkLink(c, y, [...at, 'href'], href, anchorsOf(y))
    } else if (v.type === 'download') {
      if (!href)
        c.report(y, at, {
          code: 'missing-field',
          message: 'a download button needs "href".',
          hint: 'Write href: and the file path, e.g. /ngo-guide.pdf.',
        })
      else if (!c.downloads.has(href)) {
        const guess = didYouMean(href, c.downloads)
        c.report(y, [...at, 'href'], {
          code: 'missing-download',
          ...said(
            say`no file ${href} is published.`,
            say`${guess ? `did you mean ${guess}? ` : ''}Put the file in public/, or describe it in ${{ file: 'pages/_site/downloads.yaml' }} so the build writes it.`,
          ),
        })
      }
    } else if (v.type === 'external' && (!href || !/^https:\/\//.test(href))) {
      c.report(y, href ? [...at, 'href'] : at, {
        code: 'bad-value',
        message: 'an external link needs a full https:// address in "href".',
      })
    }
  })
}

/** A picture's file is in public/, or the page shows an empty frame. */
export function pictures(c: RuleContext): void {
  const images = [...c.downloads].filter((f) => f.startsWith('/images/'))
  eachObject(c.pages.values(), (v, at, y) => {
    if (typeof v.src !== 'string' || typeof v.alt !== 'string' || !v.src.startsWith('/') || c.downloads.has(v.src)) return
    const guess = didYouMean(v.src, images)
    c.report(y, [...at, 'src'], {
      code: 'missing-image',
      message: `there is no picture ${v.src}: no file public${v.src}.`,
      hint: `${guess ? `did you mean ${guess}? ` : ''}Put the picture in public/images/ and write its path from /images/, e.g. /images/team.webp (letters must match exactly).`,
    })
  })
}

/** Card and category links (a "link" field) go to a page of the site. */
export function cardLinks(c: RuleContext): void {
  eachObject(c.pages.values(), (v, at, y) => {
    if (at[at.length - 1] !== 'href' && typeof v.link === 'string') checkLink(c, y, [...at, 'link'], v.link)
  })
}

/** The site data's menu, categories and footer links go to pages of the site. */
export function siteLinks(c: RuleContext): void {
  eachObject([c.site], (v, at, y) => {
    if (typeof v.href === 'string' && typeof v.label === 'string') checkLink(c, y, [...at, 'href'], v.href)
    if (typeof v.path === 'string' && typeof v.id === 'string') checkLink(c, y, [...at, 'path'], v.path)
  })
}
