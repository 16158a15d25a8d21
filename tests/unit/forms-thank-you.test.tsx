// @vitest-environment jsdom
/** The thank-you section: text by ?source=, the ITR steps, the guide link, and hydration of the query-less prerender. */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { MemoryRouter } from '../../src/app/router.tsx'
import { parse } from 'yaml'
import { loadContent } from '../../scripts/lib/content/index.ts'
import type { Page } from '../../src/generated/content.ts'
import { SiteContext } from '../../src/components/SiteContext.tsx'
import { ThankYou, thankYouSource } from '../../src/sections/ThankYou.tsx'
import type { SectionProps } from '../../src/sections/types.ts'

const root = path.resolve(import.meta.dirname, '../..')
// The site data as the build hands it to the browser (prices resolved and written out).
const site = loadContent({ root }).content!.site
const page = parse(fs.readFileSync(path.join(root, 'pages/thank-you.yaml'), 'utf8')) as Page
const section = page.sections.find((s) => s.type === 'thank-you') as SectionProps<'thank-you'>

const ui = (url: string) => (
  <SiteContext.Provider value={site}>
    <MemoryRouter initialEntries={[url]}>
      <ThankYou {...section} />
    </MemoryRouter>
  </SiteContext.Provider>
)
const heading = () => screen.getByRole('heading', { level: 1 }).textContent
const steps = () => [...document.querySelectorAll('ol li')].map((li) => li.lastElementChild!.textContent)

afterEach(cleanup)

describe('thank-you', () => {
  it('maps sources: form, missing and unknown values get the default', () => {
    expect(thankYouSource('form')).toBe('default')
    expect(thankYouSource(null)).toBe('default')
    expect(thankYouSource('<script>')).toBe('default')
    expect(thankYouSource('contact')).toBe('contact')
    expect(thankYouSource('itr-filing')).toBe('itr-filing')
    expect(thankYouSource('lead-magnet')).toBe('lead-magnet')
  })

  it.each([
    ['/thank-you?source=form', 'default'],
    ['/thank-you?source=nonsense', 'default'],
    ['/thank-you?source=contact', 'contact'],
    ['/thank-you?source=itr-filing', 'itr-filing'],
    ['/thank-you?source=lead-magnet', 'lead-magnet'],
  ] as const)('%s shows the %s text', (url, key) => {
    render(ui(url))
    expect(heading()).toBe(section.sources[key].title)
    expect(screen.getByText(section.sources[key].message)).toBeTruthy()
    expect(steps()).toEqual(key === 'itr-filing' ? section.itrSteps : section.steps)
    expect(screen.getByRole('link', { name: section.backLabel }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: site.labels.callNow }).getAttribute('href')).toBe(`tel:${site.phone.tel}`)
    expect(screen.getByRole('link', { name: new RegExp(site.labels.chat) }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//)
  })

  it('links to the guide only after the lead magnet, with a well-formed id', () => {
    const id = '0b9c6a0e-6f0e-4c1e-9a57-3a1d2b9c8e71'
    render(ui(`/thank-you?source=lead-magnet&guide=${id}`))
    expect(screen.getByRole('link', { name: section.guideLink }).getAttribute('href')).toBe(`/ebook?id=${id}`)
    cleanup()
    render(ui('/thank-you?source=lead-magnet&guide=javascript:alert(1)'))
    expect(screen.queryByRole('link', { name: section.guideLink })).toBeNull()
    cleanup()
    render(ui(`/thank-you?source=form&guide=${id}`))
    expect(screen.queryByRole('link', { name: section.guideLink })).toBeNull()
  })

  it('hydrates the query-less prerender without a mismatch, then shows the text of ?source=', async () => {
    const html = renderToString(ui('/thank-you'))
    expect(html).toContain(section.sources.default.title)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const problems: unknown[] = []
    await act(async () => {
      hydrateRoot(container, ui('/thank-you?source=itr-filing'), { onRecoverableError: (e) => problems.push(e) })
    })
    expect(problems).toEqual([])
    expect(container.querySelector('h1')!.textContent).toBe(section.sources['itr-filing'].title)
    expect([...container.querySelectorAll('ol li')].map((li) => li.lastElementChild!.textContent)).toEqual(section.itrSteps)
    container.remove()
  })
})
