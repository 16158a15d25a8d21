// @vitest-environment node
/**
 * One price-reading rule (docs/DECISIONS.md, "A figure said of a service is its price, whatever the wording"):
 * the page editor, `npm run check`, the price-book save and Publish are fed the same sentences, and each finds
 * the same problems at the same places, each with "Our price" to write the named service's {price:…}.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { copySite } from '../../scripts/editor/site-copy.ts'
import { applyEdit } from '../../src/editor-calls/yaml-edit.ts'
import { call } from './local-call.ts'
import { refused } from './refusal.ts'

const repo = path.resolve(import.meta.dirname, '../..')
const PAGE = 'pages/services/compliance-services/gst-compliance.yaml'
const BOOK = 'pages/_site/catalog.yaml'

/**
 * Sentences said of GST Registration (₹2,999 in the price book) with a figure that is not its price: ₹999 is
 * Monthly GST Filing's, the category's cheapest, and ₹1,149 nobody's. Each wording, bare and declared.
 */
const SAID: [question: string, answer: string, figure: string][] = [
  ['Is GST registration cheap?', 'GST registration starting at just ₹1,149.', '₹1,149'],
  ['What do you charge?', 'GST registration from {amount:₹999}.', '₹999'],
  ['What is the fee?', 'GST registration starts at {amount:₹999} only.', '₹999'],
  ['What is your price?', 'GST registration costs only ₹999, all documents included.', '₹999'],
  ['Is there a discount?', 'GST registration for just {amount:₹999}.', '₹999'],
  ['What does it cost?', 'GST registration costs {amount:₹2,999}–{amount:₹4,999} depending on the state.', '₹4,999'],
  ['How much does GST registration cost?', 'From {amount:₹999}, all documents included.', '₹999'],
]

/** A problem as each way says it: where, and what. */
const key = (p: { file: string; line: number; col: number }) => `${p.file}:${p.line}:${p.col}`

const cleanup: string[] = []
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true })
})

describe('one price-reading rule', () => {
  it('the page editor, npm run check, the price-book save and Publish find the same problems, each with "Our price"', async () => {
    const office = copySite('price-rule')
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'price-rule-bare-'))
    cleanup.push(office.dir, bare)
    // English pages only, from the first commit: the sentences go on one page alone, and a Hindi page must show
    // its English page's prices (tests/integration/editor-hindi.test.ts keeps the two level).
    fs.rmSync(path.join(office.dir, 'pages/hi'), { recursive: true, force: true })
    fs.rmSync(path.join(office.dir, '.git'), { recursive: true, force: true })
    office.git('init', '-q')
    office.git('add', '-A')
    office.git('commit', '-qm', 'the site in English')
    execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main'], { cwd: bare })
    office.git('branch', '-M', 'main')
    office.git('remote', 'add', 'origin', bare)
    office.git('push', '--quiet', '-u', 'origin', 'main')

    // The FAQ answers as the page editor sends them.
    const text = fs.readFileSync(path.join(office.dir, PAGE), 'utf8')
    const data = parse(text) as { sections: { type: string; items?: { question: string; answer: string }[] }[] }
    const faq = data.sections.find((s) => s.type === 'faq')!
    for (const [question, answer] of SAID) faq.items!.push({ question, answer })
    const after = applyEdit(text, data)
    const lineOf = (answer: string) => after.split('\n').findIndex((l) => l.includes(answer)) + 1

    // 1. The page editor, as the person types.
    const editor = (await call(office.dir, 'check', { file: PAGE, data })).problems.filter((p) => p.file === PAGE)
    expect(editor.map((p) => p.line).sort((a, b) => a - b)).toEqual(SAID.map(([, answer]) => lineOf(answer)))
    for (const [, answer, figure] of SAID) {
      const p = editor.find((x) => x.line === lineOf(answer))!
      expect(p.code, answer).toBe('price-mismatch')
      expect(p.message, answer).toBe(`${figure} is said of GST Registration, but the price book says ₹2,999.`)
      expect(
        p.fixes?.map((f) => f.label),
        answer,
      ).toEqual(['Our price: write {price:gst-registration}'])
    }
    // The fix writes the price book's figure, and then nothing stands.
    const fixed = structuredClone(data)
    const items = fixed.sections.find((s) => s.type === 'faq')!.items!
    for (const p of editor) {
      const item = items.find((i) => lineOf(i.answer) === p.line)!
      const fix = p.fixes![0]
      expect(item.answer.slice(fix.at, fix.at + fix.from.length)).toBe(fix.from)
      item.answer = item.answer.slice(0, fix.at) + fix.to + item.answer.slice(fix.at + fix.from.length)
    }
    expect((await call(office.dir, 'check', { file: PAGE, data: fixed })).problems).toEqual([])

    // The same text typed into the file directly (saving it in the editor is refused).
    expect(
      (await refused(call(office.dir, 'save', { file: PAGE, data, version: (await call(office.dir, 'file', { file: PAGE })).version })))
        .status,
    ).toBe(422)
    fs.writeFileSync(path.join(office.dir, PAGE), after)

    // 2. npm run check.
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', '--root', office.dir, '--annotations'], {
      cwd: repo,
      encoding: 'utf8',
    })
    expect(check.status).toBe(1)
    const annotations = check.stdout
      .split('\n')
      .filter((l) => l.startsWith('::error '))
      .map((l) => {
        const [, file, line, col, code, said] = /^::error file=([^,]+),line=(\d+),col=(\d+),title=([^:]+)::(.*)$/.exec(l)!
        return { file, line: Number(line), col: Number(col), code, said }
      })

    // 3. A price-book save, of an unrelated change.
    const book = await call(office.dir, 'file', { file: BOOK })
    const entries = (book.data as { entries: { id: string; price: { amount?: number } }[] }).entries
    entries.find((e) => e.id === 'auditing')!.price.amount = 15500
    const save = await refused(call(office.dir, 'save', { file: BOOK, data: book.data, version: book.version }))
    expect(save.status).toBe(422)
    const saveProblems = (save.body as { problems: { file: string; line: number; col: number; message: string; code: string }[] }).problems

    // 4. Publish: what it shows before, and what it refuses.
    const preview = await call(office.dir, 'publishPreview')
    const publish = await refused(call(office.dir, 'publish', { summary: 'GST prices', withOthers: true }))
    expect(publish.status).toBe(422)
    const publishProblems = (publish.body as { problems: { file: string; line: number; col: number; message: string }[] }).problems

    // All four agree: the same problems, at the same places, in the same words.
    const said = (ps: { file: string; line: number; col: number; message: string }[]) => ps.map((p) => `${key(p)} ${p.message}`).sort()
    const expected = said(editor)
    expect(expected).toHaveLength(SAID.length)
    expect(said(saveProblems)).toEqual(expected)
    expect(said(preview.problems)).toEqual(expected)
    expect(said(publishProblems)).toEqual(expected)
    expect(annotations.map((a) => key(a)).sort()).toEqual(editor.map(key).sort())
    for (const p of editor) expect(annotations.find((a) => key(a) === key(p))?.said).toContain(p.message)
    expect(saveProblems.every((p) => p.code === 'price-mismatch')).toBe(true)
  }, 120_000)
})
