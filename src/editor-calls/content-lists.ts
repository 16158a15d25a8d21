/**
 * The part of the forms' data made from the content as it is now: where a link may point, the price book's
 * figures, and the site's and the blog's categories. Both of the editor's stores add it to the part made
 * from the schemas (./forms.ts).
 */
import type { Content } from '../checker/resolve.ts'
import { formatRupees } from '../checker/format-values.ts'
import type { Schemas, SchemasResponse } from '../contract/protocol.ts'

export interface ContentLists {
  links: SchemasResponse['links']
  prices: SchemasResponse['prices']
  categories: Schemas['forms']['categories']
  blogCategories: string[]
}

export function contentLists(content: Content | undefined): ContentLists {
  const links: SchemasResponse['links'] = []
  if (content) {
    for (const [p, page] of content.pages) links.push({ href: p, title: page.meta.title, kind: 'page' })
    const files = (content.data.get('downloads') as { files?: { path: string; title?: string }[] } | undefined)?.files ?? []
    for (const d of files) links.push({ href: d.path, title: d.title ?? d.path.slice(d.path.lastIndexOf('/') + 1), kind: 'download' })
    links.push({ href: `tel:${content.site.phone.tel ?? ''}`, title: 'Call the business number', kind: 'page' })
    links.push({ href: `mailto:${content.site.email}`, title: 'Write to the business e-mail', kind: 'page' })
    links.push({ href: `${content.site.chat.baseUrl}/${content.site.chat.number}`, title: 'Chat with the business', kind: 'page' })
  }
  links.sort((a, b) => a.href.localeCompare(b.href))
  const prices = (content?.catalog.entries ?? []).map((e) => ({
    id: e.id,
    name: e.name,
    shown: e.price.amount !== undefined ? formatRupees(e.price.amount) : e.price.free ? 'Free' : 'Custom quote',
  }))
  const categories = (content?.site.categories ?? []).map((c) => ({ id: c.id, name: c.name, path: c.path }))
  const blogIndex = content?.pages.get('/blog')?.sections.find((x) => x.type === 'blog-index') as { categories?: string[] } | undefined
  const blogCategories = (blogIndex?.categories ?? []).filter((c) => c !== 'All')
  return { links, prices, categories, blogCategories }
}

/** The forms' data from the schemas with the content's lists added; the choices they make offered in the forms. */
export function withContent(fromSchemas: Schemas, lists: ContentLists): Schemas {
  const out = structuredClone(fromSchemas)
  const { categories, blogCategories } = lists
  // A price-book entry's category is one of the site's: a choice (the form shows their names).
  const entry = out.schemas['data:catalog:entry'] as { properties?: Record<string, Record<string, unknown>> } | undefined
  if (categories.length && entry?.properties?.category) {
    entry.properties.category = { ...entry.properties.category, enum: categories.map((c) => c.id) }
  }
  // An article's category is one of the blog's: a choice, not free text.
  const article = out.schemas['section:article'] as { properties?: Record<string, Record<string, unknown>> } | undefined
  if (blogCategories.length && article?.properties?.category)
    article.properties.category = { ...article.properties.category, enum: blogCategories }
  return { ...out, links: lists.links, prices: lists.prices, forms: { ...out.forms, categories, blogCategories } }
}
