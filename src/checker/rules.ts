import type { Problem } from './types.ts'
import { ruleContext, type PageData, type Rule, type RuleContext, type RuleInput } from './rules/context.ts'
import * as contact from './rules/contact.ts'
import * as links from './rules/links.ts'
import * as money from './rules/money.ts'
import * as pages from './rules/pages.ts'
import * as prices from './rules/prices.ts'
import * as privacy from './rules/privacy.ts'
import * as samples from './rules/samples.ts'
import * as schedule from './rules/schedule.ts'
import { momentsAhead, showingAt } from './rules/schedule.ts'
import { istText } from '../lib/schedule.ts'
import * as text from './rules/text.ts'
import * as twoPrices from './rules/two-prices.ts'
import * as translations from './rules/translations.ts'

/**
 * A page has exactly one section that shows its main heading, and it comes first: moved below another
 * section (a drag in the editor, a cut and paste in the file), visitors would see that section before the
 * page says what it is, and the page's h1 would follow other headings. Checked now and at every moment a
 * section of the page starts or ends (one banner until the offer ends, another from then on).
 */
function oneMainHeading(c: RuleContext): void {
  for (const y of c.pages.values()) {
    const sections = (y.data as PageData).sections
    const said = new Set<string>()
    for (const moment of momentsAhead(sections, c.now)) {
      const showing = showingAt(sections, moment)
      const when = moment > c.now ? ` from ${istText(moment)}` : ''
      const report = (at: (string | number)[], message: string, hint: string) => {
        if (said.has(at.join('.'))) return
        said.add(at.join('.'))
        c.report(y, at, { code: 'heading-count', message, hint })
      }
      const first = showing.findIndex((i) => c.mainHeading.has(sections[i].type))
      if (first > 0)
        report(
          ['sections', showing[first]],
          `the page's main banner (${sections[showing[first]].type}) is section ${first + 1}${when}: visitors would see ${first === 1 ? 'another section' : `${first} other sections`} before it.`,
          'Move it back to the top of the page.',
        )
      const h1 = showing.filter((i) => c.mainHeading.has(sections[i].type))
      if (h1.length !== 1)
        report(
          ['sections'],
          h1.length
            ? `has ${h1.length} sections that each show the page's main heading${when} (${h1.map((i) => sections[i].type).join(', ')}).`
            : `has no section with the page's main heading${when}.`,
          `Keep exactly one of: ${[...c.mainHeading].join(', ')}${when ? ' (give one "until" and the other "from" the same day)' : ''}.`,
        )
    }
  }
}

/** At most one item per list is marked popular. */
function onePopularPerList(c: RuleContext): void {
  for (const y of c.pages.values())
    (y.data as PageData).sections.forEach((s, i) => {
      if (!c.popular.has(s.type) || !s.items) return
      const popular = s.items.map((it, j) => (it.popular ? j : -1)).filter((j) => j >= 0)
      for (const j of popular.slice(1))
        c.report(y, ['sections', i, 'items', j, 'popular'], {
          code: 'popular-twice',
          message: `items[${popular[0]}] is already marked popular in this section.`,
          hint: 'Mark at most one item per section as popular.',
        })
    })
}

/** The site's own rules, beyond the schema, in the order they run (mismatchedPrices reads what stalePrices found, bareAmounts what both found). */
export const RULES: Rule[] = [
  prices.uniqueCatalogIds,
  pages.goodAddresses,
  pages.uniquePaths,
  schedule.scheduleDates,
  schedule.endedItems,
  schedule.pastDeadlines,
  schedule.priceEnds,
  schedule.endedPrices,
  pages.uniqueSectionIds,
  pages.titleWithoutSuffix,
  oneMainHeading,
  onePopularPerList,
  text.joinedListItems,
  text.htmlInText,
  text.invisibleText,
  text.pricePlaceholders,
  text.hoursPlaceholders,
  links.textLinks,
  links.buttons,
  links.pictures,
  links.cardLinks,
  prices.prices,
  pages.highlights,
  pages.featuredArticle,
  prices.stalePrices,
  prices.mismatchedPrices,
  money.bareAmounts,
  twoPrices.twoPricesOnePage,
  text.phoneShownIsDialled,
  text.contactDetails,
  contact.typedPhoneNumbers,
  text.chatLinks,
  links.siteLinks,
  samples.sampleText,
  privacy.noticeItems,
  privacy.untickedConsent,
  privacy.grievancePeriod,
  translations.hindiWithoutEnglish,
  translations.translationPrices,
  translations.staleTranslations,
  translations.hindiWords,
]

/** Runs every rule, in order, and returns what they found. */
export function checkRules(input: RuleInput): Problem[] {
  const c = ruleContext(input)
  for (const rule of RULES) rule(c)
  return c.problems
}
