// @vitest-environment node
/**
 * npm run new:page / new:service, run against a temporary copy of pages/ and schema/: the new page passes
 * the content check as it is, new:service adds the price-book entry and the menu link without touching
 * anything else in those files, and nothing is ever overwritten.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { readYaml } from '../../src/checker/yaml-file.ts'
import { formatProblem } from '../../src/checker/format.ts'
import { addCatalogEntry, addMenuLink, kindOf, nameFromSlug, newPage, newPost, normaliseSlug } from '../../scripts/new-page.ts'

const root = path.resolve(import.meta.dirname, '../..')
let site: string

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'scaffold-'))
  for (const dir of ['pages', 'schema', 'public', 'scripts/templates'])
    fs.cpSync(path.join(root, dir), path.join(site, dir), { recursive: true })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'))
})
afterEach(() => fs.rmSync(site, { recursive: true, force: true }))

const read = (rel: string) => fs.readFileSync(path.join(site, rel), 'utf8')
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/new-page.ts'), ...args, '--root', site], {
    cwd: root,
    encoding: 'utf8',
  })
/** The site in the temporary folder must have no problem at all. */
function clean() {
  const { problems, content } = loadContent({ root: site })
  expect(problems.map((p) => formatProblem(p))).toEqual([])
  return content!
}
/** The site in the temporary folder has no problem but the sample text new pages hold until it is written. */
function cleanButSamples() {
  const { problems } = loadContent({ root: site })
  expect(problems.filter((p) => p.code !== 'sample-text').map((p) => formatProblem(p))).toEqual([])
  expect(problems.length).toBeGreaterThan(0)
}
/** Lines of `after` that are not in `before`, when `after` only adds lines. */
function addedLines(before: string, after: string): string[] {
  const a = before.split('\n')
  const b = after.split('\n')
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  const added = b.length - a.length
  expect(b.slice(i + added)).toEqual(a.slice(i))
  return b.slice(i, i + added)
}

describe('names and kinds', () => {
  it('makes a readable name from the slug', () => {
    expect(nameFromSlug('esg-compliance')).toBe('ESG Compliance')
    expect(nameFromSlug('section-8-company')).toBe('Section 8 Company')
    expect(nameFromSlug('gst-registration-for-llps')).toBe('GST Registration for LLPs')
    expect(nameFromSlug('careers')).toBe('Careers')
  })

  it('reads the kind of page from its address', () => {
    expect(kindOf('services/compliance-services/esg-compliance')).toBe('service')
    expect(kindOf('services/esg-services')).toBe('category')
    expect(kindOf('services/esg-services/index')).toBe('category')
    expect(kindOf('careers')).toBe('page')
    expect(kindOf('about/our-team')).toBe('page')
    expect(normaliseSlug('/pages/services/x/y.yaml')).toBe('services/x/y')
  })
})

