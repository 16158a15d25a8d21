import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { api } from './api.ts'
import { useSchemas } from './schemas-context.tsx'
import * as ui from './ui.ts'
import { messages } from '../contract/messages.ts'
import { fileName } from '../contract/file-names.ts'

const small = 'mt-1 block text-muted'

/** "ESG Compliance & Reporting" → esg-compliance-reporting */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The templates of `npm run new:page` from a form: the new page opens in the editor. */
export function NewPage() {
  const { schemas, reload } = useSchemas()
  const navigate = useNavigate()
  const templates = schemas?.forms.templates ?? []
  const categories = schemas?.forms.categories ?? []
  const blogCategories = schemas?.forms.blogCategories ?? []
  const [template, setTemplate] = useState('service')
  const [category, setCategory] = useState('')
  const [name, setName] = useState('')
  const [path, setPath] = useState('')
  const [pathEdited, setPathEdited] = useState(false)
  const [blogCategory, setBlogCategory] = useState('')
  const [price, setPrice] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const example = templates.find((t) => t.id === template)?.example ?? ''
  // The name goes into headings, the menu and the breadcrumb; an article's title is its title in Google too.
  const nameMax = (template === 'post' ? schemas?.forms.postTitleMax : schemas?.forms.nameMax) ?? 40
  const categoryPath = categories.find((c) => c.id === (category || categories[0]?.id))?.path ?? ''
  // The address follows the name (and, for a service, its category) until the editor types one of their own.
  const suggested =
    template === 'service'
      ? name && `${categoryPath.replace(/^\//, '')}/${slugOf(name)}`
      : template === 'post'
        ? name && `blog/${slugOf(name)}`
        : template === 'category'
          ? name && `services/${slugOf(name)}`
          : slugOf(name)
  const address = pathEdited ? path : suggested
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError('')
    setBusy(true)
    api
      .newPage({
        template,
        path: address,
        title: name,
        category: template === 'post' ? blogCategory || blogCategories[0] : undefined,
        price: template === 'service' && price ? Number(price) : undefined,
      })
      .then(
        (r) => {
          reload()
          const also = r.written.filter((f) => f !== r.file)
          // Named as the page list names them: the new page's address, "Price book", "Company details and menu".
          const created = [
            messages.pages.created(fileName(r.file)),
            also.length ? messages.pages.alsoWritten(also.map((f) => fileName(f)).join(', ')) : '',
          ]
            .filter(Boolean)
            .join(' ')
          // A service page's card goes on its category page (and, if wanted, home and pricing) next.
          navigate(`/${template === 'service' ? 'place-card' : 'file'}?file=${encodeURIComponent(r.file)}`, { state: { created } })
        },
        (err: Error) => setError(err.message),
      )
      .finally(() => setBusy(false))
  }
  return (
    <main className={ui.page} id="main">
      <h1>New page</h1>
      <p className={ui.lead}>
        The page is made from a template with every required part filled in, so it passes the checks at once. It opens in the editor for you
        to write its words.
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset className="rounded-xl border border-slate-300 px-3.5 py-2">
          <legend>Kind of page</legend>
          {templates.map((t) => (
            <label key={t.id} className="my-1.5 flex items-center gap-2">
              <input
                type="radio"
                className="w-auto"
                name="template"
                value={t.id}
                checked={template === t.id}
                onChange={() => setTemplate(t.id)}
              />{' '}
              {t.label}
            </label>
          ))}
        </fieldset>
        {template === 'service' && (
          <label className={ui.field}>
            <span className={ui.fieldLabel}>Category</span>
            <select value={category || categories[0]?.id || ''} onChange={(e) => setCategory(e.target.value)}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className={ui.field}>
          <label htmlFor="new-name" className={ui.fieldLabel}>
            {template === 'post' ? 'Title' : 'Name'}
          </label>
          <input
            id="new-name"
            value={name}
            maxLength={nameMax}
            onChange={(e) => setName(e.target.value)}
            placeholder={template === 'post' ? 'e.g. MSME Registration: 7 Benefits' : 'e.g. ESG Compliance'}
            aria-describedby="name-count"
          />
          <small id="name-count" className={small}>
            {name.length} of at most {nameMax} letters
          </small>
        </div>
        <label className={ui.field}>
          <span className={ui.fieldLabel}>Address *</span>
          <input
            required
            value={address}
            onChange={(e) => {
              setPath(e.target.value)
              setPathEdited(true)
            }}
            placeholder={`e.g. ${example}`}
            aria-describedby="path-help"
          />
          <small id="path-help" className={small}>
            Made from the name; change it if you like. Lower-case words joined by dashes: the page will be at /{address || example}.
          </small>
        </label>
        {template === 'service' && (
          <label className={ui.field}>
            <span className={ui.fieldLabel}>Starting price in rupees (leave empty to add it later)</span>
            <input
              inputMode="numeric"
              value={price}
              onChange={(e) => setPrice(e.target.value.replace(/[^\d]/g, ''))}
              placeholder="e.g. 4999"
            />
          </label>
        )}
        {template === 'post' && (
          <label className={ui.field}>
            <span className={ui.fieldLabel}>Blog category</span>
            <select value={blogCategory || blogCategories[0] || ''} onChange={(e) => setBlogCategory(e.target.value)}>
              {blogCategories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        )}
        {error && (
          <p role="alert" className={ui.error}>
            {error}
          </p>
        )}
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? 'Creating…' : 'Create the page'}
        </button>
      </form>
    </main>
  )
}
