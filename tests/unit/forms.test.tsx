// @vitest-environment jsdom
/**
 * Form state: what each form sends, when it sends nothing, what stays after a failure and where it
 * goes after success. The backend calls and the notices are replaced by fakes; the words come from
 * the real pages/_site/forms.yaml and site.yaml.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import type { ReactNode } from 'react'
import { parse } from 'yaml'
import { loadContent } from '../../scripts/lib/content/index.ts'
import type { Forms } from '../../src/generated/content.ts'
import { PageDataContext, SiteContext } from '../../src/components/SiteContext.tsx'
import { MESSAGE_MAX } from '../../src/backend/limits.ts'
import { noticeRecord } from '../../src/forms/notice-record.ts'

const root = path.resolve(import.meta.dirname, '../..')
const forms = parse(fs.readFileSync(path.join(root, 'pages/_site/forms.yaml'), 'utf8')) as Forms
// The site data as the build hands it to the browser (prices resolved and written out).
const site = loadContent({ root }).content!.site

const backend = vi.hoisted(() => ({
  submitLead: vi.fn<(payload: unknown, notice?: unknown) => Promise<void>>(),
  subscribeNewsletter: vi.fn<(email: string, notice?: unknown, language?: unknown) => Promise<string>>(),
  createGuideAccess: vi.fn<(request: unknown, notice?: unknown, language?: unknown) => Promise<string>>(),
}))
vi.mock('../../src/forms/backend.ts', async () => ({
  backend: async () => backend,
  shownNotice: (await import('../../src/forms/notice-record.ts')).shownNotice,
}))
const notices = vi.hoisted(() => ({ notify: vi.fn() }))
vi.mock('../../src/forms/notify.tsx', () => notices)

const { LeadFormCard } = await import('../../src/forms/LeadFormCard.tsx')
const { ContactMessageForm } = await import('../../src/forms/ContactMessageForm.tsx')
const { NewsletterForm } = await import('../../src/forms/NewsletterForm.tsx')
const { CampaignCallbackForm } = await import('../../src/forms/CampaignCallbackForm.tsx')
const { GuideRequestForm } = await import('../../src/forms/GuideRequestForm.tsx')
const { contactMessage, CONTACT_MESSAGE_MAX, NAME_INPUT_PATTERN, nameError, SUBJECT_MAX, validateContact, leadPayload, thankYouPath } =
  await import('../../src/forms/validation.ts')

function Where() {
  const l = useLocation()
  return <p data-testid="where">{l.pathname + l.search}</p>
}

/** /thank-you shows where the form went; any other address shows the form. */
function Switch({ ui }: { ui: ReactNode }) {
  return useLocation().pathname === '/thank-you' ? <Where /> : <>{ui}</>
}

