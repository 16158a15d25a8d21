import type { ComponentType } from 'react'
import type { SectionProps, SectionType } from './types.ts'
import { Hero } from './Hero.tsx'
import { Stats } from './Stats.tsx'
import { Cards } from './Cards.tsx'
import { Packages } from './Packages.tsx'
import { Plans } from './Plans.tsx'
import { Process } from './Process.tsx'
import { List } from './List.tsx'
import { Faq } from './Faq.tsx'
import { Cta } from './Cta.tsx'
import { LeadForm } from './LeadForm.tsx'
import { ContactForm } from './ContactForm.tsx'
import { Newsletter } from './Newsletter.tsx'
import { CampaignForm } from './CampaignForm.tsx'
import { LeadMagnet } from './LeadMagnet.tsx'
import { Countdown } from './Countdown.tsx'
import { TrustStrip } from './TrustStrip.tsx'
import { Timeline } from './Timeline.tsx'
import { Testimonials } from './Testimonials.tsx'
import { CategoryOverview } from './CategoryOverview.tsx'
import { RichText } from './RichText.tsx'
import { GuideViewer } from './GuideViewer.tsx'
import { ThankYou } from './ThankYou.tsx'
import { BlogIndex } from './BlogIndex.tsx'
import { Article } from './Article.tsx'
import { NotFound } from './NotFound.tsx'

/** One component per schema/sections/*.schema.json. A missing key is a type error. */
export const registry: { [T in SectionType]: ComponentType<SectionProps<T>> } = {
  hero: Hero,
  stats: Stats,
  cards: Cards,
  packages: Packages,
  plans: Plans,
  process: Process,
  list: List,
  faq: Faq,
  cta: Cta,
  'lead-form': LeadForm,
  'contact-form': ContactForm,
  newsletter: Newsletter,
  'campaign-form': CampaignForm,
  'lead-magnet': LeadMagnet,
  countdown: Countdown,
  'trust-strip': TrustStrip,
  timeline: Timeline,
  testimonials: Testimonials,
  'category-overview': CategoryOverview,
  'rich-text': RichText,
  'guide-viewer': GuideViewer,
  'thank-you': ThankYou,
  'blog-index': BlogIndex,
  article: Article,
  'not-found': NotFound,
}
