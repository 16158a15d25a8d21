import { useId, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { CircleAlert, CircleCheck } from 'lucide-react'
import type { SectionProps } from './types.ts'
import type { PrivacyChoicesText } from '../generated/content.ts'
import { controlClass, describedBy, SubmitButton } from '../forms/fields.tsx'
import { useHydrated } from '../lib/hydrated.ts'
import { fill } from '../forms/copy.ts'
import { cn } from '../lib/cn.ts'
import { buttonClass } from '../components/ActionLink.tsx'
import type { ConfirmOutcome, RequestKind } from '../backend/privacy.ts'
import { isValidEmail, isValidPhone } from '../backend/limits.ts'
import { usePageLang } from '../components/SiteContext.tsx'
import { LANG_TAG, type Lang } from '../lib/lang.ts'

const KINDS: RequestKind[] = ['withdraw', 'access', 'correct', 'erase', 'grievance']
const calls = () => import('../backend/privacy.ts')
/**
 * What is wrong with a contact, in the database's terms (privacy_request, 0011_one_mailbox.sql): with an @, it must
 * be one plain mailbox (the one grammar, src/lib/mailbox.ts); without, a phone number of 10 to
 * 15 digits. undefined when it is one of them.
 */
const contactProblem = (v: string): 'email' | 'contact' | undefined =>
  v.includes('@') ? (isValidEmail(v) ? undefined : 'email') : isValidPhone(v) ? undefined : 'contact'

/**
 * /privacy/choices: a visitor asks to stop contact, to see, correct or erase their data, or raises a grievance.
 * The answer is the same whether or not anything is held. Opened from the e-mailed link (?confirm=<token>), it
 * shows a button that confirms the request (a link alone confirms nothing: mail scanners open links). It opens
 * in its page's language (on /hi/privacy/choices, Hindi); the request goes in the language the visitor reads it
 * in, and the confirmation e-mail is written in that language (0016_privacy_language.sql).
 */
export function PrivacyChoices({ id, responseDays, en, hi }: SectionProps<'privacy-choices'>) {
  const [lang, setLang] = useState<Lang>(usePageLang().lang)
  const t = lang === 'en' ? en : hi
  const hydrated = useHydrated()
  const { search } = useLocation()
  const token = hydrated ? new URLSearchParams(search).get('confirm') : null
  const headingId = `${id ?? 'choices'}-heading`
  return (
    <section id={id} aria-labelledby={headingId} lang={lang} className="py-10 sm:py-14">
      <div className="container-page max-w-3xl">
        <div className="rounded-2xl bg-white p-6 shadow-(--shadow-lift) ring-1 ring-slate-900/5 sm:p-10">
          <div className="-mt-3 mb-1 flex justify-end sm:-mt-5">
            <button
              type="button"
              lang={lang === 'en' ? 'hi' : 'en'}
              onClick={() => setLang(lang === 'en' ? 'hi' : 'en')}
              className="min-h-11 cursor-pointer text-sm font-semibold text-trust-700 underline underline-offset-2 hover:text-trust-800"
            >
              {t.switchLabel}
            </button>
          </div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl">
            {token ? t.confirm.heading : t.heading}
          </h2>
          {token && <Confirm token={token} t={t} lang={lang} />}
          <RequestForm t={t} lang={lang} days={responseDays} labelledBy={headingId} ready={hydrated} />
        </div>
      </div>
    </section>
  )
}

function Confirm({ token, t, lang }: { token: string; t: PrivacyChoicesText; lang: Lang }) {
  const [state, setState] = useState<{ outcome?: ConfirmOutcome; kind?: RequestKind; due?: string; busy?: boolean }>({})
  const c = t.confirm
  const run = async () => {
    setState({ busy: true })
    setState(await (await calls()).confirmPrivacy(token))
  }
  const { outcome, kind, due } = state
  const good = outcome === 'done' || outcome === 'confirmed'
  const text =
    outcome === 'done'
      ? kind === 'erase'
        ? c.erased
        : c.withdrawn
      : outcome === 'confirmed'
        ? fill(c.confirmed, {
            date: due ? new Date(due).toLocaleDateString(LANG_TAG[lang], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }) : '',
          })
        : outcome
          ? c[outcome]
          : undefined
  return (
    <div className="mt-4 border-b border-slate-200 pb-8">
      {(!outcome || outcome === 'failed') && <p className="text-pretty text-muted">{c.intro}</p>}
      {text && <Answer good={good} text={text} />}
      {(!outcome || outcome === 'failed') && (
        <button
          type="button"
          disabled={state.busy}
          onClick={() => void run()}
          className={buttonClass('secondary', 'mt-4 w-full sm:w-auto')}
        >
          {state.busy ? c.working : c.button}
        </button>
      )}
    </div>
  )
}

