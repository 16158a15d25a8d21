/**
 * Files named as the office knows them: a page by its title and address ("About us (/about)"), a shared file
 * by its plain name ("Price book"), a picture by its address. No screen shows a path under pages/.
 */
import { SHARED_FILES } from '../../scripts/editor/names.ts'
import { routeOf } from '../../scripts/lib/content/route-of.ts'
import { readableWhere } from './text.ts'

/** A place the checker names inside a sentence: sections[1] (cards) › items[0] › price. */
const CHECKER_PLACE = /\bsections\[\d+\] \([a-z-]+\)(?: › [A-Za-z]+(?:\[\d+\])?(?: \([a-z-]+\))?)*/g

/** A page file's address as the build routes it (pages/about.yaml → /about); none for shared files and others. */
export function addressOfFile(file: string): string | undefined {
  if (!file.startsWith('pages/') || file.startsWith('pages/_site/') || !/\.ya?ml$/.test(file)) return undefined
  return routeOf(file)
}

export function fileName(file: string, links: { href: string; title: string }[] = []): string {
  const shared = /^pages\/_site\/([^/]+)\.ya?ml$/.exec(file)
  if (shared) return Object.hasOwn(SHARED_FILES, shared[1]) ? SHARED_FILES[shared[1]] : shared[1].replace(/-/g, ' ')
  const address = addressOfFile(file)
  if (address === '/404') return 'Page not found (shown for a wrong address)'
  if (address) {
    const title = links.find((l) => l.href === address)?.title
    return title ? `${title} (${address})` : `the page at ${address}`
  }
  if (file.startsWith('public/images/')) return `picture ${file.replace(/^public/, '')}`
  return file
}

/**
 * A checker sentence in the office's words: the files it names (written for people who edit the YAML) become
 * the names the editor uses ("the price book", "About us (/about)"), and line numbers go: the editor shows the
 * place itself.
 */
export function plainWords(text: string, links: { href: string; title: string }[] = [], labels: Record<string, string> = {}): string {
  return (
    text
      // Another place on the page, in words: "Section 2 (Service cards), item 1, price".
      .replace(CHECKER_PLACE, (place) => readableWhere(place, labels))
      .replace(/price book \(pages\/_site\/catalog\.ya?ml\)/g, 'price book')
      .replace(/\bpages\/_site\/catalog\.ya?ml\b/g, 'the price book')
      .replace(/\bpages\/_site\/([a-z-]+)\.ya?ml\b/g, (whole) => `“${fileName(whole)}”`)
      .replace(/\bpages\/[a-z0-9/_-]+\.ya?ml\b/g, (whole) => fileName(whole, links))
      .replace(/ \((?:on )?line \d+(?:, column \d+)?\)/g, '')
      // A developer's step the checker names (`npm run gen:icons`): the office passes it on instead.
      .replace(/:? run `?npm run [a-z:-]+`?(?:[^.]|\.(?=\S))*/g, ': whoever looks after the site has to fix this')
      .replace(/ in src\/[\w/.-]+\b/g, '')
      // The fixes written for the YAML files, as the forms do them.
      .replace(/\bfrom site\.yaml\b/g, 'from Company details and menu')
      .replace(/\bLeave href out\b/g, 'Leave the link empty')
      .replace(/\bIds are in\b/g, 'The short names are in')
      .replace(/Add entries, each on its own line starting with "- "\./g, 'Add one with + Add.')
  )
}
