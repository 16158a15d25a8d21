/**
 * One rule for every address the content declares: a page file's own address, its aliases, its canonical
 * address, and the address the editor moves a page to. The build writes each address as a file
 * (scripts/lib/prerender.ts, pageFile), so an address is also a file name in dist/: it may hold only
 * lower-case letters, digits and dashes, with single slashes between the parts, no part may be a name the
 * host, the build or the editor owns, and it has a length a file system can always hold. Used by the
 * checker (rules/pages.ts) and the editor (src/editor-calls/page-moves.ts).
 */

/** The longest address, in characters (the build adds `.html`; every file system holds 255 bytes a name). */
export const ADDRESS_MAX = 200
/** The longest part between two slashes. */
export const PART_MAX = 100

/** A part of an address: lower-case letters and digits, words joined by single dashes. */
const GOOD_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * First parts that belong to the host, the build or the editor: the built code and styles (cached for a
 * year), the pages' data files, the editor (on the office computer and on the web address, where the host's
 * functions answer everything under /office), the local backend's table API, the host's functions.
 */
export const RESERVED_FIRST_PARTS = new Set(['assets', '_data', '_edit', 'office', 'rest', 'functions', 'api', 'cdn-cgi'])

/**
 * Parts no address may have anywhere: `index` (dist/index.html is the home page, and a folder's index is
 * its own address), and the host's files, sitemap and robots (named without their dot, as no address can
 * hold a dot anyway).
 */
const RESERVED_PARTS = new Set(['index'])

/** Addresses only one file may have: the not-found pages' (the English one, and the Hindi one for addresses under /hi). */
const RESERVED_WHOLE = new Map([
  ['/404', 'pages/404.yaml'],
  ['/hi/404', 'pages/hi/404.yaml'],
])

export interface AddressProblem {
  message: string
  hint: string
}

/** The same address with its parts made good: accents dropped, lower case, anything else a dash. */
export function suggestAddress(address: string): string {
  const parts = address
    .split(/[?#]/)[0]
    .split('/')
    .map((part) =>
      part
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((part) => part && part !== '.' && part !== '..' && !RESERVED_PARTS.has(part))
  return `/${parts.join('/')}`
}

/**
 * What is wrong with `address` as the address of a page, or undefined when it is good. `owner` is the page
 * file that declares it (pages/404.yaml alone may have /404).
 */
export function addressProblem(address: string, owner?: string): AddressProblem | undefined {
  const better = suggestAddress(address)
  const instead = better !== '/' && better !== address ? ` Write ${better} instead.` : ''
  if (address === '/') return undefined
  if (!address.startsWith('/'))
    return { message: `"${address}" is not an address on this site: it must start with /.`, hint: `Write ${better} instead.` }
  if (address.length > ADDRESS_MAX)
    return {
      message: `the address is ${address.length} characters long; the site takes at most ${ADDRESS_MAX}.`,
      hint: 'Choose a shorter address: a few words joined by dashes are easier to type and to share.',
    }
  if (address.endsWith('/'))
    return {
      message: `"${address}" ends with a slash: every address on the site is written without one.`,
      hint: `Write ${address.replace(/\/+$/, '') || '/'} instead.`,
    }
  const parts = address.slice(1).split('/')
  if (!parts.every((part) => GOOD_PART.test(part)))
    return {
      message: `"${address}" cannot be a page address: addresses use lower-case letters, digits and dashes only, with one / between their parts (no spaces, dots, capitals, ? or #).`,
      hint: instead.trim() || 'Use lower-case letters, digits and dashes.',
    }
  const long = parts.find((part) => part.length > PART_MAX)
  if (long)
    return {
      message: `the part "${long.slice(0, 20)}…" of the address is ${long.length} characters long; the site takes at most ${PART_MAX}.`,
      hint: 'Choose a shorter address.',
    }
  if (RESERVED_FIRST_PARTS.has(parts[0]))
    return {
      message: `addresses under /${parts[0]}/ belong to the site's machinery (its code, data or tools), not to pages.`,
      hint: 'Choose an address that starts with another word.',
    }
  const reserved = parts.find((part) => RESERVED_PARTS.has(part))
  if (reserved)
    return {
      message: `"${reserved}" cannot be part of an address: the home page and each folder's own page already have that name.`,
      hint: `Write ${better} instead.`,
    }
  const only = RESERVED_WHOLE.get(address)
  if (only && owner !== only)
    return {
      message: `${address} is the address of the not-found page.`,
      hint: 'Choose another address.',
    }
  return undefined
}
