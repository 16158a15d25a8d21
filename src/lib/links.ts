import type { Action, Site } from '../generated/content.ts'
import { telHref, whatsappHref } from './phone.ts'

/**
 * The chat with the business, its greeting filled in, by the one phone rule (./phone.ts): '' when the chat number
 * is not an Indian mobile number (a landline has no WhatsApp; the checker reports it), and no chat button shows.
 */
export function chatUrl(site: Site, message?: string): string {
  return whatsappHref(site.chat.number, message ?? site.chat.message, site.chat.baseUrl)
}

/** The call link of the business number (tel:+91…), by the one phone rule. */
export const callUrl = (site: Site): string => telHref(site.phone.tel) || telHref(site.phone.display)

export interface ResolvedHref {
  href: string
  /** Rendered with the router's Link (client-side navigation). */
  internal: boolean
  newTab: boolean
  download: boolean
}

/** An address inside this site: one slash first (two, or a slash and a backslash, is another website). */
const ownPath = (href: string | undefined): string | undefined => (href && /^\/(?![/\\])/.test(href) ? href : undefined)

/** Where an Action goes and how the link behaves. The checker refuses what would go elsewhere; this never lets it through. */
export function resolveAction(a: Action, site: Site): ResolvedHref {
  switch (a.type) {
    case 'internal':
      return { href: ownPath(a.href) ?? '/', internal: true, newTab: false, download: false }
    case 'anchor':
      return { href: a.href ?? '#', internal: false, newTab: false, download: false }
    case 'external':
      return { href: a.href?.startsWith('https://') ? a.href : '#', internal: false, newTab: true, download: false }
    case 'download':
      return { href: ownPath(a.href) ?? '#', internal: false, newTab: false, download: true }
    case 'phone':
      return {
        href: (a.href?.startsWith('tel:') && telHref(a.href.slice(4))) || callUrl(site),
        internal: false,
        newTab: false,
        download: false,
      }
    case 'email':
      return { href: a.href?.startsWith('mailto:') ? a.href : `mailto:${site.email}`, internal: false, newTab: false, download: false }
    case 'chat': {
      // A chat number that is no mobile has no WhatsApp: the button calls instead of opening nothing.
      const chat = chatUrl(site, a.message)
      return { href: chat || callUrl(site), internal: false, newTab: Boolean(chat), download: false }
    }
  }
}