function show(ui: ReactNode, at = '/services/compliance-services/gst-compliance') {
  return render(
    <SiteContext.Provider value={site}>
      <PageDataContext.Provider value={{ forms }}>
        <MemoryRouter initialEntries={[at]}>
          <Switch ui={ui} />
        </MemoryRouter>
      </PageDataContext.Provider>
    </SiteContext.Provider>,
  )
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const deferred = () => {
  let resolve!: () => void
  let reject!: (e: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

beforeEach(() => {
  backend.submitLead.mockReset()
  backend.subscribeNewsletter.mockReset()
  backend.createGuideAccess.mockReset()
  notices.notify.mockReset()
})
afterEach(cleanup)

describe('form texts and payload helpers', () => {
  it('contact message is "Subject: …", a blank line, "Message: …", and the longest one fits the database', () => {
    expect(contactMessage('GST', 'Hello')).toBe('Subject: GST\n\nMessage: Hello')
    expect(contactMessage('x'.repeat(SUBJECT_MAX), 'y'.repeat(CONTACT_MESSAGE_MAX)).length).toBe(MESSAGE_MAX)
  })

  it('lead payload: message empty in the compact form, service empty when none is chosen', () => {
    const v = { name: ' Asha ', email: 'a@b.in ', phone: ' 98110 45670', service: '' as const, message: 'Hi' }
    expect(leadPayload(v, 'compact', '/about')).toEqual({
      name: 'Asha',
      email: 'a@b.in',
      phone: '98110 45670',
      message: '',
      service: '',
      source_page: '/about',
    })
    expect(leadPayload(v, 'full', '/about').message).toBe('Hi')
  })

  it('contact validation gives one YAML message per field', () => {
    const e = forms.errors
    expect(validateContact({ name: ' ', email: 'a@b', phone: '12', subject: '', message: '' }, e)).toEqual({
      name: e.nameRequired,
      email: e.emailInvalid,
      phone: e.phoneInvalid.replace('{min}', '10').replace('{max}', '15'),
      message: e.messageRequired,
    })
    expect(validateContact({ name: 'राहुल शर्मा', email: 'r@x.in', phone: '+91 98110 45670', subject: '', message: 'नमस्ते' }, e)).toEqual({})
  })

  it('contact validation refuses what the database refuses: hidden characters, look-alike letters, too few digits', () => {
    const e = forms.errors
    const phoneInvalid = e.phoneInvalid.replace('{min}', '10').replace('{max}', '15')
    expect(
      validateContact(
        { name: 'Ravi \u202egnp.exe', email: 'аsha@example.in', phone: '98110 4567', subject: 'Hi\u200b', message: 'Pay \u2066now\u2069' },
        e,
      ),
    ).toEqual({
      name: e.hiddenCharacters,
      email: e.emailInvalid,
      phone: phoneInvalid,
      subject: e.hiddenCharacters,
      message: e.hiddenCharacters,
    })
    expect(validateContact({ name: 'R', email: 'r\u200b@x.in', phone: '1234567890123456', subject: '', message: 'x' }, e)).toEqual({
      email: e.hiddenCharacters,
      phone: phoneInvalid,
    })
    // Zero-width joiners belong to Indian scripts and emoji: kept.
    expect(
      validateContact(
        { name: 'श्\u200dरी', email: 'r+gst@x.in', phone: '+91 (0) 98110-45670', subject: '', message: 'क्\u200dष 👩\u200d💻' },
        e,
      ),
    ).toEqual({})
  })

  it('a name needs a letter: one of characters that show nothing is refused, in the form and in the <input pattern>', () => {
    const e = forms.errors
    const nameInvalid = e.nameInvalid.replace('{max}', '100')
    const pattern = new RegExp(`^(?:${NAME_INPUT_PATTERN})$`, 'v')
    for (const blank of ['\u00ad\u00ad', '\ufe0f', '\u{e0041}\u{e0042}', '\u0301', '\ufffc', '123']) {
      expect(nameError(blank, e), JSON.stringify(blank)).toBe(nameInvalid)
      expect(pattern.test(blank), JSON.stringify(blank)).toBe(false)
    }
    for (const name of ['Asha', 'अमित', 'A\u0301', 'O\u2019Brien']) {
      expect(nameError(name, e), name).toBeUndefined()
      expect(pattern.test(name), name).toBe(true)
    }
  })

  it('thank-you addresses', () => {
    expect(thankYouPath('form')).toBe('/thank-you?source=form')
    expect(thankYouPath('lead-magnet', 'abc')).toBe('/thank-you?source=lead-magnet&guide=abc')
  })
})

describe('lead form', () => {
  const fill = () => {
    type(/Full Name/, '张伟')
    type(/Email Address/, 'zhang@example.com')
    type(/Phone Number/, '+91 98110 45670')
  }

  it('preselects the hero service, sends exactly the spec payload and goes to /thank-you?source=form', async () => {
    backend.submitLead.mockResolvedValue()
    show(<LeadFormCard title="Get GST Registration" service="compliance-services" variant="compact" />)
    expect((screen.getByLabelText(forms.leadForm.serviceLabel) as HTMLSelectElement).value).toBe('compliance-services')
    expect(screen.queryByLabelText(/Message/)).toBeNull()
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?source=form'))
    expect(backend.submitLead).toHaveBeenCalledTimes(1)
    expect(backend.submitLead.mock.calls[0][0]).toEqual({
      name: '张伟',
      email: 'zhang@example.com',
      phone: '+91 98110 45670',
      message: '',
      service: 'compliance-services',
      source_page: '/services/compliance-services/gst-compliance',
    })
    expect(backend.submitLead.mock.calls[0][1]).toEqual(await noticeRecord(forms.privacy.en, 'leadForm'))
  })

  it('shows what it sends beside the button, and records the notice in the language the visitor read it in', async () => {
    backend.submitLead.mockResolvedValue()
    show(<LeadFormCard title="Get GST Registration" variant="full" />)
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!
    expect(form.textContent).toContain(
      `${forms.privacy.en.purposes.enquiry}: your name, your e-mail address, your phone number, the service you chose, your message.`,
    )
    for (const link of ['/privacy/choices', '/privacy/choices#rights', '/privacy/choices#grievance-officer', '/privacy/choices#board'])
      expect(form.querySelector(`a[href="${link}"]`), link).not.toBeNull()
    expect(form.textContent).not.toMatch(/you agree/i)
    fireEvent.click(screen.getByRole('button', { name: forms.privacy.en.switchLabel }))
    expect(form.textContent).toContain(forms.privacy.hi.heading)
    fill()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(backend.submitLead).toHaveBeenCalledTimes(1))
    expect(backend.submitLead.mock.calls[0][1]).toEqual(await noticeRecord(forms.privacy.hi, 'leadFormFull'))
  })

  it('shows Submitting... while sending, sends once on a double submit, and keeps every value on failure', async () => {
    const call = deferred()
    backend.submitLead.mockReturnValue(call.promise)
    show(<LeadFormCard title="Meet Our Experts" variant="full" />, '/about')
    fill()
    type(/Message/, '<script>alert(1)</script>')
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!
    fireEvent.submit(form)
    fireEvent.submit(form)
    const busy = await screen.findByRole('button', { name: 'Submitting...' })
    expect(busy).toHaveProperty('disabled', true)
    // The call is made once the notice's record is ready (its code loads on the first submit): reject it only then.
    await waitFor(() => expect(backend.submitLead).toHaveBeenCalled())
    await act(async () => call.reject(new Error('Failed to submit form. Please try again.')))
    expect(backend.submitLead).toHaveBeenCalledTimes(1)
    expect(backend.submitLead.mock.calls[0][0]).toMatchObject({ service: '', message: '<script>alert(1)</script>', source_page: '/about' })
    expect(notices.notify).toHaveBeenCalledWith('error', forms.notices.leadError, forms.notices)
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false)
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('张伟')
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('<script>alert(1)</script>')
    expect(document.querySelector('script')).toBeNull()
  })

  it('a filled honeypot sends nothing but redirects as usual', async () => {
    show(<LeadFormCard title="Get GST Registration" variant="compact" />)
    fill()
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap.tabIndex).toBe(-1)
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    trap.value = 'http://spam.example'
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?source=form'))
    expect(backend.submitLead).not.toHaveBeenCalled()
  })

  it('a message with a hidden character is refused at the message with the YAML words, nothing sent', async () => {
    show(<LeadFormCard title="Meet Our Experts" variant="full" />, '/about')
    fill()
    type(/Message/, 'Need GST\u200b help')
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }).closest('form')!)
    await waitFor(() =>
      expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).validationMessage).toBe(forms.errors.hiddenCharacters),
    )
    expect(backend.submitLead).not.toHaveBeenCalled()
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('Need GST\u200b help')
  })

  it('a name of only spaces is refused with the YAML message, nothing sent', async () => {
    show(<LeadFormCard title="Get GST Registration" variant="compact" />)
    fill()
    type(/Full Name/, '   ')
    fireEvent.submit(screen.getByRole('button', { name: 'Submit' }).closest('form')!)
    await waitFor(() => expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).validationMessage).toBe(forms.errors.nameRequired))
    expect(backend.submitLead).not.toHaveBeenCalled()
  })
})

