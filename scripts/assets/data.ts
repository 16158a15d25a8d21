/** What the assets print: the content the checker has read, checked and resolved, as the site shows it. */
import { telHref, whatsappHref } from '../../src/lib/phone.ts'
import type { Content } from '../lib/content/index.ts'
import type { Downloads, Guide, SiteInfo } from './types.ts'

export interface AssetInput {
  site: SiteInfo
  downloads: Downloads
  guide: Guide
}

/** The site details, pages/_site/downloads.yaml and pages/_site/guide.yaml, from checked content. */
export function assetInput(content: Content): AssetInput {
  const data = <T>(name: string): T => {
    const value = content.data.get(name)
    if (value === undefined) throw new Error(`pages/_site/${name}.yaml is missing; the PDFs and guide pages are made from it.`)
    return value as T
  }
  return { site: content.site, downloads: data<Downloads>('downloads'), guide: data<Guide>('guide') }
}

/** The chat link the site uses (the one phone rule, src/lib/phone.ts); the call link when the chat number is no mobile. */
export function chatUrl(site: SiteInfo): string {
  return whatsappHref(site.chat.number, site.chat.message, site.chat.baseUrl) || telHref(site.phone.tel)
}

/** "https://www.setubiz.in" → "www.setubiz.in" for print. */
export function domainLabel(site: SiteInfo): string {
  return site.domain.replace(/^https?:\/\//, '').replace(/\/$/, '')
}

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
}
