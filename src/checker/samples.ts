/**
 * Sample text in the page templates (scripts/templates/*.yaml, used by npm run new:page, new:service, new:post and
 * the editor's New page): a value tagged `!sample` only shows what goes in its field. A page still holding it is
 * not ready to go live, so the checker finds it there; the tag itself never reaches a page.
 */
import { isScalar, parseDocument, visit } from 'yaml'
import type { Problem } from './types.ts'
import { YAML_OPTIONS } from './yaml-file.ts'
import { readText, type ContentSource } from './source.ts'

export const SAMPLE_TAG = '!sample'
/** How the templates are read: `!sample` is a known tag whose value is the text as written. */
export const TEMPLATE_OPTIONS = { ...YAML_OPTIONS, customTags: [{ tag: SAMPLE_TAG, resolve: (s: string) => s }] }

/** A template's sample text, as a test of a page's text: $name parts match whatever new-page filled in. */
export interface Sample {
  text: string
  test: (value: string) => boolean
}

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim()
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The sample texts of one template's source. */
export function samplesOf(template: string): Sample[] {
  const out: Sample[] = []
  visit(parseDocument(template, TEMPLATE_OPTIONS), {
    Scalar(_, node) {
      if (node.tag !== SAMPLE_TAG || typeof node.value !== 'string') return
      const text = node.value
      const literal = squeeze(text).split(/\$[A-Za-z]+/)
      const re = new RegExp(`^${literal.map(escapeRe).join('.+?')}$`, 's')
      // Most texts are not samples: the sample's longest word, searched for first, rules them out cheaply.
      const word = literal
        .join(' ')
        .split(' ')
        .reduce((a, b) => (b.length > a.length ? b : a), '')
      out.push({ text, test: (value) => value.includes(word) && re.test(squeeze(value)) })
    },
  })
  return out
}

/** The last templates' samples, kept while their names and text stay the same (parsing them is what costs). */
let cache: { key: string; samples: Sample[] } | undefined

/** Every sample text of the templates under scripts/templates of a site's source (none when there are no templates). */
export function templateSamples(source: ContentSource): Sample[] {
  const dir = 'scripts/templates'
  if (!source.exists(dir)) return []
  const files = source
    .entries(dir)
    .map((e) => e.name)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
  const texts = files.map((f) => readText(source, `${dir}/${f}`))
  const key = files.map((f, i) => `${f}\n${texts[i].length}\n${texts[i]}`).join('\n')
  if (cache?.key === key) return cache.samples
  const samples = texts.flatMap(samplesOf)
  cache = { key, samples }
  return samples
}

/** Drops the sample tags from a template's document: a new page holds plain text (that the checker still knows). */
export function untagSamples(doc: Parameters<typeof visit>[0]): void {
  visit(doc, {
    Scalar(_, node) {
      if (isScalar(node) && node.tag === SAMPLE_TAG) node.tag = undefined
    },
  })
}

/**
 * Problems that wait until Publish: sample text still in a new page, and a Hindi page whose prices are not yet its
 * English page's (a package added to the English page is added to its Hindi page in a second save: one file at a
 * time, neither save could pass otherwise). The editor saves, renames and adds cards around them (the office fills
 * a page in over several saves); the check, the build and Publish refuse them.
 */
export const waitsForPublish = (p: Problem) => p.code === 'sample-text' || p.code === 'translation-prices'
