/** The editor's own words for section types and shared files: what a person who is not a developer reads. */
export const SECTION_LABELS: Record<string, string> = {
  hero: 'Top banner (hero)',
  stats: 'Figures',
  cards: 'Service cards with prices',
  packages: 'Packages with prices',
  plans: 'Plans with prices',
  process: 'How it works (steps)',
  list: 'List of points',
  faq: 'Questions and answers',
  cta: 'Call to action',
  'lead-form': 'Enquiry form',
  'contact-form': 'Contact form',
  newsletter: 'Newsletter sign-up',
  'campaign-form': 'Campaign form',
  'lead-magnet': 'Free guide offer',
  countdown: 'Countdown',
  'trust-strip': 'Trust badges',
  timeline: 'Timeline',
  testimonials: 'Client reviews',
  'category-overview': 'Category overview',
  'rich-text': 'Text',
  'guide-viewer': 'Guide viewer',
  'thank-you': 'Thank-you message',
  'blog-index': 'Blog list',
  article: 'Blog article',
  'not-found': 'Page not found message',
}

/** pages/_site/<name>.yaml under a plain name. */
export const SHARED_FILES: Record<string, string> = {
  site: 'Company details and menu',
  catalog: 'Price book',
  forms: 'Form words and messages',
  downloads: 'Downloadable guides (PDF)',
  guide: 'Free startup guide',
}

/** The add-section menu's groups, by purpose, in the order a page is usually read. */
export const SECTION_GROUPS: [string, string[]][] = [
  ['Top of the page (one per page)', ['hero', 'article', 'thank-you', 'not-found', 'guide-viewer']],
  ['Prices', ['cards', 'packages', 'plans', 'category-overview']],
  ['Explain and reassure', ['list', 'process', 'faq', 'rich-text', 'stats', 'trust-strip', 'testimonials', 'timeline']],
  ['Forms and calls to action', ['cta', 'lead-form', 'contact-form', 'campaign-form', 'newsletter', 'lead-magnet', 'countdown']],
  ['Lists of pages', ['blog-index']],
]