describe('contact form', () => {
  it('checks every field itself, marks them invalid and focuses the first', async () => {
    show(<ContactMessageForm />, '/contact')
    const form = screen.getByRole('button', { name: 'Send Message' }).closest('form')!
    expect(form.noValidate).toBe(true)
    type(/Email Address/, 'not-an-email')
    fireEvent.submit(form)
    const name = screen.getByLabelText(/Full Name/)
    expect(document.activeElement).toBe(name)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe(forms.errors.nameRequired)
    expect(screen.getByText(forms.errors.emailInvalid)).toBeTruthy()
    expect(screen.getByText(forms.errors.messageRequired)).toBeTruthy()
    expect(screen.getByLabelText(/Subject/).getAttribute('aria-invalid')).toBeNull()
    // Fixing a field removes its message as the visitor types.
    type(/Full Name/, 'Asha')
    expect(screen.queryByText(forms.errors.nameRequired)).toBeNull()
    expect(backend.submitLead).not.toHaveBeenCalled()
  })

  it('sends Subject/Message with source /contact and no service, then /thank-you?source=contact', async () => {
    backend.submitLead.mockResolvedValue()
    show(<ContactMessageForm />, '/contact')
    type(/Full Name/, 'Asha Rao')
    type(/Email Address/, 'asha@example.com')
    type(/Phone Number/, '9811045670')
    type(/Subject/, 'GST')
    type(/Message/, 'Need help\nwith returns')
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?source=contact'))
    expect(backend.submitLead.mock.calls[0][0]).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9811045670',
      message: 'Subject: GST\n\nMessage: Need help\nwith returns',
      source_page: '/contact',
    })
  })

  it('on failure: "Sending Message..." then the Message Failed notice, values kept', async () => {
    const call = deferred()
    backend.submitLead.mockReturnValue(call.promise)
    show(<ContactMessageForm />, '/contact')
    type(/Full Name/, 'Asha Rao')
    type(/Email Address/, 'asha@example.com')
    type(/Phone Number/, '9811045670')
    type(/Message/, 'Hello')
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('button', { name: 'Sending Message...' })).toHaveProperty('disabled', true)
    // The call is made once the notice's record is ready (its code loads on the first submit): reject it only then.
    await waitFor(() => expect(backend.submitLead).toHaveBeenCalled())
    await act(async () => call.reject(new Error('x')))
    expect(notices.notify).toHaveBeenCalledWith('error', forms.notices.contactError, forms.notices)
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe('Hello')
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false)
  })
})

