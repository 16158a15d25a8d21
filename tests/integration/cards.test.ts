// @vitest-environment node
/** A new service's card placed on its category, home and pricing pages, written like its neighbour. */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { copySite, type SiteCopy } from '../../scripts/editor/site-copy.ts'
import { CallError } from '../../src/contract/errors.ts'
import { call } from './local-call.ts'
import { loadContent } from '../../scripts/lib/content/index.ts'

let office: SiteCopy
let file: string
beforeAll(async () => {
  office = copySite('cards')
  file = (
    await call(office.dir, 'newPage', {
      template: 'service',
      path: '/services/compliance-services/esg-reporting',
      title: 'ESG Reporting',
      price: 9999,
    })
  ).file
  office.git('add', '-A')
  office.git('commit', '-qm', 'the new service page')
})
afterAll(() => fs.rmSync(office.dir, { recursive: true, force: true }))
const read = (f: string) => fs.readFileSync(path.join(office.dir, f), 'utf8')

describe('placing a new service card', () => {
  it('offers the service cards of the category, home and pricing pages', async () => {
    const spots = await call(office.dir, 'cardSpots', { file })
    expect(spots.name).toBe('ESG Reporting')
    expect(spots.spots.map((s) => [s.where, s.file, s.already])).toEqual([
      ['category', 'pages/services/compliance-services/index.yaml', false],
      ['home', 'pages/index.yaml', false],
      ['pricing', 'pages/pricing.yaml', false],
    ])
    expect(spots.spots[0].cards).toEqual(['ROC Compliance', 'Labour Compliance', 'Trade Compliance', 'End-to-End Compliance'])
  })

  it('writes the card like its neighbour, at the position chosen, and only added lines', async () => {
    const r = await call(office.dir, 'placeCard', {
      file,
      places: [
        { where: 'category', position: 1 },
        { where: 'pricing', position: 6 },
      ],
    })
    expect(r.placed).toEqual(['pages/services/compliance-services/index.yaml (card 2 of 5)', 'pages/pricing.yaml (card 7 of 7)'])
    const category = YAML.parse(read('pages/services/compliance-services/index.yaml'))
    const items = category.sections.find((s: { items?: { link?: string }[] }) =>
      s.items?.some((i) => i.link?.endsWith('roc-compliance')),
    ).items
    expect(items.map((i: { title: string }) => i.title)).toEqual([
      'ROC Compliance',
      'ESG Reporting',
      'Labour Compliance',
      'Trade Compliance',
      'End-to-End Compliance',
    ])
    // The neighbour's fields, this service's words: its price-book entry, address and its main card's features.
    expect(Object.keys(items[1])).toEqual(Object.keys(items[0]))
    expect(items[1]).toMatchObject({
      title: 'ESG Reporting',
      price: { ref: 'esg-reporting' },
      link: '/services/compliance-services/esg-reporting',
      button: { label: 'Learn More', type: 'internal', href: '/services/compliance-services/esg-reporting' },
    })
    // Written as the neighbours are (prices and buttons on one line), and nothing else in the files changed.
    expect(read('pages/services/compliance-services/index.yaml')).toContain(
      '        button: { label: Learn More, type: internal, href: /services/compliance-services/esg-reporting }\n',
    )
    for (const line of office.git('diff', '--numstat').trim().split('\n')) expect(line.split('\t')[1], line).toBe('0')
    expect(loadContent({ root: office.dir }).problems).toEqual([])
    expect((await call(office.dir, 'cardSpots', { file })).spots.find((s) => s.where === 'category')!.already).toBe(true)
  })

  it('refuses a position outside the list, and no place at all', async () => {
    for (const body of [
      { file, places: [{ where: 'home', position: 99 }] },
      { file, places: [] },
      { file, places: [{ where: 'blog', position: 0 }] },
    ]) {
      await expect(call(office.dir, 'placeCard', body), JSON.stringify(body)).rejects.toThrow(CallError)
    }
  })
})
