// @vitest-environment node
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadContent, listYaml, readBase, type Problem } from '../../scripts/lib/content/index.ts'
import { formatProblem, formatProblems, codeFrame, formatAnnotation } from '../../src/checker/format.ts'
import { didYouMean } from '../../src/checker/suggest.ts'
import { loadSchemas } from '../../scripts/lib/content/compile.ts'
import { allowedIcons, ICON_SHEET, iconSheet } from '../../scripts/icon-sheet.ts'
import { moneyIn } from '../../src/checker/money.ts'
import { fixAt } from '../../src/editor/fix.ts'
import { stringify } from 'yaml'
import { siteTime, TEST_SITE_TIME } from '../../scripts/lib/site-time.ts'

const root = path.resolve(import.meta.dirname, '../..')
const fixture = (name: string) => fs.readFileSync(path.join(root, 'tests/fixtures/invalid', name), 'utf8')

/** Loads the real site plus one broken page, and returns the problems found in that page. */
function problemsOf(name: string): Problem[] {
  const rel = `pages/fixture-pages/${name}`
  const { problems } = loadContent({ root, extraPages: new Map([[rel, fixture(name)]]) })
  return problems.filter((p) => p.file === rel)
}

describe('the real site', () => {
  it('passes the content check with no problem at all', () => {
    const { problems, content } = loadContent({ root })
    expect(problems.map((p) => formatProblem(p))).toEqual([])
    expect(content!.pages.size).toBeGreaterThan(40)
  })

  it('serves every alias and canonical path named in the spec', () => {
    const { content } = loadContent({ root })
    const routes = content!.routes
    for (const p of [
      '/itr-filinig-campaign',
      '/services/consulting-services/loan-assistance',
      '/services/legal-documents',
      '/services/digital-marketing',
      '/services/business-registration/partnership-firm',
      '/services/business-registration/ngo-registration',
    ])
      expect(routes, p).toHaveProperty([p])
    expect(routes['/services/consulting-services/loan-assistance']).toBe(routes['/services/consulting-services/business-loan-assistance'])
  })

  it('keeps /office for the office editor: no page and no alias may be under it, as under /assets and /rest', () => {
    const own = fs.readFileSync(path.join(root, 'pages/privacy-policy.yaml'), 'utf8').replace('../schema/', '../../schema/')
    const aliased = fs
      .readFileSync(path.join(root, 'pages/itr-filing-campaign.yaml'), 'utf8')
      .replace('  - /itr-filinig-campaign', '  - /itr-filinig-campaign\n  - /office/itr')
    const { problems } = loadContent({
      root,
      extraPages: new Map([
        ['pages/office/privacy.yaml', own],
        ['pages/itr-filing-campaign.yaml', aliased],
      ]),
    })
    const bad = problems.filter((p) => p.code === 'bad-address').map((p) => `${p.file}: ${p.message}`)
    expect(bad).toEqual(
      [
        expect.stringMatching(/^pages\/itr-filing-campaign\.yaml: addresses under \/office\/ belong to the site's machinery/),
        expect.stringMatching(/^pages\/office\/privacy\.yaml: addresses under \/office\/ belong to the site's machinery/),
      ].sort(),
    )
  })

  it('gives every file its yaml-language-server schema line', () => {
    for (const rel of listYaml(root)) {
      const first = fs.readFileSync(path.join(root, rel), 'utf8').split('\n')[0]
      expect(first, rel).toMatch(/^# yaml-language-server: \$schema=(\.\.\/)+schema\/[a-z-]+\.schema\.json$/)
      const target = path.resolve(path.dirname(path.join(root, rel)), first.split('$schema=')[1])
      expect(fs.existsSync(target), `${rel} points at ${target}`).toBe(true)
    }
  })
})

describe('broken pages are reported at the right line and column, with a fix', () => {
  it('misspelt field: one problem, at the field, with did-you-mean', () => {
    const [p, ...rest] = problemsOf('misspelt-field.yaml')
    expect(rest).toEqual([])
    expect(p).toMatchObject({ line: 10, col: 9, code: 'unknown-field', where: 'sections[1] (faq) › items[0] › anwser' })
    expect(p.hint).toContain('did you mean "answer"?')
  })

  it('unknown section type: suggestion and the list of known types', () => {
    const problems = problemsOf('unknown-section.yaml')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ line: 7, col: 5, code: 'unknown-section' })
    expect(problems[0].message).toBe('unknown section type "herro".')
    // Every type with a schema in schema/sections/, the one list of section types.
    const types = fs.readdirSync(path.join(root, 'schema/sections')).map((f) => f.replace('.schema.json', ''))
    expect(problems[0].hint).toMatch(/^did you mean "hero"\? Known types: /)
    expect(
      (problems[0].hint ?? '')
        .replace(/^.*Known types: /, '')
        .replace(/\.$/, '')
        .split(', ')
        .sort(),
    ).toEqual(types.sort())
  })

  it('prices: text instead of digits, misspelt icon, unknown price-book id, struck-through price too low', () => {
    const problems = problemsOf('bad-price.yaml')
    const byCode = Object.fromEntries(problems.map((p) => [`${p.line}:${p.col}:${p.code}`, p]))
    expect(byCode['10:9:bad-value'].message).toBe('there is no icon named "shield-chek".')
    expect(byCode['10:9:bad-value'].hint).toBe(
      'did you mean "shield-check"? See every icon with its name in docs/icons.svg (open it in VS Code or a browser).',
    )
    expect(byCode['11:18:bad-type'].hint).toBe('write 2999 (digits only; the site adds ₹ and commas).')
    // Schema problems stop the site rules, so the rules are checked on their own below.
    expect(problems).toHaveLength(2)
  })

  it('a price typed in words gets the figure it means as its fix, never its digits run together', () => {
    const catalog = fs.readFileSync(path.join(root, 'pages/_site/catalog.yaml'), 'utf8')
    const hintFor = (typed: string) => {
      const text = catalog.replace(/(- id: gst-registration\n(?:.*\n)*?\s+price: \{ amount: )\d+/, `$1"${typed}"`)
      expect(text).not.toBe(catalog)
      return loadContent({ root, overrides: new Map([['pages/_site/catalog.yaml', text]]) }).problems[0]?.hint
    }
    expect(hintFor('Rs 3.5k')).toBe('write 3500 (digits only; the site adds ₹ and commas).')
    expect(hintFor('₹1.5 lakh')).toBe('write 150000 (digits only; the site adds ₹ and commas).')
    expect(hintFor('₹४,९९९/-')).toBe('write 4999 (digits only; the site adds ₹ and commas).')
    expect(hintFor('3.5')).toBe('write the price as a whole number of rupees, digits only (the site adds ₹ and commas).')
  })

  it('site rules: broken link, missing download, missing anchor, duplicate path, popular twice, two main headings', () => {
    const problems = problemsOf('rules.yaml')
    const codes = problems.map((p) => `${p.line}:${p.code}`)
    expect(codes).toEqual(
      expect.arrayContaining([
        '2:duplicate-path',
        '12:broken-link',
        '15:missing-download',
        '18:missing-anchor',
        '28:popular-twice',
        '7:heading-count',
      ]),
    )
    expect(problems.find((p) => p.code === 'broken-link')!.hint).toBe('did you mean /contact?')
    expect(problems.find((p) => p.code === 'duplicate-path')!.message).toBe('the path /about is already served by pages/about.yaml.')
  })

  it('a picture that is not in public/ is a problem, with did-you-mean', () => {
    const problems = problemsOf('missing-image.yaml')
    expect(problems.map((p) => `${p.line}:${p.col}:${p.code}`)).toEqual(['8:7:missing-image'])
    expect(problems[0].message).toBe('there is no picture /images/og-defualt.png: no file public/images/og-defualt.png.')
    expect(problems[0].hint).toMatch(/^did you mean \/images\/og-default.png\? Put the picture in public\/images\//)
  })

  it('links inside text are checked like buttons, at their line; phone and e-mail buttons only tel: and mailto:', () => {
    const problems = problemsOf('links-in-text.yaml')
    const lines = problems.map((p) => `${p.line}:${p.col} ${p.code} ${p.message}${p.hint ? ` | ${p.hint}` : ''}`)
    expect(lines).toEqual([
      `10:9 bad-value a phone button's href must start with "tel:", got "https://evil.example/call". | Leave the href empty to use the business number from pages/_site/site.yaml, or write tel:… .`,
      `13:9 bad-value an email button's href must start with "mailto:", got "data:text/html,hi". | Leave the href empty to use the business address from pages/_site/site.yaml, or write mailto:… .`,
      `16:9 bad-value the address /\\evil.example/x leaves the site: a browser reads "//" and "/\\" at the start as another website. | Write one slash for a page of this site, e.g. /contact; a link to another site needs type external and https://.`,
      '23:14 broken-link the link [contact us](/contcat) goes to /contcat, and no page has that path. | did you mean /contact?',
      `25:21 bad-value the link [the prices](/\\evil.example/x) leaves the site: a browser reads "//" and "/\\" at the start as another website. | Write one slash for a page of this site, e.g. (/contact), or a full https:// address for another site.`,
      '25:53 missing-anchor the link [the form](#nowhere): no section on this page has the id "nowhere". | Add "id: nowhere" to the section to scroll to.',
      '25:77 bad-value the link [our page](javascript:alert(1) is not shown as a link: its address is neither a page of this site nor a web address. | Write /path for a page of this site, https://… for another site, mailto: for an e-mail address or tel: for a phone number.',
    ])
  })

  it('a link to a page that was deleted says the page no longer exists and offers both fixes', () => {
    // A copy of the content in a git repository of its own, then the legal documents page deleted.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'removed-page-'))
    try {
      for (const dir of ['pages', 'schema', 'public']) fs.cpSync(path.join(root, dir), path.join(tmp, dir), { recursive: true })
      const git = (...args: string[]) => execFileSync('git', args, { cwd: tmp, stdio: 'ignore' })
      git('init', '-q')
      git('add', '.')
      git('-c', 'user.name=t', '-c', 'user.email=t@example.in', 'commit', '-qm', 'content')
      fs.rmSync(path.join(tmp, 'pages/services/legal-ip-services/legal-documents.yaml'))
      const { problems } = loadContent({ root: tmp, base: readBase(tmp) })
      const gone = problems.filter((p) => p.code === 'broken-link')
      expect(gone.map((p) => `${p.file}:${p.line}`)).toEqual(
        expect.arrayContaining([
          `pages/_site/site.yaml:${
            fs
              .readFileSync(path.join(root, 'pages/_site/site.yaml'), 'utf8')
              .split('\n')
              .findIndex((l) => l.includes('href: /services/legal-ip-services/legal-documents')) + 1
          }`,
          'pages/services/legal-ip-services/index.yaml:90',
          'pages/blog/founders-agreement-clauses.yaml:71',
          'pages/blog/founders-agreement-clauses.yaml:78',
        ]),
      )
      const button = gone.find((p) => p.file === 'pages/blog/founders-agreement-clauses.yaml' && p.line === 78)!
      expect(button.message).toBe('the page /services/legal-ip-services/legal-documents no longer exists.')
      expect(button.hint).toBe(
        'Change this link to the page that replaced it, or add "aliases: [/services/legal-ip-services/legal-documents]" to that page so the old address keeps working.',
      )
      const inText = gone.find((p) => p.line === 71)!
      expect(inText.message).toMatch(
        /^the link \[Our startup lawyers\]\(\/services\/legal-ip-services\/legal-documents\) goes to .*, a page that no longer exists\.$/,
      )
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })

  it('a comma that splits a price is said as such, never with a fragment to write; implausible amounts are asked about', () => {
    const lines = problemsOf('comma-price.yaml').map((p) => `${p.line}:${p.col} ${p.code} ${p.message} | ${p.hint}`)
    expect(lines).toEqual([
      '10:18 bad-value the comma split 1,999; write 1999. | Inside { } a comma separates fields, so 1,999 became amount: 1 and a field named "999". Write amount: 1999 (digits only; the site adds ₹ and the commas).',
      '13:18 bad-value the comma split 3,499; write 3499. | Inside { } a comma separates fields, so 3,499 became amount: 3 and a field named "499". Write amount: 3499 (digits only; the site adds ₹ and the commas).',
    ])
    expect(lines.join('\n')).not.toMatch(/write 1 |write 3 /)
    // Deleting the stray "499" would leave ₹3: that is asked about too, unless the entry says it is meant.
    expect(problemsOf('low-price.yaml').map((p) => `${p.line}:${p.col} ${p.code} ${p.message} | ${p.hint}`)).toEqual([
      '10:18 bad-value ₹3 is an unusually low price. | Check for a missing digit (inside { } a comma splits a number: write 1999, not 1,999). If it is meant, add "unusual: true" to this price.',
      '13:18 bad-value ₹450 is less than a tenth of the struck-through price ₹4999. | Check for a missing digit. If the discount is meant, add "unusual: true" to this price.',
    ])
    // The same slip in the price book.
    const catalog = fs.readFileSync(path.join(root, 'pages/_site/catalog.yaml'), 'utf8')
    const broken = catalog.replace(
      'price: { amount: 2999, original: 3999, govtFee: true }',
      'price: { amount: 3,499, original: 3999, govtFee: true }',
    )
    const { problems } = loadContent({ root, overrides: new Map([['pages/_site/catalog.yaml', broken]]) })
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([
      'pages/_site/catalog.yaml:13 the comma split 3,499; write 3499.',
    ])
  })

  it('a figure said of a price-book service that differs from the book is caught, a comma after it included', () => {
    const line = (p: Problem) => `${p.line}:${p.col} ${p.code} ${p.where}: ${p.message} | ${p.hint}`
    expect(problemsOf('price-in-text.yaml').map(line)).toEqual([
      "7:39 price-mismatch sections[0] (hero) › description: ₹2,499 is said of GST Registration, but the price book says ₹2,999. | Write {price:gst-registration} in place of ₹2,499: it always shows the price book's figure.",
      // The book's own figures typed out are right today, and still bare: nothing would carry them through a reprice.
      "11:40 bare-amount sections[1] (faq) › items[0] › answer: ₹2,999 is typed as a plain figure, so nothing says whether it is one of our prices. | If it is the price of GST Registration, write {price:gst-registration} in its place: it shows the price book's figure (₹2,999 today) and follows every change there. If it is not one of our prices (a limit in law, a government fee), write {amount:₹2,999}: it shows exactly as typed.",
      "11:98 bare-amount sections[1] (faq) › items[0] › answer: ₹3,999 is typed as a plain figure, so nothing says whether it is one of our prices. | If it is one of our prices, write {price:…} in its place with the service's id from the price book (pages/_site/catalog.yaml): it shows the book's figure and follows every change there. If it is not one of our prices (a limit in law, a government fee), write {amount:₹3,999}: it shows exactly as typed.",
      "13:67 price-mismatch sections[1] (faq) › items[1] › answer: Rs. 1999 is said of GST Registration, but the price book says ₹2,999. | Write {price:gst-registration} in place of Rs. 1999: it always shows the price book's figure.",
    ])
    // Repriced in the book: "GST Registration costs ₹2,999, with …" (a comma right after the figure) is now wrong
    // too, and said as the old price (the base's book had it), once.
    const catalog = fs.readFileSync(path.join(root, 'pages/_site/catalog.yaml'), 'utf8')
    const repriced = catalog.replace(
      'price: { amount: 2999, original: 3999, govtFee: true }',
      'price: { amount: 3199, original: 3999, govtFee: true }',
    )
    const rel = 'pages/fixture-pages/price-in-text.yaml'
    const { problems } = loadContent({
      root,
      overrides: new Map([['pages/_site/catalog.yaml', repriced]]),
      extraPages: new Map([[rel, fixture('price-in-text.yaml')]]),
      base: { ref: 'the book on disk', catalog: parse(catalog, { schema: 'core' }), pageFiles: [] },
    })
    expect(problems.filter((p) => p.file === rel && p.line === 11).map(line)).toEqual([
      "11:40 stale-price sections[1] (faq) › items[0] › answer: still shows ₹2,999, the old price of GST Registration; the price book now says ₹3,199. | Write {price:gst-registration} instead of the figure: it always shows the price book's amount.",
    ])
  })

  it('text made only of spaces, where words are required, is caught at the field', () => {
    expect(problemsOf('blank-text.yaml').map((p) => `${p.line}:${p.col} ${p.code} ${p.where}: ${p.message}`)).toEqual([
      '6:5 blank-text sections[0] (hero) › heading: is blank: it holds only spaces, so visitors would see an empty heading.',
      '10:9 blank-text sections[1] (faq) › items[0] › question: is blank: it holds only spaces, so visitors would see an empty question.',
    ])
  })

  it('each short text has a length limit by its role, said in the words of that role', () => {
    expect(problemsOf('long-heading.yaml').map((p) => `${p.line}:${p.col} ${p.code} ${p.where}: ${p.message} | ${p.hint}`)).toEqual([
      '6:5 too-long sections[0] (hero) › eyebrow: is 52 characters long; the small line above a heading holds at most 40 (one line on a phone). | Shorten it by 12 or more characters.',
      '7:5 too-long sections[0] (hero) › heading: is 121 characters long; a heading holds at most 90 (about four lines on a phone). | Shorten it by 31 or more characters.',
      '9:11 too-long sections[0] (hero) › actions[0] (internal) › label: is 53 characters long; a button or link holds at most 40 (one line on a phone). | Shorten it by 13 or more characters.',
    ])
    // Every section's headings, titles, questions, eyebrows and button texts have a limit.
    const set = loadSchemas(path.join(root, 'schema'))
    const limited = JSON.stringify([...set.schemas.values()])
    for (const field of ['heading', 'title', 'eyebrow', 'question', 'label', 'badge', 'name'])
      expect(limited, field).not.toMatch(new RegExp(`"${field}":\\{"type":"string"(?:(?!"maxLength")[^}])*\\}`))
  })

  it("the business's phone number and e-mail address in text must be today's; {phone} and {email} show them", () => {
    expect(problemsOf('old-contact.yaml').map((p) => `${p.line}:${p.col} ${p.code} ${p.message} | ${p.hint}`)).toEqual([
      '7:23 old-contact the phone number +91 98110 45679 is not the business number in Company details (+91 98110 45670). | Write {phone} in its place: it always shows the business number.',
      '7:51 old-contact the e-mail address help@setubiz.in is not the business address in Company details (support@setubiz.in). | Write {email} in its place: it always shows the business address.',
    ])
    // A new number in site.yaml flags every old copy on the pages.
    const site = fs.readFileSync(path.join(root, 'pages/_site/site.yaml'), 'utf8')
    const renumbered = site
      .replace("display: +91 98110 45670\n  tel: '+919811045670'", "display: +91 98110 99999\n  tel: '+919811099999'")
      .replace("number: '919811045670'", "number: '919811099999'")
    expect(renumbered).not.toBe(site)
    // A page that wrote today's number out (as the legal pages did before they used {phone}).
    const copied = 'pages/fixture-pages/copied-number.yaml'
    const page = fixture('old-contact.yaml').replace('Call +91 98110 45679', 'Call +91 98110 45670')
    const { problems, content } = loadContent({
      root,
      overrides: new Map([['pages/_site/site.yaml', renumbered]]),
      extraPages: new Map([[copied, page]]),
      allowRuleProblems: true,
    })
    const old = problems.filter((p) => p.code === 'old-contact')
    expect(old.map((p) => p.file)).toEqual(expect.arrayContaining([copied]))
    // Every page of the site shows the number through {phone}: a new number flags nothing there.
    expect(old.filter((p) => p.file !== copied)).toEqual([])
    expect(old.some((p) => p.message.startsWith('the phone number +91 98110 45670 is not the business number'))).toBe(true)
    const rel = 'pages/fixture-pages/old-contact.yaml'
    const shown = loadContent({ root, extraPages: new Map([[rel, fixture('old-contact.yaml')]]), allowRuleProblems: true }).content!
    expect(JSON.stringify(shown.pages.get('/fixture-pages/old-contact'))).toContain(
      "Today's number is +91 98110 45670 and the address support@setubiz.in.",
    )
    void content
  })

  it('HTML tags typed into text are said to show as typed', () => {
    expect(problemsOf('html-in-text.yaml').map((p) => `${p.line}:${p.col} ${p.code} ${p.message}`)).toEqual([
      '6:23 html-in-text visitors will see "<b>" as it is typed, angle brackets and all: the site shows text, not HTML.',
      '6:31 html-in-text visitors will see "</b>" as it is typed, angle brackets and all: the site shows text, not HTML.',
      '7:28 html-in-text visitors will see "<br>" as it is typed, angle brackets and all: the site shows text, not HTML.',
    ])
  })

  it('a text that shows nothing, or holds a direction control, is a problem at the character', () => {
    expect(problemsOf('invisible-text.yaml').map((p) => `${p.line}:${p.col} ${p.code} ${p.where}: ${p.message} | ${p.hint}`)).toEqual([
      '6:15 blank-text sections[0] (hero) › heading: shows nothing: it holds only characters that cannot be seen (U+200B, U+2060, U+00AD), so visitors would see it blank. | Write the words, or remove the field if it may be left out.',
      '7:29 hidden-character sections[0] (hero) › description: holds a right-to-left override (U+202E), an invisible character that changes the order letters show in: "ABC" can read "CBA". | Delete the character (it was most likely pasted in with the text), or type the text again.',
      '11:20 blank-text sections[1] (faq) › items[0] › question: shows nothing: it holds only characters that cannot be seen (U+FE0F, U+0301), so visitors would see it blank. | Write the words, or remove the field if it may be left out.',
      '12:45 hidden-character sections[1] (faq) › items[0] › answer: holds a right-to-left isolate (U+2067), an invisible character that changes the order letters show in: "ABC" can read "CBA". | Delete the character (it was most likely pasted in with the text), or type the text again.',
      '12:56 hidden-character sections[1] (faq) › items[0] › answer: holds a pop directional isolate (U+2069), an invisible character that changes the order letters show in: "ABC" can read "CBA". | Delete the character (it was most likely pasted in with the text), or type the text again.',
    ])
  })

  it('a text in another script, with the joiners and marks it needs, is not invisible', () => {
    const page = [
      'meta:',
      '  title: नमस्ते',
      '  description: "श्\u200dरी क्\u200dष and emoji 👩\u200d💻 — all visible."',
      'sections:',
      '  - type: hero',
      '    heading: "मराठी \u0645\u0631\u062d\u0628\u0627"',
      '    description: ₹',
    ].join('\n')
    const rel = 'pages/fixture-pages/scripts.yaml'
    const { problems } = loadContent({ root, extraPages: new Map([[rel, page]]) })
    expect(problems.filter((p) => p.file === rel)).toEqual([])
  })

  it('a bullet indented one space too far, which YAML joins to the one above, is caught', () => {
    const [p, ...rest] = problemsOf('merged-bullets.yaml')
    expect(rest).toEqual([])
    expect(`${p.line}:${p.col} ${p.where}: ${p.message}`).toBe(
      '13:12 sections[1] (packages) › items[0] › features[0]: this item holds two: "A call with an expert" and "List of documents you need".',
    )
  })

  it('the number shown and the number dialled agree, and chat links in text use the chat number', () => {
    const site = fs.readFileSync(path.join(root, 'pages/_site/site.yaml'), 'utf8')
    const changed = site.replace('display: +91 98110 45670', 'display: +91 98110 45999')
    const faq = fs.readFileSync(path.join(root, 'pages/contact.yaml'), 'utf8')
    const { problems } = loadContent({
      root,
      overrides: new Map([
        ['pages/_site/site.yaml', changed],
        ['pages/contact.yaml', faq.replace(/(answer: )(.*)$/m, '$1Message us on [WhatsApp](https://wa.me/919999999999). $2')],
      ]),
    })
    expect(problems.map((p) => `${p.file} ${p.where}: ${p.message}`)).toEqual([
      'pages/_site/site.yaml phone › tel: the number dialled (+919811045670) is not the number shown (+91 98110 45999).',
      expect.stringMatching(
        /^pages\/contact\.yaml .*: this chat link goes to 919999999999, not to the chat number 919811045670 in pages\/_site\/site\.yaml\.$/,
      ),
    ])
  })

  it('docs/icons.svg, the icon picture sheet the message points to, shows every allowed icon and is up to date', () => {
    const names = allowedIcons(root)
    expect(names.length).toBeGreaterThan(50)
    const sheet = fs.readFileSync(path.join(root, ICON_SHEET), 'utf8')
    expect(sheet, 'run npm run shots:icons').toBe(iconSheet(names))
    for (const n of names) expect(sheet).toContain(`>${n}</text>`)
  })

  it('YAML slips get the right line and a plain fix', () => {
    const one = (name: string) => {
      const [p, ...rest] = problemsOf(name)
      expect(rest, name).toEqual([])
      return `${p.line}:${p.col} ${p.message} | ${p.hint}`
    }
    expect(one('yaml-indent.yaml')).toBe(
      '10:11 "answer:" is indented further than "question:" above it, so YAML reads it as part of the question. | Line "answer:" up with "question:" (the same number of spaces before it).',
    )
    expect(one('yaml-dup.yaml')).toBe(
      '7:5 the field "heading" is written twice here; the first is on line 6. | Keep one of the two: delete the line you do not want. (If both are needed, the second is probably meant for the next item and needs "- " or other indentation.)',
    )
    expect(one('yaml-quote.yaml')).toBe(
      "6:14 the ' opened here is never closed, so the rest of the file is read as this text. | Add the closing ' at the end of the text on line 6, or remove the opening one.",
    )
    expect(one('yaml-merge.yaml')).toBe(
      '5:3 "<<:" (a YAML merge key, copying fields from elsewhere in the file) is not used in the site\'s files. | Write the fields out in full here: each page states its own values, so a change to one cannot change another unseen.',
    )
    // A file saved as UTF-16, read as the site reads files.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fixture('yaml-dup.yaml'), 'utf16le')]).toString('utf8')
    const { problems } = loadContent({ root, extraPages: new Map([['pages/fixture-pages/utf16.yaml', utf16]]) })
    const p = problems.find((x) => x.file === 'pages/fixture-pages/utf16.yaml')!
    expect(`${p.line}:${p.col} ${p.message}`).toBe('1:1 this file is saved as UTF-16, which the site cannot read.')
    expect(p.hint).toMatch(/Save with Encoding", then "UTF-8"/)
    expect(formatProblems([p], { sources: new Map([[p.file, utf16]]) })).not.toContain('\u0000')
  })

  it('a file that is not UTF-8 is refused at the byte, with its line and column, and nothing else is lost', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'latin1-'))
    try {
      for (const dir of ['pages', 'schema', 'public']) fs.cpSync(path.join(root, dir), path.join(tmp, dir), { recursive: true })
      const rel = 'pages/about.yaml'
      const text = fs.readFileSync(path.join(root, rel), 'utf8')
      const lines = text.split('\n')
      const at = lines.findIndex((l) => /^\s+title: /.test(l))
      // "Caf\xe9 ₹" as a Windows-1252 editor saves it: é is the single byte 0xE9 (and ₹ has no byte at all there).
      const before = Buffer.from(lines.slice(0, at).join('\n') + '\n' + lines[at].replace(/title: .*/, 'title: Café'), 'utf8')
      const latin1 = Buffer.concat([
        before.subarray(0, before.length - 2),
        Buffer.from([0xe9]),
        Buffer.from('\n' + lines.slice(at + 1).join('\n'), 'utf8'),
      ])
      fs.writeFileSync(path.join(tmp, rel), latin1)
      const { problems, content } = loadContent({ root: tmp })
      expect(content).toBeUndefined()
      expect(problems).toHaveLength(1)
      const [p] = problems
      const col = lines[at].indexOf('title: ') + 'title: Caf'.length + 1
      expect(formatProblem(p)).toContain(`pages/about.yaml:${at + 1}:${col}`)
      expect(p.message).toBe(
        'this file is not saved as UTF-8: the byte 0xE9 here is not UTF-8 text (often a letter such as "é" or a "₹" saved by a program that uses another encoding).',
      )
      expect(p.hint).toContain('"Save with Encoding", then "UTF-8"')
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })

  it('page file names make good addresses: lower-case letters, digits and dashes, with the name to use', () => {
    const page = fs.readFileSync(path.join(root, 'pages/about.yaml'), 'utf8')
    const { problems } = loadContent({
      root,
      extraPages: new Map([
        ['pages/Our Team.yaml', page],
        ['pages/services/GST_Filing/Annual Return (GSTR-9).yaml', page],
        ['pages/café-offers.yml', page],
      ]),
    })
    expect(problems.filter((p) => p.code === 'bad-file-name').map((p) => `${p.file}:${p.line}:${p.col} ${p.message} | ${p.hint}`)).toEqual([
      'pages/café-offers.yml:1:1 the name "café-offers.yml" cannot be a page address: names of pages and folders use lower-case letters, digits and dashes only. | Rename it to pages/cafe-offers.yml (its address becomes /cafe-offers), and change links to the old name.',
      'pages/Our Team.yaml:1:1 the name "Our Team.yaml" cannot be a page address: names of pages and folders use lower-case letters, digits and dashes only. | Rename it to pages/our-team.yaml (its address becomes /our-team), and change links to the old name.',
      'pages/services/GST_Filing/Annual Return (GSTR-9).yaml:1:1 the name "services/GST_Filing/Annual Return (GSTR-9).yaml" cannot be a page address: names of pages and folders use lower-case letters, digits and dashes only. | Rename it to pages/services/gst-filing/annual-return-gstr-9.yaml (its address becomes /services/gst-filing/annual-return-gstr-9), and change links to the old name.',
    ])
  })

  it('every statement of the opening hours stands in site.yaml, and pages show them by name', () => {
    const { content } = loadContent({ root })
    const texts = content!.site.hours.texts!
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['callCard', 'weekdays', 'saturday', 'sunday', 'emergency', 'legal']))
    const shown = JSON.stringify(content!.pages.get('/contact')!.sections)
    expect(shown).toContain(texts.callCard)
    expect(shown).toContain(texts.weekdays)
    expect(shown).not.toContain('{hours:')
    // Changing the hours in site.yaml changes the contact page.
    const site = fs.readFileSync(path.join(root, 'pages/_site/site.yaml'), 'utf8')
    const later = loadContent({
      root,
      overrides: new Map([['pages/_site/site.yaml', site.replace('callCard: Mon-Sat, 9 AM - 8 PM', 'callCard: Mon-Sat, 10 AM - 7 PM')]]),
    })
    expect(JSON.stringify(later.content!.pages.get('/contact')!.sections)).toContain('Mon-Sat, 10 AM - 7 PM')
    // A name that is not there is a problem.
    const page = fs.readFileSync(path.join(root, 'pages/contact.yaml'), 'utf8').replace('{hours:callCard}', '{hours:callcard}')
    const { problems } = loadContent({ root, overrides: new Map([['pages/contact.yaml', page]]) })
    expect(problems.map((p) => `${p.file} ${p.message} | ${p.hint}`)).toEqual([
      expect.stringMatching(
        /^pages\/contact\.yaml \{hours:callcard\}: pages\/_site\/site\.yaml has no opening-hours text named "callcard"\. \| did you mean \{hours:callCard\}\?/,
      ),
    ])
  })

  it('price rules: unknown price-book id with a suggestion, and an original below the price', () => {
    const src = fixture('bad-price.yaml').replace("icon: shield-chek\n        price: { amount: '2,999' }", 'price: { amount: 2999 }')
    const rel = 'pages/fixture-pages/prices.yaml'
    const problems = loadContent({ root, extraPages: new Map([[rel, src]]) }).problems.filter((p) => p.file === rel)
    expect(problems.map((p) => p.code).sort()).toEqual(['price-order', 'unknown-price'])
    expect(problems.find((p) => p.code === 'unknown-price')!.hint).toContain('did you mean "gst-registration"?')
    expect(problems.find((p) => p.code === 'price-order')!.message).toBe('the struck-through price 5000 is not higher than the price 7499.')
  })

  it('YAML syntax errors point inside the file', () => {
    const [p] = problemsOf('syntax.yaml')
    expect(p.code).toBe('yaml-syntax')
    expect(p.line).toBeGreaterThanOrEqual(3)
    expect(p.line).toBeLessThanOrEqual(5)
  })
})

describe('money in text is data', () => {
  it('finds every way a rupee amount is written here, and no count, year, section or percentage', () => {
    const text =
      'Fees: ₹4,999, ₹ 4999, Rs. 4,999, Rs 499, Rs.1,00,000, INR 2,999, rupees 500, 1,999 rupees, 4999/-, ₹40 lakh, Rs 1.5 crore, ₹2 cr, ₹5k, ₹2,999–4,999, INR 10 lakh.'
    expect(moneyIn(text).map((m) => m.shown)).toEqual([
      '₹4,999',
      '₹ 4999',
      'Rs. 4,999',
      'Rs 499',
      'Rs.1,00,000',
      'INR 2,999',
      'rupees 500',
      '1,999 rupees',
      '4999/-',
      '₹40 lakh',
      'Rs 1.5 crore',
      '₹2 cr',
      '₹5k',
      '₹2,999–4,999',
      'INR 10 lakh',
    ])
    expect(moneyIn(text).map((m) => m.rupees)).toEqual([
      4999, 4999, 4999, 499, 100000, 2999, 500, 1999, 4999, 4000000, 15000000, 20000000, 5000, 2999, 1000000,
    ])
    const notMoney = 'In FY 2025-26, 7.5 lakh households, 12 months, 18% GST, Section 80C, 2 crore people, Form 16 and 9811045670.'
    expect(moneyIn(notMoney).map((m) => m.shown)).toEqual([])
    // Inside a placeholder a figure is data already.
    expect(moneyIn('{price:gst-registration} and {amount:₹40 lakh}, then ₹500')).toMatchObject([{ shown: '₹500', index: 53 }])
    // The digits of India's scripts are digits: found as written, at their place, worth the same.
    expect(moneyIn('GST Registration for ₹४,९९९, Rs ৪৯৯৯/- or ₹੪.੯੯k')).toEqual([
      { shown: '₹४,९९९', index: 21, rupees: 4999 },
      { shown: 'Rs ৪৯৯৯/-', index: 29, rupees: 4999 },
      { shown: '₹੪.੯੯k', index: 42, rupees: 4990 },
    ])
    expect(moneyIn('४,९९९ लोग, २०२६ में')).toEqual([])
  })

  it('a bare amount, however written, is a problem at its place offering {price:id} and {amount:…}; {amount:…} shows as typed', () => {
    const line = (p: Problem) => `${p.line}:${p.col} ${p.code} ${p.message.split(' is ')[0]}`
    const problems = problemsOf('money-in-text.yaml')
    expect(problems.map(line)).toEqual([
      '7:39 bare-amount INR 2,999',
      '7:52 bare-amount rupees 2999',
      '7:77 bare-amount 2,999 rupees',
      '11:28 bare-amount Rs. 2,999/-',
      '11:55 bare-amount Rs 999',
      '11:85 bare-amount ₹ 4,999',
      '13:23 bare-amount ₹40 lakh',
      '13:45 bare-amount ₹20 lakh',
      '13:72 bare-amount Rs.1.5 crore',
      '13:106 bare-amount ₹2,999–4,999',
      '13:123 bare-amount 4999/-',
      '15:98 bad-value {amount:forty} holds no rupee amount.',
    ])
    expect(problems[0].message).toBe('INR 2,999 is typed as a plain figure, so nothing says whether it is one of our prices.')
    // The service named next to it is offered first; the other fix keeps the figure as it is typed.
    expect(problems[0].hint).toBe(
      "If it is the price of GST Registration, write {price:gst-registration} in its place: it shows the price book's figure (₹2,999 today) and follows every change there. If it is not one of our prices (a limit in law, a government fee), write {amount:INR 2,999}: it shows exactly as typed.",
    )
    expect(problems[6].hint).toContain('write {amount:₹40 lakh}: it shows exactly as typed.')
    expect(problems[6].hint).toContain("If it is one of our prices, write {price:…} in its place with the service's id from the price book")
    // Rendered: {price:id} shows the book's figure, {amount:…} what it holds, without the braces.
    const rel = 'pages/fixture-pages/money-in-text.yaml'
    const { content } = loadContent({ root, extraPages: new Map([[rel, fixture('money-in-text.yaml')]]), allowRuleProblems: true })
    const answer = JSON.stringify(content!.pages.get('/fixture-pages/money-in-text')!.sections[1])
    expect(answer).toContain('₹2,999 for the registration, ₹40 lakh the limit')
    expect(answer).not.toContain('{amount:₹40 lakh}')
  })

  it('after a reprice, an old figure in a sentence that does not name the service (a FAQ answer) is no longer missed', () => {
    const catalog = fs.readFileSync(path.join(root, 'pages/_site/catalog.yaml'), 'utf8')
    const repriced = catalog.replace(
      'price: { amount: 2999, original: 3999, govtFee: true }',
      'price: { amount: 3199, original: 3999, govtFee: true }',
    )
    const rel = 'pages/fixture-pages/faq-figure.yaml'
    const page = [
      'meta:',
      '  title: A FAQ answer',
      '  description: The service is named in the question only.',
      'sections:',
      '  - type: hero',
      '    heading: GST Registration',
      '  - type: faq',
      '    items:',
      '      - question: How much is GST registration?',
      '        answer: It is INR 2,999/- with every document, starting from the first call.',
      '',
    ].join('\n')
    const { problems } = loadContent({
      root,
      overrides: new Map([['pages/_site/catalog.yaml', repriced]]),
      extraPages: new Map([[rel, page]]),
      base: { ref: 'the book on disk', catalog: parse(catalog, { schema: 'core' }), pageFiles: [] },
    })
    expect(problems.filter((p) => p.file === rel).map((p) => `${p.line}:${p.col} ${p.code} ${p.message}`)).toEqual([
      '10:23 bare-amount INR 2,999/- is typed as a plain figure, so nothing says whether it is one of our prices.',
    ])
  })

  it('each bare amount and typed phone number comes with one-click fixes; the editor applies them and nothing stands', () => {
    const rel = 'pages/fixture-pages/money-in-text.yaml'
    const problems = problemsOf('money-in-text.yaml')
    expect(problems[0].fixes?.map((f) => f.label)).toEqual([
      'Our price: write {price:gst-registration}',
      'Not our price: write {amount:INR 2,999}',
    ])
    expect(problems[6].fixes?.map((f) => f.label)).toEqual(['Not our price: write {amount:₹40 lakh}'])
    // Every amount declared with its last fix, the {amount:forty} slip written as a figure, and the number as {phone}.
    let data = parse(fixture('money-in-text.yaml').replace('{amount:forty}', '{amount:₹40}'))
    for (const p of problems) if (p.fixes) data = fixAt(data, p.path, p.fixes.at(-1)!)
    expect(JSON.stringify(data)).toContain('Our fee is {amount:Rs. 2,999/-} and the filing {amount:Rs 999} a month')
    const phone = 'pages/fixture-pages/typed-phone.yaml'
    let page = parse(fixture('typed-phone.yaml'))
    for (const p of problemsOf('typed-phone.yaml').reverse()) page = fixAt(page, p.path, p.fixes![0])
    const { problems: after } = loadContent({
      root,
      extraPages: new Map([
        [rel, stringify(data)],
        [phone, stringify(page)],
      ]),
    })
    expect(after.map((p) => formatProblem(p))).toEqual([])
    expect(JSON.stringify(page)).toContain('Call {phone} or {phone}, or write to {email}.')
  })

  it("a declared {amount:…} said of the page's own service still has to agree with the page's price", () => {
    const file = 'pages/services/business-setup-services/ngo-registration.yaml'
    const src = fs.readFileSync(path.join(root, file), 'utf8')
    expect(src).toContain('for {amount:₹6,249}.')
    const raised = src.replace(/(sections:\n {2}- type: hero[\s\S]*?price: \{ ref: ngo-registration, amount: )6249/, '$16499')
    expect(raised).not.toBe(src)
    const { problems } = loadContent({ root, overrides: new Map([[file, raised]]) })
    expect(problems.map((p) => `${p.file}:${p.line} ${p.code} ${p.message.split(' nor ')[0]} | ${p.hint?.split(', or ')[0]}`)).toEqual([
      `${file}:4 price-mismatch ₹6,249 is neither the price this page shows (₹6,499) | Write the figure this text means: {amount:₹6,499} for this page's own price`,
    ])
  })

  it("a page showing one service at two figures (its own price box beside the book's on a card) is warned about, without stopping the check", () => {
    const rel = 'pages/fixture-pages/two-prices.yaml'
    // At a fixed moment: what has ended and which deadlines are past depend on the day (rules/schedule.ts).
    const now = Date.parse('2026-11-27T12:00:00+05:30')
    const { problems, warnings, content } = loadContent({ root, now, extraPages: new Map([[rel, fixture('two-prices.yaml')]]) })
    expect(problems).toEqual([])
    expect(content).toBeDefined()
    expect((warnings ?? []).map((p) => `${p.file}:${p.line}:${p.col} ${p.code} ${p.message} | ${p.hint}`)).toEqual([
      `${rel}:7:12 two-prices this page shows GST Registration at two prices: ₹2,499 here (this page's own figure) and ₹2,999 at sections[1] (cards) › items[0] › price. | Visitors read both. To show the price book's ₹2,999 in both places, remove "amount:" (and "original:") here; if this page's own figure is meant, give the other place the same figure.`,
    ])
    expect(formatProblems(warnings!, { warning: true }).split('\n').at(-1)).toBe('1 warning in 1 file: worth a look, nothing was stopped.')
    // The same figure in both places, or a sentence with {price:id} beside the book's own box, is one price.
    const same = fixture('two-prices.yaml').replace('amount: 2499, original: 3999', 'amount: 2999, original: 3999')
    expect(loadContent({ root, now, extraPages: new Map([[rel, same]]) }).warnings).toBeUndefined()
    // The site itself shows every service at one figure per page (on the test build's day: ended sections are
    // said of later days).
    expect(loadContent({ root, now: siteTime({ SITE_TIME: TEST_SITE_TIME }) }).warnings).toBeUndefined()
  })

  it('what the site shows holds no placeholder: the blog list, breadcrumbs and PDFs fill them as the pages do', () => {
    const { content } = loadContent({ root })
    // Pages, and the shared data the PDFs and the guide are made from.
    const shown = JSON.stringify([...content!.pages.values(), ...content!.data.values()])
    expect(shown).toContain('up to ₹12 lakh')
    expect(shown).not.toMatch(/\{(?:amount|price):/)
  })

  it("the business's own number typed into text is a problem, with {phone} as the fix; a tel: link is told to use a phone button", () => {
    expect(problemsOf('typed-phone.yaml').map((p) => `${p.line}:${p.col} ${p.code} ${p.message} | ${p.hint}`)).toEqual([
      '7:23 old-contact the phone number +91 98110 45670 is typed out: when the business number changes in Company details, this copy stays behind. | Write {phone} in its place: it shows the business number from Company details, today and after any change.',
      '7:42 old-contact the phone number 9811045670 is typed out: when the business number changes in Company details, this copy stays behind. | Write {phone} in its place: it shows the business number from Company details, today and after any change.',
    ])
    const link = fixture('typed-phone.yaml').replace('or 9811045670', 'or [tap to call](tel:+919811045670)')
    const rel = 'pages/fixture-pages/typed-link.yaml'
    const { problems } = loadContent({ root, extraPages: new Map([[rel, link]]) })
    expect(problems.filter((p) => p.file === rel).map((p) => p.hint)).toEqual([
      'Write {phone} in its place: it shows the business number from Company details, today and after any change.',
      'Use a button of type phone in place of this link: it dials the number from Company details.',
    ])
  })
})

describe('formatting', () => {
  const p: Problem = {
    file: 'pages/x.yaml',
    line: 2,
    col: 5,
    code: 'missing-field',
    where: 'sections[0] (faq) › items[2]',
    path: ['sections', 0, 'items', 2, 'answer'],
    message: 'missing required field "answer".',
    hint: 'Add "answer:".',
  }

  it('prints file:line:col, the path, the message, the fix and a two-line code frame', () => {
    const out = formatProblem(p, { sources: new Map([['pages/x.yaml', 'a: 1\nb:  2\n']]) })
    expect(out).toBe(
      [
        'pages/x.yaml:2:5  [missing-field]',
        '  sections[0] (faq) › items[2]: missing required field "answer".',
        '  fix: Add "answer:".',
        '    1 | a: 1',
        '  > 2 | b:  2',
        '      |     ^',
      ].join('\n'),
    )
  })

  it('closes with a count and says nothing was built', () => {
    expect(formatProblems([p, p]).split('\n').at(-1)).toBe('2 problems in 1 file. Nothing was built.')
  })

  it('code frame of the first line has no line before it', () => {
    expect(codeFrame('x: 1', 1, 1)).toEqual(['  > 1 | x: 1', '      | ^'])
  })

  it('annotations escape newlines for CI', () => {
    expect(formatAnnotation({ ...p, hint: 'a\nb' })).toBe(
      '::error file=pages/x.yaml,line=2,col=5,title=missing-field::sections[0] (faq) › items[2]: missing required field "answer". a%0Ab',
    )
  })
})

describe('suggestions', () => {
  it('finds close matches and nothing for far ones', () => {
    expect(didYouMean('anwser', ['question', 'answer'])).toBe('answer')
    expect(didYouMean('herro', ['hero', 'faq'])).toBe('hero')
    expect(didYouMean('zzzzzz', ['hero', 'faq'])).toBeUndefined()
  })
})

describe('schemas', () => {
  const schemaDir = path.join(root, 'schema')
  const set = loadSchemas(schemaDir)

  it('every property of every schema has a description', () => {
    const missing: string[] = []
    const visit = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${at}[${i}]`))
      const o = node as Record<string, unknown>
      if (o.properties && typeof o.properties === 'object')
        for (const [k, v] of Object.entries(o.properties as Record<string, Record<string, unknown>>))
          if (!v.description) missing.push(`${at}.properties.${k}`)
      for (const [k, v] of Object.entries(o)) visit(v, `${at}.${k}`)
    }
    for (const [id, s] of set.schemas) visit(s, id)
    expect(missing).toEqual([])
  })

  it('the page schema lists exactly the section schema files', () => {
    const files = fs
      .readdirSync(path.join(schemaDir, 'sections'))
      .map((f) => f.replace('.schema.json', ''))
      .sort()
    expect([...set.sectionTypes].sort()).toEqual(files)
  })
})

describe('a title that ends with the site’s name', () => {
  const page = (title: string) =>
    `meta:\n  title: ${title}\n  description: A page used to test what the checker says about its title.\nsections:\n  - type: hero\n    heading: A Heading\n    description: A short paragraph under the heading.\n`
  const warned = (rel: string, title: string) =>
    (loadContent({ root, extraPages: new Map([[rel, page(title)]]) }).warnings ?? [])
      .filter((p) => p.file === rel && p.code === 'title-suffix')
      .map((p) => `${p.where}: ${p.message}`)

  it('is a warning naming how the tab would read, in English and in Hindi', () => {
    expect(warned('pages/fixture-pages/titled.yaml', 'GST Registration | SetuBiz')).toEqual([
      'meta › title: the title "GST Registration | SetuBiz" ends with the site\'s name, which every page\'s title gets by itself: it would read "GST Registration | SetuBiz | SetuBiz".',
    ])
    expect(warned('pages/fixture-pages/titled.yaml', 'GST Registration - setubiz')).toHaveLength(1)
    expect(warned('pages/hi/fixture-pages/titled.yaml', 'जीएसटी रजिस्ट्रेशन | SetuBiz')).toHaveLength(1)
  })

  it('is not said of a title that names the site elsewhere, or of a word that only ends like it', () => {
    expect(warned('pages/fixture-pages/titled.yaml', 'Why SetuBiz for GST Registration')).toEqual([])
    expect(warned('pages/fixture-pages/titled.yaml', 'About NotSetuBiz')).toEqual([])
  })

  it('is said of no page of this site', () => {
    expect((loadContent({ root }).warnings ?? []).filter((p) => p.code === 'title-suffix')).toEqual([])
  })
})
