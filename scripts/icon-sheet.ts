/**
 * npm run shots:icons: docs/icons.svg, a picture of every icon the schema allows (schema/defs.schema.json,
 * Icon), each with its name, drawn from the same lucide data the site uses. The checker points editors here
 * when an icon name is wrong.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { iconNode } from '../src/checker/icons.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const ICON_SHEET = 'docs/icons.svg'

export function allowedIcons(dir = root): string[] {
  const defs = JSON.parse(fs.readFileSync(path.join(dir, 'schema/defs.schema.json'), 'utf8')) as {
    definitions: { Icon: { enum: string[] } }
  }
  return [...defs.definitions.Icon.enum].sort()
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** The sheet: 6 columns of 150 × 88 px cells, each an icon at 32 px and its name below. */
export function iconSheet(names: string[]): string {
  const cols = 6
  const w = 150
  const h = 88
  const rows = Math.ceil(names.length / cols)
  const cells = names.map((name, i) => {
    const x = (i % cols) * w
    const y = Math.floor(i / cols) * h
    const shapes = iconNode(name)
      .map(
        ([tag, attrs]) =>
          `<${tag} ${Object.entries(attrs)
            .map(([k, v]) => `${k}="${escape(v)}"`)
            .join(' ')}/>`,
      )
      .join('')
    return (
      `<g transform="translate(${x} ${y})">` +
      `<g transform="translate(${w / 2 - 16} 14) scale(1.3333)" fill="none" stroke="#1e3a8a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>` +
      `<text x="${w / 2}" y="72" text-anchor="middle">${escape(name)}</text></g>`
    )
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * w}" height="${rows * h}" viewBox="0 0 ${cols * w} ${rows * h}" font-family="Arial, Helvetica, sans-serif" font-size="13" fill="#0f172a">\n` +
    `<title>The ${names.length} icons a page may use (write the name under the picture after icon:)</title>\n` +
    `<rect width="100%" height="100%" fill="#ffffff"/>\n` +
    cells.join('\n') +
    '\n</svg>\n'
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = allowedIcons()
  fs.writeFileSync(path.join(root, ICON_SHEET), iconSheet(names))
  console.log(`wrote ${ICON_SHEET}: ${names.length} icons`)
}
