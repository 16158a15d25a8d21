import type { Action, Site } from '../generated/content.ts'

export function chatUrl(site: Site, message?: string): string {
  return `${site.chat.baseUrl}/${site.chat.number}?text=${encodeURIComponent(message ?? site.chat.message)}`
}

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
      return { href: a.href?.startsWith('tel:') ? a.href : `tel:${site.phone.tel}`, internal: false, newTab: false, download: false }
    case 'email':
      return { href: a.href?.startsWith('mailto:') ? a.href : `mailto:${site.email}`, internal: false, newTab: false, download: false }
    case 'chat':
      return { href: chatUrl(site, a.message), internal: false, newTab: true, download: false }
  }
}