describe('new:page', () => {
  it('writes a service page that passes the check at once and is served', () => {
    const r = cli('services/compliance-services/esg-compliance')
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('Created pages/services/compliance-services/esg-compliance.yaml')
    expect(r.stdout).toContain('Address: /services/compliance-services/esg-compliance')
    expect(r.stdout).toContain('npm run dev')
    const text = read('pages/services/compliance-services/esg-compliance.yaml')
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schema/page.schema.json')
    expect(text).not.toMatch(/TODO|\$(?!schema=)[A-Za-z]/)
    const content = clean()
    const page = content.pages.get('/services/compliance-services/esg-compliance')!
    expect(content.routes).toHaveProperty(['/services/compliance-services/esg-compliance'])
    expect(page.sections.map((s) => s.type)).toEqual(['hero', 'cards', 'list', 'process', 'faq', 'cta'])
    // Its benefits, as the service pages have them: icon cards under a heading that names the service.
    expect(page.sections[2]).toMatchObject({
      type: 'list',
      id: 'benefits',
      style: 'features',
      heading: 'Benefits of ESG Compliance with SetuBiz',
    })
    expect((page.sections[2] as { items: unknown[] }).items).toHaveLength(6)
    expect(page.sections[0]).toMatchObject({
      type: 'hero',
      heading: 'ESG Compliance, Done for You',
      eyebrow: 'Compliance Services',
      variant: 'compliance',
    })
    expect(page.breadcrumbs.map((b) => b.name)).toEqual(['Home', 'Services', 'Compliance Services', 'ESG Compliance'])
    // Without --price the price book is untouched; the menu lists the new service.
    expect(read('pages/_site/catalog.yaml')).toBe(fs.readFileSync(path.join(root, 'pages/_site/catalog.yaml'), 'utf8'))
    expect(content.site.categories.find((c) => c.id === 'compliance')!.services.at(-1)).toEqual({
      label: 'ESG Compliance',
      href: '/services/compliance-services/esg-compliance',
    })
    expect(r.stdout).toContain('run this command again with --price 9999')
  })

  it("writes a category overview and a plain page that pass the check, but for the plain page's sample body", () => {
    expect(newPage({ root: site, slug: 'services/esg-services' })).toMatchObject({
      kind: 'category',
      file: 'pages/services/esg-services/index.yaml',
      url: '/services/esg-services',
      name: 'ESG Services',
    })
    expect(newPage({ root: site, slug: 'careers' })).toMatchObject({ kind: 'page', file: 'pages/careers.yaml', url: '/careers' })
    expect(newPage({ root: site, slug: 'about/our-team', name: 'Meet the Team' })).toMatchObject({
      file: 'pages/about/our-team.yaml',
      name: 'Meet the Team',
    })
    // The plain page's body is the template's sample text ("Write the text of the page here"), with the page's name
    // filled into its heading: still the sample. The category overview holds no sample at all.
    expect(loadContent({ root: site }).problems.map((p) => `${p.file} ${p.code} ${p.where}`)).toEqual([
      'pages/about/our-team.yaml sample-text sections[1] (rich-text) › body',
      'pages/careers.yaml sample-text sections[1] (rich-text) › body',
    ])
    for (const file of ['pages/about/our-team.yaml', 'pages/careers.yaml'])
      fs.writeFileSync(
        path.join(site, file),
        read(file).replace(/( {4}body: \|\n)(?: {6}.*\n|\n)*/, '$1      We are a team of twelve.\n\n'),
      )
    const content = clean()
    for (const url of ['/services/esg-services', '/careers', '/about/our-team']) expect(content.routes, url).toHaveProperty([url])
    expect(content.pages.get('/about/our-team')!.sections[0]).toMatchObject({ heading: 'Meet the Team' })
    expect(read('pages/about/our-team.yaml').split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/page.schema.json')
  })

  it('takes any name: quotes, colons, "$" and "#" are written so that YAML reads them back as they are', () => {
    const name = 'GST: "Quick" $Plan & More #1'
    newPage({ root: site, slug: 'services/compliance-services/odd-name', name })
    const content = clean()
    expect(content.pages.get('/services/compliance-services/odd-name')!.sections[0]).toMatchObject({
      heading: `${name}, Done for You`,
      highlight: name,
    })
  })

  it('a service page for a price-book entry that exists shows that entry', () => {
    const r = newPage({ root: site, slug: 'services/legal-ip-services/copyright-registration' })
    expect(r.priceRef).toBe('copyright-registration')
    expect(read(r.file)).toContain('price: { ref: copyright-registration }')
    clean()
  })
})

describe('one command for a service page', () => {
  it('works when the editor leaves out the "--" and npm keeps --price and --name for itself', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/new-page.ts'), 'services/compliance-services/esg-compliance', '--root', site],
      { cwd: root, encoding: 'utf8', env: { ...process.env, npm_config_price: '9999', npm_config_name: 'ESG Compliance' } },
    )
    expect(r.stderr).toBe('')
    expect(r.stdout).toContain('Added price-book entry "esg-compliance" (₹9,999)')
    expect(clean().catalog.entries.find((e) => e.id === 'esg-compliance')).toMatchObject({ name: 'ESG Compliance' })
  })

  it('a name with spaces typed without quotes is explained, and nothing is written', () => {
    const r = cli('services/compliance-services/esg-compliance', '--name', 'ESG', 'Compliance')
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('One address was expected, but got 2 words: "services/compliance-services/esg-compliance" "Compliance".')
    expect(r.stderr).toContain('goes in quotes, e.g. --name "ESG Compliance"')
    // Run through npm without "--", "--price 9999" arrives as a second word: the message says to type "--".
    const viaNpm = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/new-page.ts'), 'services/compliance-services/esg-compliance', '9999', '--root', site],
      { cwd: root, encoding: 'utf8', env: { ...process.env, npm_lifecycle_event: 'new:service', npm_config_price: 'true' } },
    )
    expect(viaNpm.stderr).toContain(
      "type -- after the command's name, or npm keeps the options for itself: npm run new:service -- <address> --price 9999",
    )
    expect(fs.existsSync(path.join(site, 'pages/services/compliance-services/esg-compliance.yaml'))).toBe(false)
  })

  it('called as a function (the visual editor has no terminal), it returns every file it wrote', () => {
    const first = newPage({ root: site, slug: 'services/compliance-services/esg-compliance' })
    expect(first.written).toEqual(['pages/services/compliance-services/esg-compliance.yaml', 'pages/_site/site.yaml'])
    const again = newPage({ root: site, slug: 'services/compliance-services/esg-compliance', price: 4999 })
    expect(again).toMatchObject({ completed: true, written: ['pages/_site/catalog.yaml'] })
    expect(newPage({ root: site, slug: 'careers' }).written).toEqual(['pages/careers.yaml'])
    cleanButSamples()
  })

  it('new:page on a service address adds the page, its menu link and, with --price, its price-book entry', () => {
    const r = cli('services/compliance-services/esg-compliance', '--price', '9999')
    expect(r.stderr).toBe('')
    expect(r.stdout).toContain('Added price-book entry "esg-compliance" (₹9,999)')
    expect(r.stdout).toContain('Added "ESG Compliance" to its category\'s services in pages/_site/site.yaml')
    // It says exactly where the category page's card goes, with the card to paste.
    expect(r.stdout).toContain(
      'To show it among the cards of its category page, add to pages/services/compliance-services/index.yaml, sections[2] (cards) "Company, Labour and Trade Compliance", under items:',
    )
    expect(r.stdout).toContain('        button: { label: Learn More, type: internal, href: /services/compliance-services/esg-compliance }')
    const content = clean()
    expect(content.site.categories.find((c) => c.id === 'compliance')!.services.at(-1)!.href).toBe(
      '/services/compliance-services/esg-compliance',
    )
  })

  it('the card it prints, pasted where it says, puts the service on its category page and passes the check', () => {
    const r = cli('services/compliance-services/esg-compliance', '--price', '9999')
    expect(r.status).toBe(0)
    // Follow the advice as an editor would: the lines after "under items:", up to the next sentence.
    const lines = r.stdout.split('\n')
    const start = lines.findIndex((l) => l.includes('under items:'))
    const card = lines.slice(start + 1).filter((_, i, all) => all.slice(0, i + 1).every((x) => x.startsWith('      ')))
    expect(card[0]).toMatch(/^ {6}- /)
    const [, index] = /sections\[(\d+)\]/.exec(lines[start])!
    const file = 'pages/services/compliance-services/index.yaml'
    // And the same card on its Hindi page, as the advice says next.
    const hindi = 'pages/hi/services/compliance-services/index.yaml'
    expect(r.stdout).toContain(`Add the same card to its Hindi page too, ${hindi}, in the same section`)
    for (const f of [file, hindi]) {
      const src = read(f).split('\n')
      // The last line of that section's items: the line before the next "  - type:" after the section starts.
      const sectionStarts = src.flatMap((l, i) => (l.startsWith('  - type:') ? [i] : []))
      const end = sectionStarts[Number(index) + 1] ?? src.length
      let at = end
      while (at > 0 && src[at - 1].trim() === '') at--
      src.splice(at, 0, ...card)
      fs.writeFileSync(path.join(site, f), src.join('\n'))
    }
    const content = clean()
    const items = (
      content.pages.get('/services/compliance-services')!.sections[Number(index)] as { items: { button?: { href?: string } }[] }
    ).items
    expect(items.at(-1)!.button?.href).toBe('/services/compliance-services/esg-compliance')
  })

  it('completes a service page that exists: adds the price-book entry it lacks and leaves the page as it is', () => {
    expect(cli('services/compliance-services/esg-compliance').status).toBe(0)
    const page = read('pages/services/compliance-services/esg-compliance.yaml')
    const again = cli('services/compliance-services/esg-compliance', '--price', '4999')
    expect(again.stderr).toBe('')
    expect(again.stdout).toContain(
      'pages/services/compliance-services/esg-compliance.yaml exists: the page was left as it is; what it lacked was added.',
    )
    expect(again.stdout).toContain('write price: { ref: esg-compliance } in its hero and its main card')
    expect(read('pages/services/compliance-services/esg-compliance.yaml')).toBe(page)
    expect(read('pages/_site/catalog.yaml')).toContain(
      '  - id: esg-compliance\n    name: ESG Compliance\n    category: compliance\n    price: { amount: 4999 }',
    )
    // The menu link was added the first time and is not added twice.
    expect(read('pages/_site/site.yaml').split('href: /services/compliance-services/esg-compliance').length).toBe(2)
    clean()
  })
})