describe('newsletter', () => {
  it('is off while empty, clears the field and says so on success', async () => {
    backend.subscribeNewsletter.mockResolvedValue('subscribed')
    show(<NewsletterForm />, '/blog')
    const button = screen.getByRole('button', { name: forms.newsletter.submit })
    expect(button).toHaveProperty('disabled', true)
    type(forms.newsletter.emailLabel, '   ')
    expect(button).toHaveProperty('disabled', true)
    fireEvent.submit(button.closest('form')!)
    expect(backend.subscribeNewsletter).not.toHaveBeenCalled()
    type(forms.newsletter.emailLabel, 'reader@example.com')
    fireEvent.click(button)
    await waitFor(() => expect(notices.notify).toHaveBeenCalledWith('success', forms.notices.newsletterSuccess, forms.notices))
    // Sent from an English page: its language with it (0014_language.sql).
    expect(backend.subscribeNewsletter).toHaveBeenCalledWith('reader@example.com', await noticeRecord(forms.privacy.en, 'newsletter'), 'en')
    expect((screen.getByLabelText(forms.newsletter.emailLabel) as HTMLInputElement).value).toBe('')
  })

  it('keeps the address after a failure', async () => {
    const call = deferred()
    backend.subscribeNewsletter.mockImplementation(() => call.promise.then(() => 'subscribed'))
    show(<NewsletterForm />, '/blog')
    type(forms.newsletter.emailLabel, 'reader@example.com')
    fireEvent.click(screen.getByRole('button', { name: forms.newsletter.submit }))
    expect(await screen.findByRole('button', { name: forms.newsletter.submitting })).toHaveProperty('disabled', true)
    // The call is made once the notice's record is ready (its code loads on the first submit): reject it only then.
    await waitFor(() => expect(backend.subscribeNewsletter).toHaveBeenCalled())
    await act(async () => call.reject(new Error('x')))
    expect(notices.notify).toHaveBeenCalledWith('error', forms.notices.newsletterError, forms.notices)
    expect((screen.getByLabelText(forms.newsletter.emailLabel) as HTMLInputElement).value).toBe('reader@example.com')
  })
})

describe('campaign form', () => {
  it('sends the ITR payload with the income type and goes to /thank-you?source=itr-filing', async () => {
    backend.submitLead.mockResolvedValue()
    show(<CampaignCallbackForm button="Get Free Callback" />, '/itr-filinig-campaign')
    expect(screen.getByPlaceholderText('Full Name')).toBeTruthy()
    expect(screen.getByText(forms.campaignForm.phonePrefix)).toBeTruthy()
    const select = screen.getByLabelText(new RegExp(forms.campaignForm.incomeLabel)) as HTMLSelectElement
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'My primary income is from...'],
      ['salaried', 'Salaried'],
      ['freelancer', 'Freelancer/Professional'],
      ['business', 'Business Owner'],
      ['multiple', 'Multiple Sources'],
    ])
    expect(screen.getByLabelText(/Phone Number/).getAttribute('type')).toBe('tel')
    expect(screen.getByLabelText(/Email Address/).getAttribute('type')).toBe('email')
    type(/Full Name/, 'Ravi')
    type(/Phone Number/, '9811045670')
    type(/Email Address/, 'ravi@example.com')
    fireEvent.change(select, { target: { value: 'freelancer' } })
    fireEvent.click(screen.getByRole('button', { name: 'Get Free Callback' }))
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/thank-you?source=itr-filing'))
    expect(backend.submitLead.mock.calls[0][0]).toEqual({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '9811045670',
      service: 'ITR Filing',
      message: 'Income Type: freelancer',
      source_page: '/itr-filing-campaign',
    })
  })
})

describe('lead magnet', () => {
  it('creates the guide access and passes its id to the thank-you page', async () => {
    backend.createGuideAccess.mockResolvedValue('0b9c6a0e-6f0e-4c1e-9a57-3a1d2b9c8e71')
    show(<GuideRequestForm button="Get the Free Guide" />, '/free-startup-guide')
    type(/Full Name/, 'Meera')
    type(/Email Address/, 'meera@example.com')
    type(/Phone Number/, '9811045670')
    fireEvent.click(screen.getByRole('button', { name: 'Get the Free Guide' }))
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/thank-you?source=lead-magnet&guide=0b9c6a0e-6f0e-4c1e-9a57-3a1d2b9c8e71'),
    )
    expect(backend.createGuideAccess).toHaveBeenCalledWith(
      {
        name: 'Meera',
        email: 'meera@example.com',
        phone: '9811045670',
        source_page: '/free-startup-guide',
      },
      await noticeRecord(forms.privacy.en, 'guideForm'),
      'en',
    )
  })
})
