import type { ComponentType } from 'react'
import type { SectionProps, SectionType } from './types.ts'

type Loader<T extends SectionType> = () => Promise<ComponentType<SectionProps<T>>>

/**
 * One component per schema/sections/*.schema.json; a missing key is a type error. Each is its own
 * chunk, so a page downloads the code of the sections it shows and no other (see ./load.ts).
 */
export const registry: { [T in SectionType]: Loader<T> } = {
  hero: () => import('./Hero.tsx').then((m) => m.Hero),
  stats: () => import('./Stats.tsx').then((m) => m.Stats),
  cards: () => import('./Cards.tsx').then((m) => m.Cards),
  packages: () => import('./Packages.tsx').then((m) => m.Packages),
  plans: () => import('./Plans.tsx').then((m) => m.Plans),
  process: () => import('./Process.tsx').then((m) => m.Process),
  list: () => import('./List.tsx').then((m) => m.List),
  faq: () => import('./Faq.tsx').then((m) => m.Faq),
  cta: () => import('./Cta.tsx').then((m) => m.Cta),
  'lead-form': () => import('./LeadForm.tsx').then((m) => m.LeadForm),
  'contact-form': () => import('./ContactForm.tsx').then((m) => m.ContactForm),
  newsletter: () => import('./Newsletter.tsx').then((m) => m.Newsletter),
  'campaign-form': () => import('./CampaignForm.tsx').then((m) => m.CampaignForm),
  'lead-magnet': () => import('./LeadMagnet.tsx').then((m) => m.LeadMagnet),
  countdown: () => import('./Countdown.tsx').then((m) => m.Countdown),
  'trust-strip': () => import('./TrustStrip.tsx').then((m) => m.TrustStrip),
  timeline: () => import('./Timeline.tsx').then((m) => m.Timeline),
  testimonials: () => import('./Testimonials.tsx').then((m) => m.Testimonials),
  'category-overview': () => import('./CategoryOverview.tsx').then((m) => m.CategoryOverview),
  'rich-text': () => import('./RichText.tsx').then((m) => m.RichText),
  'guide-viewer': () => import('./GuideViewer.tsx').then((m) => m.GuideViewer),
  'thank-you': () => import('./ThankYou.tsx').then((m) => m.ThankYou),
  'blog-index': () => import('./BlogIndex.tsx').then((m) => m.BlogIndex),
  article: () => import('./Article.tsx').then((m) => m.Article),
  'not-found': () => import('./NotFound.tsx').then((m) => m.NotFound),
}
