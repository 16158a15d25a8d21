/**
 * Files named as the office knows them: a page by its title and address ("About us (/about)"), a shared file
 * by its plain name ("Price book"), a picture by its address. No screen shows a path under pages/.
 */
import { routeOf } from '../checker/route-of.ts'

/** The editor's names for pages/_site/<name>.yaml, for a person who is not a developer (a section type's is in its schema). */
export const SHARED_FILES: Record<string, string> = {
  site: 'Company details and menu',
  catalog: 'Price book',
  forms: 'Form words and messages',
  downloads: 'Downloadable guides (PDF)',
  guide: 'Free startup guide',
  hi: 'Hindi words (menu, footer, forms)',
}

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
