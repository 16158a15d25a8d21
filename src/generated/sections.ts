/* Generated from schema/sections/ by `npm run gen:types`. DO NOT EDIT: add or remove a section schema and run it again. */

/** Each section type: its component module (as Vite's manifest names it) and a loader of its component. */
export const sectionModules = {
  article: { file: 'src/sections/Article.tsx', load: () => import('../sections/Article.tsx').then((m) => m.Article) },
  'blog-index': { file: 'src/sections/BlogIndex.tsx', load: () => import('../sections/BlogIndex.tsx').then((m) => m.BlogIndex) },
  'campaign-form': {
    file: 'src/sections/CampaignForm.tsx',
    load: () => import('../sections/CampaignForm.tsx').then((m) => m.CampaignForm),
  },
  cards: { file: 'src/sections/Cards.tsx', load: () => import('../sections/Cards.tsx').then((m) => m.Cards) },
  'category-overview': {
    file: 'src/sections/CategoryOverview.tsx',
    load: () => import('../sections/CategoryOverview.tsx').then((m) => m.CategoryOverview),
  },
  'contact-form': { file: 'src/sections/ContactForm.tsx', load: () => import('../sections/ContactForm.tsx').then((m) => m.ContactForm) },
  countdown: { file: 'src/sections/Countdown.tsx', load: () => import('../sections/Countdown.tsx').then((m) => m.Countdown) },
  cta: { file: 'src/sections/Cta.tsx', load: () => import('../sections/Cta.tsx').then((m) => m.Cta) },
  faq: { file: 'src/sections/Faq.tsx', load: () => import('../sections/Faq.tsx').then((m) => m.Faq) },
  'guide-viewer': { file: 'src/sections/GuideViewer.tsx', load: () => import('../sections/GuideViewer.tsx').then((m) => m.GuideViewer) },
  hero: { file: 'src/sections/Hero.tsx', load: () => import('../sections/Hero.tsx').then((m) => m.Hero) },
  'lead-form': { file: 'src/sections/LeadForm.tsx', load: () => import('../sections/LeadForm.tsx').then((m) => m.LeadForm) },
  'lead-magnet': { file: 'src/sections/LeadMagnet.tsx', load: () => import('../sections/LeadMagnet.tsx').then((m) => m.LeadMagnet) },
  list: { file: 'src/sections/List.tsx', load: () => import('../sections/List.tsx').then((m) => m.List) },
  newsletter: { file: 'src/sections/Newsletter.tsx', load: () => import('../sections/Newsletter.tsx').then((m) => m.Newsletter) },
  'not-found': { file: 'src/sections/NotFound.tsx', load: () => import('../sections/NotFound.tsx').then((m) => m.NotFound) },
  packages: { file: 'src/sections/Packages.tsx', load: () => import('../sections/Packages.tsx').then((m) => m.Packages) },
  plans: { file: 'src/sections/Plans.tsx', load: () => import('../sections/Plans.tsx').then((m) => m.Plans) },
  'privacy-choices': {
    file: 'src/sections/PrivacyChoices.tsx',
    load: () => import('../sections/PrivacyChoices.tsx').then((m) => m.PrivacyChoices),
  },
  process: { file: 'src/sections/Process.tsx', load: () => import('../sections/Process.tsx').then((m) => m.Process) },
  'rich-text': { file: 'src/sections/RichText.tsx', load: () => import('../sections/RichText.tsx').then((m) => m.RichText) },
  stats: { file: 'src/sections/Stats.tsx', load: () => import('../sections/Stats.tsx').then((m) => m.Stats) },
  testimonials: { file: 'src/sections/Testimonials.tsx', load: () => import('../sections/Testimonials.tsx').then((m) => m.Testimonials) },
  'thank-you': { file: 'src/sections/ThankYou.tsx', load: () => import('../sections/ThankYou.tsx').then((m) => m.ThankYou) },
  timeline: { file: 'src/sections/Timeline.tsx', load: () => import('../sections/Timeline.tsx').then((m) => m.Timeline) },
  'trust-strip': { file: 'src/sections/TrustStrip.tsx', load: () => import('../sections/TrustStrip.tsx').then((m) => m.TrustStrip) },
} as const