describe('new:post', () => {
  it("makes a blog article, dated today, that fails the check only at the template's sample texts, then passes and appears on /blog", () => {
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'scripts/new-page.ts'),
        '--post',
        'msme-registration-benefits',
        '--title',
        'MSME Registration: 7 Benefits',
        '--category',
        'Business Registration',
        '--root',
        site,
      ],
      { cwd: root, encoding: 'utf8' },
    )
    expect(r.stderr).toBe('')
    expect(r.stdout).toContain('Created pages/blog/msme-registration-benefits.yaml')
    // The search description, the summary and the body are the template's samples: each fails at its field, and
    // nothing else does. The page holds plain text (the template's !sample mark stays in the template).
    const file = 'pages/blog/msme-registration-benefits.yaml'
    expect(read(file)).not.toContain('!sample')
    const fresh = loadContent({ root: site }).problems
    expect(fresh.map((p) => `${p.file} ${p.code} ${p.where}`)).toEqual([
      `${file} sample-text meta › description`,
      `${file} sample-text sections[0] (article) › excerpt`,
      `${file} sample-text sections[0] (article) › body`,
    ])
    expect(fresh[0].message).toBe(
      'still holds the template\'s sample text ("What this article explains, in one or two sentences, for…"), which only shows what goes here.',
    )
    fs.writeFileSync(
      path.join(site, file),
      read(file)
        .replace(/( {2}description: ).*/, '$1Seven ways an Udyam registration helps a small business get loans, tenders and subsidies.')
        .replace(/( {4}excerpt: ).*/, '$1Loans, tenders and subsidies, and what MSME registration brings.')
        .replace(/( {4}body: \|-\n)[\s\S]*$/, '$1      MSME registration is free and takes a day.\n'),
    )
    const content = clean()
    const blog = content.pages.get('/blog')!
    const listed = (blog.data.articles ?? []).find((a) => a.path === '/blog/msme-registration-benefits')
    expect(listed).toMatchObject({
      title: 'MSME Registration: 7 Benefits',
      category: 'Business Registration',
      date: new Date().toISOString().slice(0, 10),
    })
  })

  it('takes the category in any case and with stray spaces, as editors type it', () => {
    expect(newPost({ root: site, slug: 'gst-tips', category: ' gst & compliance ' })).toMatchObject({
      category: 'GST & Compliance',
      written: ['pages/blog/gst-tips.yaml'],
    })
    expect(read('pages/blog/gst-tips.yaml')).toContain('category: GST & Compliance')
    cleanButSamples()
  })

  it('refuses a category the blog does not have, naming the ones it has', () => {
    expect(() => newPost({ root: site, slug: 'x-post', category: 'Gossip' })).toThrow(
      /--category must be one of the blog's categories: "Business Registration"/,
    )
  })
})

