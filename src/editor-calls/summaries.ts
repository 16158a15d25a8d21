/**
 * What the editor says about a file from its text alone: its line in the list (title, address, sections),
 * its title on its own screen, and the schema its form is drawn from. The same for both of the editor's
 * stores: the office computer's files (./files.ts) and the repository (src/worker/store.ts).
 */
import { readYaml } from '../checker/yaml-file.ts'
import { routeOf } from '../checker/route-of.ts'
import type { FileSummary } from '../contract/protocol.ts'
import { addressOfFile, fileName, SHARED_FILES } from '../contract/file-names.ts'
import { problemWords, readableWhere } from '../contract/places.ts'
import type { Problem } from '../checker/types.ts'
import type { SiteFiles } from './site-files.ts'

/** pages/_site/site.yaml → 'site'. */
const sharedName = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.ya?ml$/, '')

export function schemaIdOf(file: string): string {
  return file.startsWith('pages/_site/') ? `${sharedName(file)}.schema.json` : 'page.schema.json'
}

/** A shared file's plain name, or a page's title as visitors see it (the file's name when it has none). */
export function titleOf(file: string, data: unknown): string {
  if (file.startsWith('pages/_site/')) return SHARED_FILES[sharedName(file)] ?? sharedName(file)
  return String((data as { meta?: { title?: string } } | null)?.meta?.title ?? file)
}

/** A file's line in the list. A file with a YAML mistake is still listed, under its name; opening it shows the problem. */
export function summarize(file: string, text: string): FileSummary {
  let data: Record<string, unknown> = {}
  try {
    data = (readYaml(text) ?? {}) as Record<string, unknown>
  } catch {
    // Listed under its name.
  }
  if (file.startsWith('pages/_site/')) return { file, kind: 'shared', group: 'Shared', title: titleOf(file, data) }
  return {
    file,
    kind: 'page',
    group: file.slice(0, file.lastIndexOf('/')).replace(/^pages\/?/, ''),
    title: titleOf(file, data),
    path: routeOf(file),
    sections: Array.isArray(data.sections) ? data.sections.length : 0,
  }
}

/**
 * A file's short title in a sentence (What changed, Discard, Publish): the page's title up to its first
 * " - " or " | ", a shared file's plain name, a picture's file name, or the page's address when its data
 * has no title (a page that is gone).
 */
export function shortTitleOf(file: string, data: unknown): string {
  const name = file.slice(file.lastIndexOf('/') + 1)
  if (!/\.ya?ml$/.test(file)) return name
  if (file.startsWith('pages/_site/')) {
    const shared = name.replace(/\.ya?ml$/, '')
    return ({ site: 'company details', catalog: 'price book', forms: 'form texts' } as Record<string, string>)[shared] ?? shared
  }
  const title = (data as { meta?: { title?: unknown } } | null)?.meta?.title
  return typeof title === 'string' ? title.split(/ [|–-] /)[0] : routeOf(file)
}

/** A file's data, or null when its text is not YAML the checker reads (the file is then named by its address). */
export function readYamlSafe(text: string | null | undefined): unknown {
  try {
    return readYaml(text ?? '')
  } catch {
    return null
  }
}

/** shortTitleOf, from the file's text. */
export const shortTitleOfText = (file: string, text: string | null | undefined): string => shortTitleOf(file, readYamlSafe(text))

/** A file as the office knows it, from its text: "Compliance Services (/services/compliance-services)", "Price book". */
export function namedFile(file: string, text: string | undefined): string {
  const address = addressOfFile(file)
  return fileName(file, address ? [{ href: address, title: shortTitleOfText(file, text) }] : [])
}

/** A problem in the office's words, with its file and place: "About Us (/about), Section 2 (cards), item 1, price: …". */
export function problemAt(site: Pick<SiteFiles, 'read'>, p: Problem): string {
  const place = p.path.length ? `, ${readableWhere(p.where)}` : ''
  return `${namedFile(p.file, site.read(p.file))}${place}: ${problemWords(p, 'message')}`
}
