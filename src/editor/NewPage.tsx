import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { api } from './api.ts'
import { useSchemas } from './schemas-context.tsx'

/** The templates of `npm run new:page` from a form: the new page opens in the editor. */
export function NewPage() {
  const { schemas, reload } = useSchemas()
  const navigate = useNavigate()
  const templates = schemas?.forms.templates ?? []
  const [template, setTemplate] = useState('service')
  const [path, setPath] = useState('')
  const [title, setTitle] = useState('')
  const [category, setCategory] = useState('')
  const [price, setPrice] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const example = templates.find((t) => t.id === template)?.example ?? ''
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError('')
    setBusy(true)
    api
      .newPage({ template, path, title, category: category || undefined, price: price ? Number(price) : undefined })
      .then(
        (r) => {
          reload()
          navigate(`/file?file=${encodeURIComponent(r.file)}`)
        },
        (err: Error) => setError(err.message),
      )
      .finally(() => setBusy(false))
  }
  return (
    <main className="ed-page" id="main">
      <h1>New page</h1>
      <p className="ed-lead">
        The page is made from a template with every required part filled in, so it passes the checks at once. It opens in the editor for you
        to write its words.
      </p>
      <form onSubmit={submit} className="ed-newpage" noValidate>
        <fieldset>
          <legend>Kind of page</legend>
          {templates.map((t) => (
            <label key={t.id} className="ed-radio">
              <input type="radio" name="template" value={t.id} checked={template === t.id} onChange={() => setTemplate(t.id)} /> {t.label}
            </label>
          ))}
        </fieldset>
        <label className="ed-field">
          <span>Address *</span>
          <input
            required
            value={path}
            onChange={(e) => setPath(e.target.value)}
            placeholder={`e.g. ${example}`}
            aria-describedby="path-help"
          />
          <small id="path-help" className="ed-muted">
            Lower-case words joined by dashes. A service page lives under its category: {templates.find((t) => t.id === 'service')?.example}
          </small>
        </label>
        <label className="ed-field">
          <span>Name</span>
          <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Made from the address if left empty" />
        </label>
        {template === 'service' && (
          <label className="ed-field">
            <span>Starting price in rupees</span>
            <input
              inputMode="numeric"
              value={price}
              onChange={(e) => setPrice(e.target.value.replace(/[^\d]/g, ''))}
              placeholder="e.g. 4999"
            />
          </label>
        )}
        {template === 'post' && (
          <label className="ed-field">
            <span>Blog category</span>
            <input value={category} onChange={(e) => setCategory(e.target.value)} placeholder="e.g. GST & Compliance" />
          </label>
        )}
        {error && (
          <p role="alert" className="ed-error">
            {error}
          </p>
        )}
        <button type="submit" className="ed-primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create the page'}
        </button>
      </form>
    </main>
  )
}
