/**
 * The New page form: the templates of `npm run new:page` (../lib/scaffold.ts) and making a page from one.
 * No Node here: both of the editor's stores run it over their files (./site-files.ts).
 */
import { kindOf, normaliseSlug, planPage, planPost, ScaffoldError } from './scaffold.ts'
import { CallError } from '../contract/errors.ts'
import type { Planned, SiteFiles } from './site-files.ts'
import type { NewPageRequest, NewPageResult, PageTemplate } from '../contract/protocol.ts'
import { messages } from '../contract/messages.ts'

export const TEMPLATES: PageTemplate[] = [
  {
    id: 'service',
    label: 'Service page (with a price-book entry and a menu link)',
    example: 'services/compliance-services/esg-compliance',
  },
  { id: 'category', label: 'Category page', example: 'services/legal-ip-services' },
  { id: 'page', label: 'Plain page', example: 'careers' },
  { id: 'post', label: 'Blog post', example: 'blog/how-to-file-gstr-3b' },
]

/** The files a new page needs (the page; for a service its menu link and price-book entry), and the answer. */
export function createPageIn(site: SiteFiles, body: unknown): Planned<NewPageResult> {
  const req = newPageRequest(body)
  const planned = <T>({ result, writes }: { result: T; writes: [string, string][] }) => ({ result, writes: new Map(writes), verb: 'made' })
  try {
    if (req.template === 'post') {
      const slug = req.path.replace(/^\/?(blog\/)?/, '')
      const { result: r, writes } = planPost(site, { slug, title: req.title || undefined, category: req.category || undefined })
      return planned({ result: { file: r.file, written: r.written }, writes })
    }
    const slug = req.path.replace(/^\/+/, '')
    if (req.template === 'service' && kindOf(normaliseSlug(slug)) !== 'service')
      throw new CallError(400, {
        error: messages.pages.serviceAddress(slug),
      })
    if (req.template !== 'service' && kindOf(normaliseSlug(slug)) === 'service' && site.exists(`pages/${normaliseSlug(slug)}.yaml`))
      throw new CallError(400, {
        error: messages.pages.exists(`/${normaliseSlug(slug)}`),
      })
    // With no price, a service page shows its price-book entry if it has one, and no price otherwise.
    const { result: r, writes } = planPage(site, {
      slug,
      name: req.title || undefined,
      service: req.template === 'service' && req.price !== undefined,
      price: req.price,
    })
    return planned({ result: { file: r.file, written: r.written, card: r.card }, writes })
  } catch (e) {
    // The command's words name its options and files; the form says the same in its own (e.office).
    if (e instanceof ScaffoldError) throw new CallError(400, { error: e.office ?? e.message })
    throw e
  }
}

/** The New page form's request, each field of the type it must have (400 with plain words otherwise). */
function newPageRequest(body: unknown): NewPageRequest {
  const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>
  const wrong = (what: string) => new CallError(400, { error: messages.pages.notMade(what) })
  if (typeof b.template !== 'string' || !TEMPLATES.some((t) => t.id === b.template)) throw wrong('choose what kind of page it is')
  if (typeof b.path !== 'string' || !b.path.trim()) throw wrong('the address is missing')
  for (const key of ['title', 'category'] as const)
    if (b[key] !== undefined && b[key] !== null && typeof b[key] !== 'string')
      throw wrong(`the ${key === 'title' ? 'name' : 'category'} is not a text`)
  if (b.price !== undefined && b.price !== null && (typeof b.price !== 'number' || !Number.isFinite(b.price)))
    throw wrong('the starting price is not a number')
  return {
    template: b.template,
    path: b.path,
    title: typeof b.title === 'string' ? b.title : '',
    category: typeof b.category === 'string' ? b.category : undefined,
    price: typeof b.price === 'number' ? b.price : undefined,
  }
}