describe('new:service', () => {
  it('adds the page, a price-book entry and a menu link, and changes nothing else', () => {
    const catalog = read('pages/_site/catalog.yaml')
    const siteYaml = read('pages/_site/site.yaml')
    const r = cli('--service', 'services/compliance-services/esg-compliance', '--name', 'ESG Compliance', '--price', '9999')
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('Added price-book entry "esg-compliance" (₹9,999)')

    // The book: four lines after the last compliance entry, in the file's own layout; comments kept.
    const added = addedLines(catalog, read('pages/_site/catalog.yaml'))
    expect(added).toEqual(['  - id: esg-compliance', '    name: ESG Compliance', '    category: compliance', '    price: { amount: 9999 }'])
    const entries = (readYaml(read('pages/_site/catalog.yaml')) as { entries: { id: string; category: string }[] }).entries
    const at = entries.findIndex((e) => e.id === 'esg-compliance')
    expect(entries[at - 1].category).toBe('compliance')
    expect(entries.slice(at + 1).some((e) => e.category === 'compliance')).toBe(false)

    // The menu: one link at the end of the category's services.
    expect(addedLines(siteYaml, read('pages/_site/site.yaml'))).toEqual([
      '      - label: ESG Compliance',
      '        href: /services/compliance-services/esg-compliance',
    ])

    // The page refers to the book; the check passes; the price, menu and /services show it.
    const page = read('pages/services/compliance-services/esg-compliance.yaml')
    expect(page).toContain('price: { ref: esg-compliance }')
    const content = clean()
    const hero = content.pages.get('/services/compliance-services/esg-compliance')!.sections[0] as { price?: { amount?: number } }
    expect(hero.price?.amount).toBe(9999)
    const compliance = content.site.categories.find((c) => c.id === 'compliance')!
    expect(compliance.services.at(-1)).toEqual({ label: 'ESG Compliance', href: '/services/compliance-services/esg-compliance' })
  })

  it('keeps the files as they were when it refuses', () => {
    const before = new Map(['pages/_site/catalog.yaml', 'pages/_site/site.yaml'].map((f) => [f, read(f)]))
    // An id the book already has, with a new price.
    expect(() => newPage({ root: site, slug: 'services/legal-ip-services/copyright-registration', service: true, price: 5000 })).toThrow(
      /already has an entry "copyright-registration"/,
    )
    // No price for a new entry.
    expect(() => newPage({ root: site, slug: 'services/compliance-services/esg-compliance', service: true })).toThrow(/--price/)
    // A category that is not in site.yaml.
    expect(() => newPage({ root: site, slug: 'services/esg/esg-audit', service: true, price: 1 })).toThrow(
      /No category has the path \/services\/esg/,
    )
    expect(fs.existsSync(path.join(site, 'pages/services/compliance-services/esg-compliance.yaml'))).toBe(false)
    for (const [f, text] of before) expect(read(f), f).toBe(text)
  })

  it('inserts into files without a trailing newline and with comments between entries', () => {
    const src =
      '# book\nentries:\n  - id: a\n    name: A\n    category: x\n    price: { amount: 1 }\n  # the y group\n  - id: b\n    name: B\n    category: y\n    price: { amount: 2 }'
    const out = addCatalogEntry(src, { id: 'c', name: 'C: the third', category: 'x', amount: 3 })
    expect(out).toContain('  - id: c\n    name: "C: the third"\n    category: x\n    price: { amount: 3 }\n  # the y group')
    // At the end of a file without a final line break: the entry follows, and the file still ends as it did.
    expect(addCatalogEntry(src, { id: 'd', name: 'D', category: 'y', amount: 4 })).toBe(
      `${src}\n  - id: d\n    name: D\n    category: y\n    price: { amount: 4 }`,
    )
    const menu =
      'categories:\n  - id: x\n    services:\n      - label: One\n        href: /one\n  - id: y\n    services:\n      - { label: Two, href: /two }'
    expect(addMenuLink(menu, 'x', { label: 'Three', href: '/three' })).toContain(
      '        href: /one\n      - label: Three\n        href: /three\n  - id: y',
    )
  })
})

