/** Reads the YAML the generators need and checks it against its schema, so a bad edit fails loudly here too. */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import type { Downloads, Guide, SiteInfo } from './types.ts'

function readYaml(root: string, rel: string): unknown {
  const file = path.join(root, rel)
  return parse(fs.readFileSync(file, 'utf8')) as unknown
}

function validated<T>(root: string, name: string): T {
  const data = readYaml(root, `pages/_site/${name}.yaml`)
  const schema = JSON.parse(fs.readFileSync(path.join(root, `schema/${name}.schema.json`), 'utf8')) as Record<string, unknown>
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true })
  addFormats.default(ajv, ['email', 'date', 'date-time'])
  const validate = ajv.compile(schema)
  if (!validate(data)) {
    const first = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
    throw new Error(
      `pages/_site/${name}.yaml does not match schema/${name}.schema.json:\n  ${first.join('\n  ')}\nRun npm run check for details.`,
    )
  }
  return data as T
}

export function loadDownloads(root: string): Downloads {
  return validated<Downloads>(root, 'downloads')
}

export function loadGuide(root: string): Guide {
  return validated<Guide>(root, 'guide')
}

/** site.yaml is validated by the content checker; here only the fields the assets print are read. */
export function loadSite(root: string): SiteInfo {
  const site = readYaml(root, 'pages/_site/site.yaml') as SiteInfo
  for (const key of ['brand', 'domain', 'phone', 'email', 'chat'] as const) {
    if (!site?.[key]) throw new Error(`pages/_site/site.yaml has no "${key}"; the PDFs and guide pages print it.`)
  }
  return site
}

/** The chat link the site uses: base URL, number and the prefilled greeting. */
export function chatUrl(site: SiteInfo): string {
  return `${site.chat.baseUrl.replace(/\/$/, '')}/${site.chat.number}?text=${encodeURIComponent(site.chat.message)}`
}

/** "https://www.setubiz.in" → "www.setubiz.in" for print. */
export function domainLabel(site: SiteInfo): string {
  return site.domain.replace(/^https?:\/\//, '').replace(/\/$/, '')
}

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
}
