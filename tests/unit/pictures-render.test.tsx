// @vitest-environment node
/**
 * Pictures in built pages: every picture carries its width and height (the browser keeps its place, so
 * nothing moves as it loads), and a picture below the page's first section loads only when it nears the
 * screen; the first section's (the hero's) loads at once, at high priority.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../scripts/lib/content/index.ts'
import { render } from '../../src/entry-server.tsx'
import type { ResolvedPage } from '../../src/content/model.ts'

const root = path.resolve(import.meta.dirname, '../..')
const content = loadContent({ root }).content!
const image = (name: string) => ({ src: `/images/${name}.webp`, alt: `A picture of ${name}`, width: 1600, height: 900 })

describe('pictures in built pages', () => {
  it('have their size, and load lazily below the first section', () => {
    const about = content.pages.get('/about')!
    const hero = about.sections.find((s) => s.type === 'hero')
    const testimonials = content.pages.get('/')!.sections.find((s) => s.type === 'testimonials') as { items: object[] } | undefined
    expect(hero && testimonials).toBeTruthy()
    const page = {
      ...about,
      sections: [
        { ...hero, image: image('hero') },
        { type: 'rich-text', heading: 'Our office', body: 'Where we work.', image: image('office') },
        {
          ...testimonials,
          items: testimonials!.items.map((t, i) => ({ ...t, image: { ...image(`client-${i}`), width: 96, height: 96 } })),
        },
      ],
    } as unknown as ResolvedPage
    const { html } = render('/about', '/about', page)
    const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0])
    expect(imgs.length).toBe(2 + testimonials!.items.length)
    for (const img of imgs) expect(img, img).toMatch(/ width="\d+" height="\d+"/)
    const [first, ...below] = imgs
    expect(first).toContain('src="/images/hero.webp"')
    expect(first).toMatch(/fetchPriority="high"/i)
    expect(first).not.toContain('loading="lazy"')
    for (const img of below) expect(img, img).toContain('loading="lazy"')
  })
})
