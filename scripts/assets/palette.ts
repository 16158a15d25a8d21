/**
 * The colours of the PDF guides and the guide images, read from the site's own theme (the `@theme` block of
 * src/styles/theme.css), so the site, the PDFs and the images share one palette and a colour changes in one place.
 */
import fs from 'node:fs'
import path from 'node:path'

const CSS = path.resolve(import.meta.dirname, '../../src/styles/theme.css')

/** `--color-trust-600: #1d4ed8;` → { 'trust-600': '#1d4ed8' } from the @theme block. */
export function themeColors(css = fs.readFileSync(CSS, 'utf8')): Record<string, string> {
  const theme = /@theme\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? ''
  return Object.fromEntries([...theme.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2].toLowerCase()]))
}

/** The names the asset writers use, each a colour of the site's theme. */
const ROLES = {
  navy: 'trust-800',
  blue: 'trust-600',
  blue50: 'trust-50',
  blue100: 'trust-100',
  teal: 'compliance-600',
  tealBright: 'compliance-400',
  teal50: 'compliance-50',
  teal100: 'compliance-100',
  ink: 'ink',
  text: 'body',
  muted: 'muted',
  border: 'rule',
  amber: 'accent-400',
} as const

export type Role = keyof typeof ROLES | 'white'

export function palette(colors = themeColors()): Record<Role, string> {
  const out = { white: '#ffffff' } as Record<Role, string>
  for (const [role, name] of Object.entries(ROLES) as [keyof typeof ROLES, string][]) {
    const value = colors[name]
    if (!value) throw new Error(`src/styles/theme.css has no --color-${name} in its @theme block (the PDFs' "${role}")`)
    out[role] = value
  }
  return out
}
