/**
 * lucide-react + schema/defs.schema.json → src/generated/icons.ts: the drawing of every icon the schema
 * allows (definitions.Icon), as the pages carry it. The checker resolves pages with it wherever it runs
 * (a browser and the host functions among them), so it reads no lucide file and evaluates no code there.
 *
 * Run by `npm run gen:icons` (and by `npm run gen:types`); `--check` fails when the written file is stale
 * (CI runs it through `npm test`).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import prettier from 'prettier'
import type { IconNode } from '../src/content/model.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const iconsFile = path.join(root, 'src/generated/icons.ts')
const require = createRequire(import.meta.url)
const lucide = path.dirname(require.resolve('lucide-react/package.json'))
const iconDir = path.join(lucide, 'dist/esm/icons')

/** The icon names the schema allows, in name order. */
export function allowedIcons(dir = root): string[] {
  const defs = JSON.parse(fs.readFileSync(path.join(dir, 'schema/defs.schema.json'), 'utf8')) as {
    definitions: { Icon: { enum: string[] } }
  }
  return [...defs.definitions.Icon.enum].sort()
}

/** An icon's SVG elements from lucide-react's own module (its exported data), without React's keys. */
async function lucideNode(name: string): Promise<IconNode> {
  const file = path.join(iconDir, `${name}.mjs`)
  if (!fs.existsSync(file)) throw new Error(`lucide-react ${lucideVersion()} has no icon named "${name}" (schema/defs.schema.json, Icon)`)
  // Old names are aliases: export { default } from './new-name.mjs'
  const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(fs.readFileSync(file, 'utf8'))?.[1]
  if (alias) return lucideNode(alias)
  const { __iconData: data } = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } }
  if (!data) throw new Error(`lucide-react changed its icon file format (${name}.mjs exports no __iconData)`)
  return data.node.map(([tag, attrs]) => [tag, Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== 'key'))])
}

const lucideVersion = () => (JSON.parse(fs.readFileSync(path.join(lucide, 'package.json'), 'utf8')) as { version: string }).version

/** The text of src/generated/icons.ts for the site's schema. */
export async function iconsModule(siteRoot = root): Promise<string> {
  const nodes: Record<string, IconNode> = {}
  for (const name of allowedIcons(siteRoot)) nodes[name] = await lucideNode(name)
  const text = `/* Generated from schema/defs.schema.json (Icon) and lucide-react by \`npm run gen:icons\` (scripts/gen-icons.ts). DO NOT EDIT. */
import type { IconNode } from '../content/model.ts'

/** The lucide-react version the drawings are from. */
export const LUCIDE_VERSION = ${JSON.stringify(lucideVersion())}

/** Each icon the schema allows: its SVG elements, as lucide-react draws it. */
export const ICON_NODES: Record<string, IconNode> = ${JSON.stringify(nodes)}
`
  const config = (await prettier.resolveConfig(iconsFile)) ?? {}
  return prettier.format(text, { ...config, parser: 'typescript' })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await iconsModule()
  const now = fs.existsSync(iconsFile) ? fs.readFileSync(iconsFile, 'utf8') : ''
  if (process.argv.includes('--check')) {
    if (now !== text) {
      console.error(
        `${path.relative(root, iconsFile)} out of date with schema/ or lucide-react. Run \`npm run gen:icons\` and commit the result.`,
      )
      process.exit(1)
    }
    console.log('icon drawings are up to date')
  } else {
    fs.writeFileSync(iconsFile, text)
    console.log(`wrote ${path.relative(root, iconsFile)} (${(Buffer.byteLength(text) / 1024).toFixed(0)} KB)`)
  }
}
