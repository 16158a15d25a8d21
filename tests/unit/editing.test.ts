// @vitest-environment node
/**
 * Editing without a developer: the editor set-up in .vscode/, an example on every schema property (the
 * editor offers it while typing), enum values explained in words, and CI annotations from the checker.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import { listYaml, loadContent } from '../../scripts/lib/content/index.ts'
import { SECTION_KEYWORD, sectionsAbout } from '../../src/checker/sections.ts'
import { fsSource } from '../../scripts/lib/content/fs-source.ts'

const root = path.resolve(import.meta.dirname, '../..')
const schemaDir = path.join(root, 'schema')

type Schema = Record<string, unknown>
const walk = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.schema.json') ? [path.join(dir, e.name)] : []))
const schemas = new Map<string, Schema>(
  walk(schemaDir).map((f) => [path.relative(schemaDir, f).split(path.sep).join('/'), JSON.parse(fs.readFileSync(f, 'utf8')) as Schema]),
)

/** Schemas whose every property must carry examples. The form schemas and the guide/blog ones belong to other people. */
const OTHERS =
  /^(sections\/(lead-form|contact-form|newsletter|campaign-form|lead-magnet|thank-you|guide-viewer|blog-index|article)|forms|guide|downloads)\.schema\.json$/
const mine = [...schemas.keys()].filter((id) => !OTHERS.test(id)).sort()

/** Every entry of every "properties" object, with its JSON pointer. */
function properties(schema: Schema): { pointer: string; name: string; prop: Schema }[] {
  const out: { pointer: string; name: string; prop: Schema }[] = []
  const visit = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${at}/${i}`))
    const o = node as Schema
    if (o.properties && typeof o.properties === 'object')
      for (const [name, prop] of Object.entries(o.properties as Record<string, Schema>))
        out.push({ pointer: `${at}/properties/${name}`, name, prop })
    for (const [k, v] of Object.entries(o)) if (k !== 'examples' && k !== 'default') visit(v, `${at}/${k}`)
  }
  visit(schema, '')
  return out
}

describe('editor set-up', () => {
  const settings = JSON.parse(fs.readFileSync(path.join(root, '.vscode/settings.json'), 'utf8')) as {
    'yaml.validate': boolean
    'yaml.schemas': Record<string, string[]>
    'files.associations': Record<string, string>
  }
  /** Minimal glob matching as the YAML extension does it: ** any folders, * within a name, "!" excludes. */
  const toRegex = (glob: string) =>
    new RegExp(
      '^' +
        glob
          .split(/(\*\*\/|\*\*|\*)/)
          .map((part) => ({ '**/': '(?:.*/)?', '**': '.*', '*': '[^/]*' })[part] ?? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('') +
        '$',
    )
  const matches = (patterns: string[], file: string) => {
    let hit = false
    for (const p of patterns) if (toRegex(p.replace(/^!/, '')).test(file)) hit = !p.startsWith('!')
    return hit
  }
  const schemasFor = (file: string) =>
    Object.entries(settings['yaml.schemas'])
      .filter(([, patterns]) => matches(patterns, file))
      .map(([s]) => s)

  it('validates YAML and maps every content file to exactly the schema its first line names', () => {
    expect(settings['yaml.validate']).toBe(true)
    expect(settings['files.associations']['**/pages/**/*.yaml']).toBe('yaml')
    for (const rel of listYaml(root)) {
      const named = fs.readFileSync(path.join(root, rel), 'utf8').split('\n')[0].split('$schema=')[1]
      const expected =
        './' +
        path
          .relative(root, path.resolve(path.dirname(path.join(root, rel)), named))
          .split(path.sep)
          .join('/')
      expect(schemasFor(rel), rel).toEqual([expected])
    }
    // A new page or data file, before anyone writes its first line, gets the right schema too.
    expect(schemasFor('pages/services/new-category/new-service.yaml')).toEqual(['./schema/page.schema.json'])
    expect(schemasFor('pages/_site/site.yaml')).toEqual(['./schema/site.schema.json'])
  })

  it('points only at schema files that exist', () => {
    for (const file of Object.keys(settings['yaml.schemas'])) expect(fs.existsSync(path.join(root, file)), file).toBe(true)
  })

  it('recommends the YAML extension', () => {
    const ext = JSON.parse(fs.readFileSync(path.join(root, '.vscode/extensions.json'), 'utf8')) as { recommendations: string[] }
    expect(ext.recommendations).toContain('redhat.vscode-yaml')
  })
})

describe('schema examples', () => {
  it('covers the schemas it should', () => {
    expect(mine).toEqual(
      expect.arrayContaining([
        'defs.schema.json',
        'page.schema.json',
        'site.schema.json',
        'catalog.schema.json',
        'sections/hero.schema.json',
        'sections/faq.schema.json',
      ]),
    )
    expect(mine).not.toContain('sections/lead-form.schema.json')
  })

  it('every property of our schemas has at least one example', () => {
    const missing = mine.flatMap((id) =>
      properties(schemas.get(id)!)
        .filter(({ prop }) => !Array.isArray(prop.examples) || prop.examples.length === 0)
        .map(({ pointer }) => `${id}#${pointer}`),
    )
    expect(missing).toEqual([])
  })

  it('every example (in every schema) is valid for its property, so copying it never breaks a page', () => {
    const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, allowUnionTypes: true })
    addFormats.default(ajv, ['email', 'date', 'date-time'])
    ajv.addKeyword(SECTION_KEYWORD)
    for (const s of schemas.values()) ajv.addSchema(s)
    const invalid: string[] = []
    for (const [id, schema] of schemas) {
      for (const { pointer, prop } of properties(schema)) {
        if (!Array.isArray(prop.examples)) continue
        const validate = ajv.compile({ $ref: `${id}#${pointer}` })
        prop.examples.forEach((ex, i) => {
          if (!validate(ex)) invalid.push(`${id}#${pointer} examples[${i}]: ${ajv.errorsText(validate.errors)}`)
        })
      }
    }
    expect(invalid).toEqual([])
  })

  it('enum values are explained in words in the description', () => {
    const unexplained: string[] = []
    for (const id of mine) {
      const visit = (node: unknown, at: string, parent?: Schema) => {
        if (!node || typeof node !== 'object') return
        if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${at}/${i}`, parent))
        const o = node as Schema
        if (Array.isArray(o.enum)) {
          const text = `${String(o.description ?? '')} ${String(parent?.description ?? '')}`
          const missing = o.enum.filter((v) => !new RegExp(`(^|[^a-z0-9-])${String(v)}($|[^a-z0-9-])`).test(text))
          // A long list (the icon names) is offered by the editor as you type; then the description must say so.
          if (missing.length && !(o.enum.length > 12 && /as you type/.test(text)))
            unexplained.push(`${id}#${at}: ${missing.map((v) => `"${String(v)}"`).join(', ')} not explained`)
        }
        for (const [k, v] of Object.entries(o)) if (k !== 'examples' && k !== 'default') visit(v, `${at}/${k}`, o)
      }
      visit(schemas.get(id), '')
    }
    expect(unexplained).toEqual([])
  })
})