describe('refusals', () => {
  it('never overwrites a page', () => {
    const file = 'pages/services/compliance-services/gst-compliance.yaml'
    const before = read(file)
    const r = cli('services/compliance-services/gst-compliance')
    expect(r.status).toBe(0)
    expect(r.stdout).toContain(`${file} exists: the page was left as it is, and it lacked nothing.`)
    expect(read(file)).toBe(before)
    expect(() => newPage({ root: site, slug: 'about' })).toThrow(/pages\/about\.yaml already exists; nothing was changed/)
  })

  it('refuses an address that is not lower-case words with dashes, or already served', () => {
    expect(() => newPage({ root: site, slug: 'services/compliance-services/ESG Compliance' })).toThrow(
      /lower-case letters, digits and single dashes/,
    )
    expect(() => newPage({ root: site, slug: 'services/compliance-services/esg_compliance' })).toThrow(/not a valid address/)
    expect(() => newPage({ root: site, slug: 'services/compliance-services/-esg' })).toThrow(/not a valid address/)
    // An alias of another page (the legal documents page is also served here).
    expect(() => newPage({ root: site, slug: 'services/legal-documents' })).toThrow(
      /already served by pages\/services\/legal-ip-services\/legal-documents.yaml/,
    )
    expect(fs.readdirSync(path.join(site, 'pages')).sort()).toEqual(fs.readdirSync(path.join(root, 'pages')).sort())
  })
})