function Answer({ good, text }: { good: boolean; text: string }) {
  const Icon = good ? CircleCheck : CircleAlert
  return (
    <p
      role={good ? 'status' : 'alert'}
      className={cn('mt-4 flex items-start gap-2 rounded-lg p-3 text-sm', good ? 'bg-growth-50 text-growth-800' : 'bg-red-50 text-red-800')}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  )
}

function RequestForm({
  t,
  lang,
  days,
  labelledBy,
  ready,
}: {
  t: PrivacyChoicesText
  lang: Lang
  days: number
  labelledBy: string
  ready: boolean
}) {
  const id = useId()
  const [errors, setErrors] = useState<{ kind?: string; contact?: string; form?: string }>({})
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (busy) return
    const form = e.currentTarget
    const data = new FormData(form)
    const kind = String(data.get('kind') ?? '') as RequestKind
    const contact = String(data.get('contact') ?? '').trim()
    const problem = contactProblem(contact)
    const found = {
      kind: KINDS.includes(kind) ? undefined : t.errors.kind,
      contact: problem && t.errors[problem],
    }
    setErrors(found)
    if (found.kind || found.contact) {
      const first = found.kind
        ? form.querySelector<HTMLInputElement>('input[name="kind"]')
        : form.querySelector<HTMLInputElement>('input[name="contact"]')
      first?.focus()
      return
    }
    setBusy(true)
    const result = await (await calls()).requestPrivacy(kind, contact, String(data.get('details') ?? ''), lang)
    setBusy(false)
    if (result === 'sent') return setSent(true)
    setErrors(
      result === 'invalid'
        ? { contact: t.errors[contact.includes('@') ? 'email' : 'contact'] }
        : { form: result === 'too-many' ? t.errors.tooMany : t.errors.failed },
    )
  }

  if (sent) return <Answer good text={fill(t.sent, { days })} />
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={labelledBy} className="mt-6 grid gap-5">
      <p className="text-pretty text-muted">{t.intro}</p>
      <fieldset {...describedBy(`${id}-kind`, errors.kind)}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t.kindLegend}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {KINDS.map((k) => (
            <label
              key={k}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink has-checked:border-trust-600 has-checked:bg-trust-50"
            >
              <input
                type="radio"
                name="kind"
                value={k}
                className="size-4 shrink-0 accent-trust-700"
                onChange={() => setErrors((p) => ({ ...p, kind: undefined }))}
              />
              {t.kinds[k]}
            </label>
          ))}
        </div>
        {errors.kind && <FieldError id={`${id}-kind`} text={errors.kind} />}
      </fieldset>
      <div>
        <label htmlFor={`${id}-contact`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t.contactLabel}
        </label>
        <input
          id={`${id}-contact`}
          name="contact"
          type="text"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          {...describedBy(`${id}-contact`, errors.contact, `${id}-contact-hint`)}
          className={controlClass}
        />
        <p id={`${id}-contact-hint`} className="mt-1.5 text-xs text-muted">
          {t.contactHint}
        </p>
        {errors.contact && <FieldError id={`${id}-contact`} text={errors.contact} />}
      </div>
      <div>
        <label htmlFor={`${id}-details`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t.detailsLabel}
        </label>
        <textarea
          id={`${id}-details`}
          name="details"
          rows={3}
          maxLength={2000}
          aria-describedby={`${id}-details-hint`}
          className={cn(controlClass, 'resize-y')}
        />
        <p id={`${id}-details-hint`} className="mt-1.5 text-xs text-muted">
          {t.detailsHint}
        </p>
      </div>
      {errors.form && <Answer good={false} text={errors.form} />}
      <SubmitButton busy={busy} ready={ready} label={t.submit} busyLabel={t.submitting} className="sm:w-auto sm:min-w-56" />
    </form>
  )
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  )
}