describe('CI', () => {
  it('the test command runs the content check with annotations', () => {
    const testAll = fs.readFileSync(path.join(root, 'scripts/test-all.ts'), 'utf8')
    expect(testAll).toContain('scripts/check.ts --annotations')
  })

  it('a broken page makes `check --annotations` exit 1 and print a GitHub annotation per problem', () => {
    // A copy of the checker and the content, with one page broken: the real CLI, not a re-implementation.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'check-ci-'))
    try {
      for (const dir of ['scripts/lib', 'src', 'schema', 'pages', 'public'])
        fs.cpSync(path.join(root, dir), path.join(tmp, dir), { recursive: true })
      fs.copyFileSync(path.join(root, 'scripts/check.ts'), path.join(tmp, 'scripts/check.ts'))
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'))
      const rel = 'pages/about.yaml'
      const lines = fs.readFileSync(path.join(tmp, rel), 'utf8').split('\n')
      const at = lines.findIndex((l) => /^\s+heading: /.test(l))
      lines[at] = lines[at].replace('heading:', 'headng:')
      fs.writeFileSync(path.join(tmp, rel), lines.join('\n'))
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', '--annotations'], {
        cwd: tmp,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_ACTIONS: '' },
      })
      expect(r.status).toBe(1)
      const col = lines[at].indexOf('headng') + 1
      expect(r.stdout).toContain(`::error file=${rel},line=${at + 1},col=${col},title=unknown-field::`)
      expect(r.stdout).toContain('did you mean "heading"?')
      // The readable report goes to stderr, with the code frame.
      expect(r.stderr).toContain(`${rel}:${at + 1}:${col}`)
      expect(r.stderr).toContain(`> ${at + 1} |`)
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('docs/EDITING.md', () => {
  const doc = fs.readFileSync(path.join(root, 'docs/EDITING.md'), 'utf8')

  it('shows a picture of every section type, made by section-shots, small enough for the repository', () => {
    for (const type of sectionsAbout(fsSource(root)).keys()) {
      expect(doc, type).toContain(`### ${type}\n`)
      expect(doc, type).toContain(`](sections/${type}.png)`)
      const png = fs.readFileSync(path.join(root, 'docs/sections', `${type}.png`))
      expect(png.subarray(1, 4).toString(), type).toBe('PNG')
      expect(png.readUInt32BE(16), `${type} width`).toBe(1280)
      expect(png.length, `${type}.png size`).toBeLessThan(160 * 1024)
    }
  })

  it('the samples behind the pictures (one in each section schema) pass the checker', async () => {
    const { shotPage } = await import('../../scripts/section-shots.ts')
    const pages = new Map([...sectionsAbout(fsSource(root))].map(([t, about]) => [`pages/section-shots/${t}.yaml`, shotPage(t, about)]))
    const { problems } = loadContent({ root, extraPages: pages })
    expect(problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message} ${p.hint ?? ''}`)).toEqual([])
  })

  it('the error example is what the checker says today', () => {
    // The same three slips as the example, in a page of their own: the words must match the guide.
    const page = [
      '# yaml-language-server: $schema=../../schema/page.schema.json',
      'meta: { title: Example, description: Example page. }',
      'sections:',
      '  - type: hero',
      '    heading: Example',
      '  - type: cards',
      '    items:',
      "      - { title: A, description: B, price: { amount: '₹4,999' } }",
      '  - type: faq',
      '    items:',
      '      - question: When does ESI apply?',
      '        anwser: Soon.',
    ].join('\n')
    const rel = 'pages/docs-example/example.yaml'
    const first = loadContent({ root, extraPages: new Map([[rel, page]]) }).problems
    const fixed = page.replace("{ amount: '₹4,999' }", '{ ref: labour-complaince }').replace('anwser:', 'answer:')
    const second = loadContent({ root, extraPages: new Map([[rel, fixed]]) }).problems
    const shown = [...first, ...second]
    expect(shown.map((p) => p.code).sort()).toEqual(['bad-type', 'unknown-field', 'unknown-price'])
    for (const p of shown) {
      expect(doc).toContain(`${p.message}`)
      expect(doc).toContain(`fix: ${p.hint}`)
    }
  })

  it('documents the commands it tells people to run', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    for (const m of doc.matchAll(/npm run ([a-z:-]+)/g)) expect(pkg.scripts, m[0]).toHaveProperty([m[1]])
  })
})
