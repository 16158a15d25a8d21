/**
 * Files named as the office knows them: a page by its title and address ("About us (/about)"), a shared file
 * by its plain name ("Price book"), a picture by its address. No screen shows a path under pages/.
 */
import { SHARED_FILES } from '../../scripts/editor/names.ts'
import { routeOf } from '../checker/route-of.ts'

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
