/**
 * A new section type with only the README's steps ("A new section type"): in a copy of the site, a schema
 * with its "x-section", a component and `npm run gen:types`. A page using it then passes the checker, renders
 * with the site's renderer, and the editor offers the type under its label, with the icon picker its field
 * takes.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copySite } from '../../scripts/editor/site-copy.ts'
import { call } from './local-call.ts'
import { loadContent } from '../../scripts/lib/content/index.ts'
import type { ResolvedPage } from '../../src/content/model.ts'

const repo = path.resolve(import.meta.dirname, '../..')
let site: string

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'sections/pull-quote.schema.json',
  title: 'PullQuoteSection',
  description: 'One sentence from a client, large.',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'text'],
  properties: {
    type: { const: 'pull-quote' },
    id: { type: 'string', pattern: '^[a-z0-9-]+$' },
    text: { type: 'string', minLength: 1, description: 'What the client said.' },
    icon: { $ref: '../defs.schema.json#/definitions/Icon' },
  },
  'x-section': {
    label: 'Big quote',
    group: 'Explain and reassure',
    picture: { example: { text: 'They filed every return on time.', icon: 'badge-check' } },
  },
}

const component = `import type { SectionProps } from './types.ts'

export function PullQuote({ id, text }: SectionProps<'pull-quote'>) {
  return (
    <section id={id} className="py-14">
      <blockquote className="container-page text-3xl">{text}</blockquote>
    </section>
  )
}
`

const page = `meta: { title: Quote, description: A page with a big quote. }
sections:
  - type: hero
    heading: What clients say
  - type: pull-quote
    text: Every filing on time, for six years running.
    icon: badge-check
`

beforeAll(() => {
  // The editor's copy of the content, with the code that gen:types and the renderer read.
  site = copySite('section-type').dir
  for (const part of ['src', 'scripts', 'supabase']) fs.cpSync(path.join(repo, part), path.join(site, part), { recursive: true })
  fs.copyFileSync(path.join(repo, 'package.json'), path.join(site, 'package.json'))
  // 1. The schema, 2. the component, 3. npm run gen:types.
  fs.writeFileSync(path.join(site, 'schema/sections/pull-quote.schema.json'), `${JSON.stringify(schema, null, 2)}\n`)
  fs.writeFileSync(path.join(site, 'src/sections/PullQuote.tsx'), component)
  const gen = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-types.ts'], { cwd: site, encoding: 'utf8' })
  expect(gen.status, gen.stderr).toBe(0)
  fs.writeFileSync(path.join(site, 'pages/quote.yaml'), page)
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

describe('a new section type, added with the README steps only', () => {
  it('is typed, passes the checker on a page, and renders there', async () => {
    expect(fs.readFileSync(path.join(site, 'src/generated/content.ts'), 'utf8')).toContain('export interface PullQuoteSection')
    const { content, problems } = loadContent({ root: site })
    expect(problems).toEqual([])
    const quote = content!.pages.get('/quote')!
    expect(quote.sections.map((s) => s.type)).toEqual(['hero', 'pull-quote'])
    const { render } = (await import(path.join(site, 'src/entry-server.tsx'))) as {
      render: (url: string, at: string, page: ResolvedPage) => { html: string; lazy: string[] }
    }
    const { html, lazy } = render('/quote', '/quote', quote)
    expect(html).toContain('<blockquote class="container-page text-3xl">Every filing on time, for six years running.</blockquote>')
    expect(lazy).toContain('src/sections/PullQuote.tsx')
    // A mistake in the new section is found where it is, like any other.
    const broken = loadContent({ root: site, extraPages: new Map([['pages/broken.yaml', page.replace('text:', 'txt:')]]) })
    expect(broken.problems.map((p) => `${p.file}:${p.line} ${p.code}`)).toContain('pages/broken.yaml:6 unknown-field')
  })

  it('is offered by the editor under its label, in its group, with the picker its field takes', async () => {
    const s = await call(site, 'schemas')
    const info = s.sections.find((x) => x.type === 'pull-quote')
    expect(info).toMatchObject({ label: 'Big quote', group: 'Explain and reassure', mainHeading: false })
    // After the group's types that have a place in it.
    const groupTypes = s.sections.filter((x) => x.group === 'Explain and reassure').map((x) => x.type)
    expect(groupTypes.at(-1)).toBe('pull-quote')
    const form = s.schemas['section:pull-quote'] as { properties: Record<string, unknown>; definitions: Record<string, unknown> }
    expect(JSON.stringify(form)).toContain('"format":"x-icon"')
    expect(form).not.toHaveProperty('x-section')
    const opened = await call(site, 'file', { file: 'pages/quote.yaml' })
    expect((opened.data as { sections: { type: string }[] }).sections[1].type).toBe('pull-quote')
  })

  it("is resolved by the flags of the site's own schema, not this repository's", () => {
    // The new type shows a form: the page then carries the form words, as a lead form's page does. (A second
    // folder: the checker keeps a folder's schemas for as long as it runs.)
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'section-type-form-'))
    try {
      for (const part of ['pages', 'schema', 'public']) fs.cpSync(path.join(site, part), path.join(other, part), { recursive: true })
      const withForm = { ...schema, 'x-section': { ...schema['x-section'], form: true } }
      fs.writeFileSync(path.join(other, 'schema/sections/pull-quote.schema.json'), `${JSON.stringify(withForm, null, 2)}\n`)
      const { content, problems } = loadContent({ root: other })
      expect(problems).toEqual([])
      expect((content!.pages.get('/quote')!.data as { forms?: unknown }).forms).toBeDefined()
      expect((loadContent({ root: site }).content!.pages.get('/quote')!.data as { forms?: unknown }).forms).toBeUndefined()
    } finally {
      fs.rmSync(other, { recursive: true, force: true })
    }
  })
})
