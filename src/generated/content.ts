/* Generated from schema/ by `npm run gen:types`. DO NOT EDIT: edit the schema and run it again. */

/**
 * What the price is charged per: month, year, hour, class or filing. Leave out for a one-time fee.
 */
export type PriceUnit = 'month' | 'year' | 'hour' | 'class' | 'filing'
/**
 * Show this only until this date (and time), India time: 2026-12-31 means through the whole of 31 December; 2026-12-31 18:00 ends at 6 pm. After that visitors do not see it, even on a page they opened earlier.
 */
export type ShowUntil = string
/**
 * Show this only from this date (and time), India time: 2027-01-01, or 2027-01-01 09:00. Before then visitors do not see it.
 */
export type ShowFrom = string
/**
 * A block of the page. "type" says which kind.
 */
export type Section =
  | ArticleSection
  | BlogIndexSection
  | CampaignFormSection
  | CardsSection
  | CategoryOverviewSection
  | ContactFormSection
  | CountdownSection
  | CtaSection
  | FaqSection
  | GuideViewerSection
  | HeroSection
  | LeadFormSection
  | LeadMagnetSection
  | ListSection
  | NewsletterSection
  | NotFoundSection
  | PackagesSection
  | PlansSection
  | PrivacyChoicesSection
  | ProcessSection
  | RichTextSection
  | StatsSection
  | TestimonialsSection
  | ThankYouSection
  | TimelineSection
  | TrustStripSection
/**
 * An icon from the site's icon set, by its lucide name (pictures of each at https://lucide.dev/icons). Only the names in this list work: your editor offers them as you type, and an unknown name is reported with the closest match.
 */
export type IconName =
  | 'award'
  | 'badge-check'
  | 'bar-chart-3'
  | 'bell'
  | 'book-open'
  | 'briefcase'
  | 'building'
  | 'building-2'
  | 'calculator'
  | 'calendar'
  | 'calendar-check'
  | 'chart-line'
  | 'chart-pie'
  | 'check'
  | 'check-circle'
  | 'circle-dollar-sign'
  | 'clipboard-check'
  | 'clipboard-list'
  | 'clock'
  | 'cloud'
  | 'code'
  | 'compass'
  | 'credit-card'
  | 'crown'
  | 'database'
  | 'download'
  | 'factory'
  | 'file-check'
  | 'file-signature'
  | 'file-spreadsheet'
  | 'file-text'
  | 'files'
  | 'gavel'
  | 'globe'
  | 'graduation-cap'
  | 'hand-coins'
  | 'handshake'
  | 'headphones'
  | 'heart'
  | 'heart-handshake'
  | 'home'
  | 'indian-rupee'
  | 'landmark'
  | 'laptop'
  | 'layers'
  | 'lightbulb'
  | 'line-chart'
  | 'lock'
  | 'mail'
  | 'map-pin'
  | 'megaphone'
  | 'message-circle'
  | 'monitor'
  | 'monitor-smartphone'
  | 'package'
  | 'palette'
  | 'pen-tool'
  | 'percent'
  | 'phone'
  | 'piggy-bank'
  | 'plane'
  | 'receipt'
  | 'refresh-cw'
  | 'rocket'
  | 'scale'
  | 'search'
  | 'send'
  | 'server'
  | 'settings'
  | 'share-2'
  | 'shield'
  | 'shield-check'
  | 'ship'
  | 'shopping-cart'
  | 'smartphone'
  | 'sparkles'
  | 'star'
  | 'target'
  | 'timer'
  | 'trending-up'
  | 'trophy'
  | 'truck'
  | 'user'
  | 'user-check'
  | 'users'
  | 'wallet'
  | 'zap'
/**
 * Colour theme: trust (deep blue), growth (green), innovation (violet), compliance (teal).
 */
export type ColourVariant = 'trust' | 'growth' | 'innovation' | 'compliance'

export interface Content {
  catalog?: Catalog
  defs?: Definitions
  downloads?: Downloads
  forms?: Forms
  guide?: Guide
  hi?: HindiWords
  page?: Page
  sections_article?: ArticleSection
  sections_blog_index?: BlogIndexSection
  sections_campaign_form?: CampaignFormSection
  sections_cards?: CardsSection
  sections_category_overview?: CategoryOverviewSection
  sections_contact_form?: ContactFormSection
  sections_countdown?: CountdownSection
  sections_cta?: CtaSection
  sections_faq?: FaqSection
  sections_guide_viewer?: GuideViewerSection
  sections_hero?: HeroSection
  sections_lead_form?: LeadFormSection
  sections_lead_magnet?: LeadMagnetSection
  sections_list?: ListSection
  sections_newsletter?: NewsletterSection
  sections_not_found?: NotFoundSection
  sections_packages?: PackagesSection
  sections_plans?: PlansSection
  sections_privacy_choices?: PrivacyChoicesSection
  sections_process?: ProcessSection
  sections_rich_text?: RichTextSection
  sections_stats?: StatsSection
  sections_testimonials?: TestimonialsSection
  sections_thank_you?: ThankYouSection
  sections_timeline?: TimelineSection
  sections_trust_strip?: TrustStripSection
  site?: Site
}
/**
 * The price book: one entry per service. A card or package with price: { ref: <id> } shows the book's figure, so one edit here reprices every page that refers to it.
 */
export interface Catalog {
  /**
   * The entries.
   *
   * @minItems 1
   */
  entries: CatalogEntry[]
}
export interface CatalogEntry {
  /**
   * Unique id, lower-case with dashes; pages refer to it as price: { ref: id }.
   */
  id: string
  /**
   * Service name.
   */
  name: string
  /**
   * Category id from site.yaml.
   */
  category?: string
  price: Price
  until?: ShowUntil
}
/**
 * A price in Indian rupees. Give an amount, or a ref to the price book, or custom/free.
 */
export interface Price {
  /**
   * Id of an entry in pages/_site/catalog.yaml (the price book). The amount, original price and unit come from there; anything you also write here overrides the book for this page only.
   */
  ref?: string
  /**
   * The price in rupees, digits only: 10936, with no comma and no rupee sign (the site adds both).
   */
  amount?: number
  /**
   * The old price in rupees, shown struck through. Must be higher than the price; a discount badge is then shown.
   */
  original?: number
  unit?: PriceUnit
  /**
   * Show "Starting" before the price, for a price that begins at this amount.
   */
  starting?: boolean
  /**
   * Show "+ Government Fees" after the price.
   */
  govtFee?: boolean
  /**
   * No figure: show "Custom" instead of an amount (for quotes).
   */
  custom?: boolean
  /**
   * Show "Free" instead of an amount.
   */
  free?: boolean
  /**
   * A short qualifier shown after the price, e.g. "+ success fee" or "annual".
   */
  note?: string
  /**
   * Set to true when a price below ₹100, or below a tenth of the struck-through price, is really meant (a ₹49 add-on, a 95% sale). Without it the checker asks whether a digit went missing.
   */
  unusual?: boolean
}
/**
 * Pieces shared by many section types: prices, buttons, icons, ratings.
 */
export interface Definitions {
  [k: string]: unknown | undefined
}
/**
 * The PDF guides the build writes into the site (npm run build → dist/<path>). Download buttons may link to any files[].path. Brand, phone, e-mail, website and chat link are read from site.yaml, not repeated here.
 */
export interface Downloads {
  /**
   * Edition line shown in a badge on every title page.
   */
  edition: string
  /**
   * Date the content was last reviewed (YYYY-MM-DD). Written into the PDFs' creation and modification dates, so builds are repeatable.
   */
  updated: string
  /**
   * Small print at the foot of every title page.
   */
  disclaimer: string
  labels: DownloadLabels
  /**
   * One entry per PDF. Keep each path unique.
   *
   * @minItems 1
   */
  files: DownloadFile[]
}
/**
 * Fixed words printed in every PDF.
 */
export interface DownloadLabels {
  /**
   * Heading of the list of sections on the title page.
   */
  contents: string
  /**
   * Page number in the footer; {page} and {pages} are filled in.
   */
  page: string
  /**
   * Heading of the closing contact box.
   */
  cta: string
  /**
   * Label before the phone number.
   */
  phone: string
  /**
   * Label before the e-mail address.
   */
  email: string
  /**
   * Label before the website address.
   */
  website: string
  /**
   * Label before the chat link.
   */
  chat: string
}
/**
 * One downloadable guide.
 */
export interface DownloadFile {
  /**
   * Address of the file on the site, from the site root. Download buttons link to exactly this path; the build writes the PDF there.
   */
  path: string
  /**
   * Title on the title page and in the PDF's document properties.
   */
  title: string
  /**
   * One or two lines under the title on the title page.
   */
  subtitle: string
  /**
   * Short boxed introduction on the title page: who the guide is for and what it answers.
   */
  summary?: string
  /**
   * Text of the closing 'Talk to an expert' box, before the phone, e-mail, website and chat link (those come from site.yaml).
   */
  cta?: string
  /**
   * The guide's sections, in reading order. The first starts on page 2.
   *
   * @minItems 1
   */
  sections: DownloadSection[]
}
/**
 * One section of a guide: a heading, text and optionally a table and a tip box.
 */
export interface DownloadSection {
  /**
   * Section heading. Also listed under "What's inside" on the title page.
   */
  heading: string
  /**
   * The section's text. Paragraphs are separated by a blank line; lines starting with "- " are bullets and "1. " numbered steps (a line indented by two spaces continues the item above); **bold** marks bold words. Write plain text: no HTML.
   */
  body: string
  table?: DownloadTable
  /**
   * A shaded tip or warning box printed at the end of the section (same markup as body).
   */
  note?: string
}
/**
 * A table printed after the section's body text.
 */
export interface DownloadTable {
  /**
   * Bold line printed above the table.
   */
  caption?: string
  /**
   * Column headings, left to right. Every row needs exactly this many cells.
   *
   * @minItems 2
   * @maxItems 8
   *
   * Items: One column heading.
   */
  columns: string[]
  /**
   * The table body. Long cells wrap; a table longer than the page continues on the next page with the headings repeated.
   *
   * @minItems 1
   */
  rows: string[][]
  /**
   * Relative column widths (e.g. [3, 1, 1]). Leave out to size columns from their content.
   *
   * @minItems 2
   *
   * Items: Relative width of one column.
   */
  widths?: number[]
  /**
   * Small grey line printed under the table: a source, an assumption, a unit.
   */
  note?: string
}
/**
 * Every word the site's forms show: field labels, placeholders, buttons, validation messages and the notices after sending (lead, contact, newsletter, campaign and startup-guide forms). Headings and texts beside a form are written in the page's own section.
 */
export interface Forms {
  fields: FormFields
  /**
   * Read by screen readers after the label of a required field (sighted visitors see an asterisk).
   */
  requiredMark: string
  errors: FormErrors
  privacy: FormPrivacy
  leadForm: LeadFormCopy
  contactForm: ContactFormCopy
  newsletter: NewsletterCopy
  campaignForm: CampaignFormCopy
  leadMagnet: LeadMagnetCopy
  notices: FormNotices
  /**
   * Label of the hidden anti-spam field. People never see it; automated form fillers do and fill it in, and their submissions are dropped.
   */
  honeypotLabel: string
  promises?: Promises
}
/**
 * Label and placeholder of each field, shared by all forms.
 */
export interface FormFields {
  name: FormField
  email: FormField
  phone: FormField
  subject: FormField
  message: FormField
}
/**
 * Label and placeholder of one field.
 */
export interface FormField {
  /**
   * Visible label above the field.
   */
  label: string
  /**
   * Example text shown inside the empty field.
   */
  placeholder?: string
}
/**
 * Messages shown when a field is empty or not in the expected form.
 */
export interface FormErrors {
  /**
   * The name field is empty.
   */
  nameRequired: string
  /**
   * The name is only spaces or too long; {max} is replaced by the limit.
   */
  nameInvalid: string
  /**
   * The e-mail field is empty.
   */
  emailRequired: string
  /**
   * The e-mail address is not in the form name@example.com (letters, digits and . _ + - before the @; letters from other alphabets, spaces and hidden characters are not accepted).
   */
  emailInvalid: string
  /**
   * The e-mail address holds a character no mailbox has (such as ? % & = #), which would add to a reply link; {characters} is replaced by the ones found. Without it, the emailInvalid message is shown.
   */
  emailCharacters?: string
  /**
   * The phone field is empty.
   */
  phoneRequired: string
  /**
   * The phone number has characters other than digits, spaces, +, - and brackets, or too few or too many digits. {min} and {max} are replaced by the fewest and most digits allowed.
   */
  phoneInvalid: string
  /**
   * The message field of the contact form is empty.
   */
  messageRequired: string
  /**
   * A field is longer than allowed; {max} is replaced by the limit.
   */
  tooLong: string
  /**
   * A field holds a character that shows as nothing or turns text around (often pasted from another app); the database refuses these, so the visitor is asked to type the text again.
   */
  hiddenCharacters: string
  /**
   * No income type was chosen in the campaign form.
   */
  incomeTypeRequired: string
}
/**
 * The privacy notice beside every form's button, in English and Hindi: what the form sends (item by item, made from the form's own fields), what each is for, how long it is kept, and the links to the choices page, the rights, the grievance officer and the Board. Changing a word changes the notice's version, which each enquiry records.
 */
export interface FormPrivacy {
  en: PrivacyNotice
  hi: PrivacyNotice
}
/**
 * The notice in one language.
 */
export interface PrivacyNotice {
  /**
   * First line of the notice.
   */
  heading: string
  purposes: NoticePurposes
  items: NoticeItems
  keep: NoticeKeep
  links: NoticeLinks
  /**
   * The button that shows the notice in the other language, written in that language.
   */
  switchLabel: string
}
/**
 * Each purpose in words; the notice lists under each one the items used for it.
 */
export interface NoticePurposes {
  /**
   * What name, e-mail, phone and the enquiry's details are used for.
   */
  enquiry: string
  /**
   * What the page and the visit's source are used for.
   */
  source: string
  /**
   * What the newsletter's e-mail address is used for.
   */
  newsletter: string
}
/**
 * Each piece of data a form may send, in words. The checker refuses a form that sends an item missing here.
 */
export interface NoticeItems {
  /**
   * The name field.
   */
  name?: string
  /**
   * The e-mail field.
   */
  email?: string
  /**
   * The phone field.
   */
  phone?: string
  /**
   * The contact form's subject.
   */
  subject?: string
  /**
   * The message box.
   */
  message?: string
  /**
   * The service chosen in the enquiry form.
   */
  service?: string
  /**
   * The tax campaign's income type.
   */
  incomeType?: string
  /**
   * The address of the page the form was sent from (every form records it).
   */
  page?: string
  /**
   * Where the visit came from (every enquiry records it): the page first opened, the site that sent the visitor, and the campaign or ad link followed.
   */
  visit?: string
}
/**
 * How long what the form sends is kept.
 */
export interface NoticeKeep {
  /**
   * How long an enquiry is kept (the privacy policy's period).
   */
  enquiry: string
  /**
   * How long a newsletter sign-up is kept.
   */
  newsletter: string
}
/**
 * The links every notice shows.
 */
export interface NoticeLinks {
  choices: FormLink
  rights: FormLink
  officer: FormLink
  board: FormLink
  policy: FormLink
  terms: FormLink
}
/**
 * A link to a page of this site.
 */
export interface FormLink {
  /**
   * Link text.
   */
  label: string
  /**
   * Path of a page of this site.
   */
  href: string
}
/**
 * The lead form (hero card and lead-form sections).
 */
export interface LeadFormCopy {
  /**
   * Label of the service list.
   */
  serviceLabel: string
  /**
   * First entry of the service list, meaning no service chosen.
   */
  servicePrompt: string
  /**
   * The services to choose from, in order.
   *
   * @minItems 1
   */
  services: ServiceOption[]
  /**
   * Button text.
   */
  submit: string
  /**
   * Button text while sending.
   */
  submitting: string
}
/**
 * One service.
 */
export interface ServiceOption {
  /**
   * business-registration, compliance-services, financial-services, digital-services or consulting.
   */
  value: 'business-registration' | 'compliance-services' | 'financial-services' | 'digital-services' | 'consulting'
  /**
   * What the visitor sees.
   */
  label: string
}
/**
 * The contact page form.
 */
export interface ContactFormCopy {
  /**
   * Button text.
   */
  submit: string
  /**
   * Button text while sending.
   */
  submitting: string
}
/**
 * The newsletter signup.
 */
export interface NewsletterCopy {
  /**
   * Label above the e-mail field.
   */
  emailLabel: string
  /**
   * Placeholder of the e-mail field, unless the section sets its own.
   */
  placeholder: string
  /**
   * Button text, unless the section sets its own.
   */
  submit: string
  /**
   * Button text while sending.
   */
  submitting: string
  consent?: ConsentBox
}
/**
 * An optional box the visitor ticks to agree to the newsletter (the form then sends only with it ticked). It must start unticked: the checker refuses a box that starts ticked.
 */
export interface ConsentBox {
  /**
   * The box's label.
   */
  label: string
  /**
   * Whether the box starts ticked. Leave it unticked: consent is given by the visitor ticking it.
   */
  ticked: boolean
}
/**
 * The income-tax campaign callback form.
 */
export interface CampaignFormCopy {
  placeholders: CampaignPlaceholders
  /**
   * Country code shown before the phone field, after a small Indian flag.
   */
  phonePrefix: string
  /**
   * What screen readers say for the country marker.
   */
  phonePrefixLabel: string
  /**
   * Label of the income type list.
   */
  incomeLabel: string
  /**
   * First, empty entry of the income type list.
   */
  incomePrompt: string
  /**
   * The income types to choose from, in order.
   *
   * @minItems 1
   */
  incomeTypes: IncomeOption[]
  /**
   * Button text while sending (the button's own text is set in the section).
   */
  submitting: string
}
/**
 * Placeholders of the campaign form's fields.
 */
export interface CampaignPlaceholders {
  /**
   * Placeholder of the name field.
   */
  name: string
  /**
   * Placeholder of the phone field.
   */
  phone: string
  /**
   * Placeholder of the e-mail field.
   */
  email: string
}
/**
 * One income type.
 */
export interface IncomeOption {
  /**
   * salaried, freelancer, business or multiple: the value stored with the lead, as 'Income Type: <value>'.
   */
  value: 'salaried' | 'freelancer' | 'business' | 'multiple'
  /**
   * What the visitor sees.
   */
  label: string
}
/**
 * The free startup guide form.
 */
export interface LeadMagnetCopy {
  /**
   * Button text while sending (the button's own text is set in the section).
   */
  submitting: string
}
/**
 * The notices that pop up after sending a form.
 */
export interface FormNotices {
  /**
   * Name of the notification area, read by screen readers.
   */
  regionLabel: string
  /**
   * Label of a notice's close button, read by screen readers.
   */
  closeLabel: string
  leadError: Notice
  contactError: Notice
  newsletterSuccess: Notice
  newsletterError: Notice
  campaignError: Notice
  leadMagnetError: Notice
}
/**
 * A notice: a title and a line of text.
 */
export interface Notice {
  /**
   * Bold first line.
   */
  title: string
  /**
   * Second line.
   */
  description: string
}
/**
 * What each form promises the visitor: how soon the office answers, and whether in working hours. Each enquiry is due by the sooner of its form's promises (Enquiries sorts by it and reminds before it lapses).
 */
export interface Promises {
  /**
   * What the enquiry forms promise (their thank-you page).
   */
  enquiry?: FormPromise[]
  /**
   * What the contact page's message form promises.
   */
  contact?: FormPromise[]
  /**
   * What the ITR campaign's callback form promises, and the thank-you page after it.
   */
  callback?: FormPromise[]
  /**
   * What the free guide's form promises; leave empty when no reply is promised.
   */
  guide?: FormPromise[]
}
/**
 * One promise, as one page makes it.
 */
export interface FormPromise {
  /**
   * How soon the office answers, as the page says it: 15 minutes, 2 hours, 24 hours, 3 days.
   */
  within: string
  /**
   * The clock runs only in the office's working hours (the hours in the site settings), as the page says "during working hours". Leave out for a promise counted around the clock.
   */
  workingHours?: boolean
  /**
   * Where the visitor reads it, in the office's words: Enquiries shows it beside the time.
   */
  where: string
}
/**
 * The free startup guide shown at /ebook: one image per page, drawn by the build from this file (dist/guide/page-01.svg, page-02.svg ...). Brand, phone, e-mail and website come from site.yaml.
 */
export interface Guide {
  /**
   * The guide's title, shown in the viewer's header and on every page.
   */
  title: string
  /**
   * Edition line on the cover.
   */
  edition: string
  labels: GuideLabels
  /**
   * The pages in order. Page n is drawn as guide/page-0n.svg.
   *
   * @minItems 1
   * @maxItems 40
   */
  pages: GuidePage[]
}
/**
 * Fixed words printed on the pages.
 */
export interface GuideLabels {
  /**
   * Heading of the list of pages on the cover.
   */
  contents: string
  /**
   * Page number in each page's header and footer; {page} and {pages} are filled in.
   */
  page: string
  /**
   * Label on a flowchart's 'yes' arrow.
   */
  yes: string
  /**
   * Label on a flowchart's 'no' arrow.
   */
  no: string
  /**
   * Label before the phone number in a contact box.
   */
  phone: string
  /**
   * Label before the e-mail address in a contact box.
   */
  email: string
  /**
   * Label before the website in a contact box.
   */
  website: string
  /**
   * Label before the chat link in a contact box.
   */
  chat: string
}
/**
 * One page of the guide, drawn as one image.
 */
export interface GuidePage {
  /**
   * The page's name: the viewer's alt text and page list, and the image's title. Keep the ten titles the guide was published with.
   */
  title: string
  /**
   * "cover" draws a title page with the list of the other pages; "content" (the default) a normal page.
   */
  layout?: 'cover' | 'content'
  /**
   * Large heading at the top of the page (on the cover, the guide's big title).
   */
  heading: string
  /**
   * One or two sentences under the heading.
   */
  intro?: string
  /**
   * The page's content, top to bottom. It must fit on one page; the build names the page if it does not.
   */
  blocks?: GuideBlock[]
}
/**
 * A piece of a page. Its parts are printed in this order: heading, text, bullets, table, flowchart, note, contact.
 */
export interface GuideBlock {
  /**
   * Sub-heading printed first.
   */
  heading?: string
  /**
   * Text under the sub-heading. Paragraphs are separated by a blank line; lines starting with "- " are bullets and "1. " numbered steps; **bold** marks bold words. No HTML.
   */
  text?: string
  /**
   * Bullet points, printed after the text.
   *
   * @minItems 1
   *
   * Items: One bullet point. **bold** is allowed.
   */
  bullets?: string[]
  table?: GuideTable
  flowchart?: GuideFlowchart
  /**
   * A shaded tip box, printed last. **bold** is allowed.
   */
  note?: string
  /**
   * Heading of a contact box that prints the phone number, e-mail, website and chat link from site.yaml.
   */
  contact?: string
}
/**
 * A small table, e.g. structures compared side by side.
 */
export interface GuideTable {
  /**
   * Column headings, left to right. Every row needs exactly this many cells.
   *
   * @minItems 2
   * @maxItems 5
   *
   * Items: One column heading.
   */
  columns: string[]
  /**
   * The table body. Cells wrap; keep them short, the page is a fixed size.
   *
   * @minItems 1
   */
  rows: string[][]
  /**
   * Relative column widths (e.g. [2, 1, 1]). Leave out to share the width equally.
   *
   * @minItems 2
   *
   * Items: Relative width of one column.
   */
  widths?: number[]
}
/**
 * A yes/no decision flowchart drawn as boxes and arrows.
 */
export interface GuideFlowchart {
  /**
   * Decisions from top to bottom.
   *
   * @minItems 1
   * @maxItems 6
   */
  steps: GuideFlowStep[]
  /**
   * The result when every answer is 'No'.
   */
  otherwise: string
}
/**
 * One decision: a question with the result for 'Yes'; 'No' leads to the next step.
 */
export interface GuideFlowStep {
  /**
   * A yes/no question, drawn in a box.
   */
  question: string
  /**
   * The answer if yes, drawn in a box to the right.
   */
  yes: string
}
/**
 * The site's shared words in Hindi: what a Hindi page (its address starts with /hi) shows in place of the English words of Company details and menu, and of Form words and messages. Everything that is not words (the phone number, the prices, where links lead, the hours themselves) comes from those two: a list here has one entry for each of the English list's, in the same order, and a link goes to the Hindi page where there is one.
 */
export interface HindiWords {
  site: HindiSite
  forms: HindiForms
}
/**
 * The words of Company details and menu, in Hindi.
 */
export interface HindiSite {
  brand: HindiBrand
  address: HindiAddress
  chat: HindiChat
  hours: HindiHours
  /**
   * The header menu's words, one for each item of the English menu, in the same order.
   */
  nav: HindiNavItem[]
  /**
   * The service categories' words, one for each English category, in the same order.
   */
  categories: HindiCategory[]
  footer: HindiFooter
  meta: HindiMeta
  labels: Labels
}
/**
 * The brand's words in Hindi: its name as written on Hindi pages and its tagline.
 */
export interface HindiBrand {
  /**
   * One-line description of the business, in Hindi.
   */
  tagline: string
}
/**
 * The office's address in Hindi (the postal code stays as it is).
 */
export interface HindiAddress {
  /**
   * The street, as a Hindi letter would write it.
   */
  street: string
  /**
   * The city.
   */
  city: string
  /**
   * The state.
   */
  region: string
}
/**
 * The chat button's words in Hindi (the number stays in Company details and menu).
 */
export interface HindiChat {
  /**
   * The greeting a chat started from a Hindi page begins with.
   */
  message: string
}
/**
 * The opening hours' words in Hindi (the times stay in Company details and menu).
 */
export interface HindiHours {
  /**
   * The hours in the bar at the top of every Hindi page.
   */
  header: string
  /**
   * Each statement of the opening hours in Company details and menu, by the same name, in Hindi.
   */
  texts: {
    [k: string]: string | undefined
  }
}
export interface HindiNavItem {
  /**
   * The words shown, in Hindi. Left out (an empty item), the English words show until it is translated; the check says so.
   */
  label?: string
}
export interface HindiCategory {
  /**
   * Category name.
   */
  name: string
  /**
   * One line about the category.
   */
  description: string
  /**
   * One for each of the category's services, in the same order.
   */
  services: HindiCategoryService[]
}
export interface HindiCategoryService {
  /**
   * The words shown, in Hindi. Left out (an empty item), the English words show until it is translated; the check says so.
   */
  label?: string
}
/**
 * The footer's headings, lines and link texts in Hindi.
 */
export interface HindiFooter {
  /**
   * Short paragraph about the business.
   */
  about: string
  /**
   * One for each of the English footer's columns, in the same order.
   */
  columns: HindiFooterColumn[]
  /**
   * One for each of the footer's legal links.
   */
  legal: HindiLegalLink[]
}
export interface HindiFooterColumn {
  /**
   * Column heading.
   */
  heading: string
  /**
   * One for each of the column's links.
   */
  links: HindiFooterLink[]
}
export interface HindiFooterLink {
  /**
   * The words shown, in Hindi. Left out (an empty item), the English words show until it is translated; the check says so.
   */
  label?: string
}
export interface HindiLegalLink {
  /**
   * The words shown, in Hindi. Left out (an empty item), the English words show until it is translated; the check says so.
   */
  label?: string
}
/**
 * What search engines and shared links read on Hindi pages: the title's ending and the default description.
 */
export interface HindiMeta {
  /**
   * Added after every Hindi page's title.
   */
  titleSuffix: string
  /**
   * What the default share image shows, in Hindi.
   */
  imageAlt: string
  /**
   * The share tags' locale.
   */
  locale: string
}
/**
 * Small texts used by the layout.
 */
export interface Labels {
  /**
   * Skip-to-content link text.
   */
  skipLink: string
  /**
   * Floating call button text.
   */
  callNow: string
  /**
   * Floating chat button label.
   */
  chat: string
  /**
   * Menu button label.
   */
  menu: string
  /**
   * Close menu label.
   */
  closeMenu: string
  /**
   * Breadcrumb name of the home page.
   */
  home: string
  /**
   * Breadcrumb name of /services.
   */
  services: string
  /**
   * Word before a starting price.
   */
  starting: string
  /**
   * Text after a price that excludes government fees.
   */
  govtFee: string
  /**
   * Shown for a custom price.
   */
  custom: string
  /**
   * Shown for a free service.
   */
  free: string
  /**
   * After a monthly price.
   */
  perMonth: string
  /**
   * After a yearly price.
   */
  perYear: string
  /**
   * After an hourly price.
   */
  perHour: string
  /**
   * After a per-class price.
   */
  perClass: string
  /**
   * After a per-filing price.
   */
  perFiling: string
  /**
   * Discount badge text; {percent} is replaced.
   */
  off: string
  /**
   * Default popular badge.
   */
  mostPopular: string
  /**
   * Line for more services; {count} is replaced.
   */
  moreServices: string
  /**
   * Label before a category starting price.
   */
  startingFrom: string
  /**
   * Label of the breadcrumb navigation.
   */
  breadcrumb: string
  /**
   * Title of the render-failure page.
   */
  errorTitle: string
  /**
   * Line under it.
   */
  errorBody: string
  /**
   * Reload button.
   */
  errorAction: string
  /**
   * Countdown days.
   */
  days: string
  /**
   * Countdown hours.
   */
  hours: string
  /**
   * Countdown minutes.
   */
  minutes: string
  /**
   * Countdown seconds.
   */
  seconds: string
  /**
   * Logo link label.
   */
  backToTop: string
  /**
   * Said to screen readers for links that open a new tab.
   */
  newTab: string
  /**
   * Line for exactly one more service.
   */
  moreServicesOne: string
  /**
   * Name of the header navigation, for screen readers.
   */
  mainNav: string
  /**
   * Name of the phone menu, for screen readers.
   */
  mobileNav: string
  /**
   * Name of the button that opens a menu item's submenu; {label} is replaced by the item's text.
   */
  submenu: string
  /**
   * Name of the footer's list of social profiles, for screen readers.
   */
  social: string
  /**
   * Name of the list of highlights above a hero's heading, for screen readers.
   */
  highlights: string
  /**
   * Name of the campaign page's strip of trust badges, for screen readers.
   */
  trustStrip: string
  /**
   * What screen readers hear while the next page loads (the thin bar at the top of the page).
   */
  loadingPage: string
  /**
   * The language switch in the header and footer: the other language's name, written in that language (shown only where the page has a twin in it).
   */
  switchLanguage: string
}
/**
 * The words of Form words and messages, in Hindi (its privacy notice already has both languages; its call-back promises are the office's).
 */
export interface HindiForms {
  fields: FormFields
  /**
   * Read by screen readers after a required field's label.
   */
  requiredMark: string
  errors: FormErrors
  leadForm: HindiLeadForm
  contactForm: ContactFormCopy
  newsletter: NewsletterCopy
  campaignForm: HindiCampaignForm
  leadMagnet: LeadMagnetCopy
  notices: FormNotices
  /**
   * The hidden field's label (only robots see it).
   */
  honeypotLabel: string
}
/**
 * The enquiry form's own words in Hindi: heading, button, sending, success and failure.
 */
export interface HindiLeadForm {
  /**
   * Label of the service list.
   */
  serviceLabel: string
  /**
   * First choice of the service list.
   */
  servicePrompt: string
  /**
   * One for each service the English enquiry form offers, in the same order.
   */
  services: HindiServiceOption[]
  /**
   * Button text.
   */
  submit: string
  /**
   * Button text while sending.
   */
  submitting: string
}
export interface HindiServiceOption {
  /**
   * The words shown, in Hindi. Left out (an empty item), the English words show until it is translated; the check says so.
   */
  label?: string
}
/**
 * The ITR campaign's call-back form's words in Hindi.
 */
export interface HindiCampaignForm {
  placeholders: CampaignPlaceholders
  /**
   * What the +91 before the phone field is, for screen readers.
   */
  phonePrefixLabel: string
  /**
   * Label of the income list.
   */
  incomeLabel: string
  /**
   * First choice of the income list.
   */
  incomePrompt: string
  /**
   * One for each income type the English campaign form offers, in the same order.
   */
  incomeTypes: HindiIncomeOption[]
  /**
   * Button text while sending.
   */
  submitting: string
}
export interface HindiIncomeOption {
  /**
   * The words shown, in Hindi. Left out (an empty item), the English words show until it is translated; the check says so.
   */
  label?: string
}
/**
 * One page of the site. The file path under pages/ is the web address: pages/about.yaml is /about, pages/services/index.yaml is /services.
 */
export interface Page {
  meta: PageMeta
  /**
   * Other addresses that show this same page (e.g. an old or misspelt address).
   *
   * Items: Another path.
   */
  aliases?: string[]
  /**
   * Short name of this page in the breadcrumb trail; defaults to the hero heading.
   */
  breadcrumb?: string
  /**
   * Replace the automatic breadcrumb trail with this one.
   */
  breadcrumbs?: Crumb[]
  service?: PageService
  from?: ShowFrom
  until?: ShowUntil
  translatedFrom?: TranslatedFrom
  /**
   * The blocks of the page, top to bottom.
   *
   * @minItems 1
   */
  sections: Section[]
}
/**
 * Search-engine and social-sharing data.
 */
export interface PageMeta {
  /**
   * The browser-tab and search-result title (about 50-60 characters).
   */
  title: string
  /**
   * The search-result summary (about 140-160 characters).
   */
  description: string
  /**
   * Search keywords.
   *
   * Items: A keyword.
   */
  keywords?: string[]
  /**
   * The preferred address of this page if not its own path, e.g. /services/business-registration/ngo-registration. That path is then served too.
   */
  canonical?: string
  /**
   * Share image path for social networks; defaults to the site's.
   */
  image?: string
  /**
   * What this page's share image shows, in words, for people who cannot see it. Needed with image; without image the site's default text is used.
   */
  imageAlt?: string
  /**
   * Open Graph type for social sharing: website (the default, for ordinary pages) or article (blog posts).
   */
  type?: 'website' | 'article'
  /**
   * Keep this page out of search engines and the sitemap (thank-you pages, personal links).
   */
  noindex?: boolean
}
export interface Crumb {
  /**
   * Text.
   */
  name: string
  /**
   * Path.
   */
  url: string
}
/**
 * Describe this page to search engines as a Service (with its price). Packages and priced cards on the page are added as offers.
 */
export interface PageService {
  /**
   * Service name for search engines.
   */
  name: string
  /**
   * Kind of service.
   */
  serviceType?: string
  price?: Price
}
/**
 * On a Hindi page: a short fingerprint of each part of its English page (its title and description, and each section) as it was when this page was translated or last marked up to date. The editor writes it; the check compares it with the English page now and names the parts that changed since. Leave it as it is.
 */
export interface TranslatedFrom {
  [k: string]: string | undefined
}
/**
 * A blog article: its header and body.
 */
export interface ArticleSection {
  /**
   * A blog article: its header and body.
   */
  type: 'article'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * Article title (the page heading).
   */
  title: string
  /**
   * One-paragraph summary shown in lists.
   */
  excerpt: string
  /**
   * Author.
   */
  author: string
  /**
   * Publication date, YYYY-MM-DD.
   */
  date: string
  /**
   * Date of the last real change to the article, YYYY-MM-DD, when it was revised after publication. Search engines show it; leave it out until the article changes.
   */
  updated?: string
  /**
   * Reading time, e.g. "5 min read".
   */
  readTime: string
  /**
   * One of the blog categories.
   */
  category: string
  image?: Image
  /**
   * Text with simple formatting: blank line between paragraphs, "## " and "### " headings, "- " bullet lists, "1. " numbered lists, **bold**, _italic_ and [link text](/path). HTML is not allowed and is shown as plain text.
   */
  body: string
}
/**
 * An image served by this site.
 */
export interface Image {
  /**
   * Path of an image in public/, e.g. /images/team.webp.
   */
  src: string
  /**
   * What the image shows, for visitors who cannot see it.
   */
  alt: string
  /**
   * Width in pixels (prevents layout shift).
   */
  width: number
  /**
   * Height in pixels.
   */
  height: number
}
/**
 * Searchable, filterable list of the articles under pages/blog/.
 */
export interface BlogIndexSection {
  /**
   * Searchable, filterable list of the articles under pages/blog/.
   */
  type: 'blog-index'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * Label of the search box.
   */
  searchLabel: string
  /**
   * Placeholder of the search box.
   */
  searchPlaceholder?: string
  /**
   * Text of the chip that shows every category.
   */
  allLabel: string
  /**
   * Screen-reader name of the row of category chips.
   */
  filterLabel?: string
  /**
   * Category chips, in order.
   *
   * @minItems 1
   *
   * Items: A category name.
   */
  categories: string[]
  /**
   * Path of the featured article.
   */
  featured?: string
  /**
   * Small label on the featured article.
   */
  featuredLabel?: string
  /**
   * Heading over the latest articles.
   */
  latestHeading?: string
  /**
   * Text of the link to each article.
   */
  readMore: string
  /**
   * Shown when no article matches.
   */
  emptyText: string
  /**
   * Line above the results while searching or filtering; {count} is replaced by the number of matching articles.
   */
  resultsLabel?: string
  /**
   * Text of the button that clears the search and the category.
   */
  clearLabel?: string
  /**
   * How many latest articles to show under the featured one (filters show every match).
   */
  latestCount?: number
}
/**
 * The income-tax campaign callback form.
 */
export interface CampaignFormSection {
  /**
   * The income-tax campaign callback form.
   */
  type: 'campaign-form'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * Button text.
   */
  button: string
  /**
   * Points beside the form.
   *
   * @maxItems 6
   *
   * Items: A point.
   */
  points?: string[]
}
/**
 * A grid of cards: services with prices, features, contact methods.
 */
export interface CardsSection {
  /**
   * A grid of cards: services with prices, features, contact methods.
   */
  type: 'cards'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * Cards per row on wide screens: 2, 3 (the default) or 4. Phones show one card per row, tablets two.
   */
  columns?: 2 | 3 | 4
  /**
   * The cards.
   *
   * @minItems 1
   */
  items: Card[]
  /**
   * Small print under the grid.
   */
  footnote?: string
}
export interface Card {
  icon?: IconName
  /**
   * Card title.
   */
  title: string
  /**
   * One or two sentences.
   */
  description?: string
  /**
   * Bullet list of what is included.
   *
   * @maxItems 12
   *
   * Items: A feature line.
   */
  features?: string[]
  price?: Price
  /**
   * How long it takes, e.g. "5-7 days".
   */
  timeline?: string
  /**
   * Mark this card as the most popular one (at most one per section).
   */
  popular?: boolean
  /**
   * Text of the popular badge; defaults to "Most Popular".
   */
  badge?: string
  /**
   * Path of the page this card is about; the title links there.
   */
  link?: string
  button?: Action
  testimonial?: CardTestimonial
}
/**
 * A button or link.
 */
export interface Action {
  /**
   * The button text.
   */
  label: string
  /**
   * What the button does: internal (a page of this site), external (another website, opens in a new tab), phone (calls the business number), email (writes to the business e-mail), download (a PDF of this site), chat (opens the chat app with a prefilled message, in a new tab), anchor (scrolls to a section of this page).
   */
  type: 'internal' | 'external' | 'phone' | 'email' | 'download' | 'chat' | 'anchor'
  /**
   * Where it goes. internal: a path such as /contact; external: a full https:// address; download: a path such as /ngo-guide.pdf; anchor: "#" and the id of a section, such as #lead-form. Not needed for phone, email and chat.
   */
  href?: string
  /**
   * For chat buttons: the message the visitor starts the chat with. Leave out to use the site's general greeting.
   */
  message?: string
  /**
   * How prominent the button looks: primary (filled, accent colour), secondary (filled, deep blue), outline (bordered, no fill) or ghost (text only, underlined on hover). Defaults to primary for the first button and outline for the others.
   */
  style?: 'primary' | 'secondary' | 'outline' | 'ghost'
  icon?: IconName
}
/**
 * A short client quote shown at the bottom of a card.
 */
export interface CardTestimonial {
  /**
   * What the client said.
   */
  text: string
  /**
   * Who said it.
   */
  author: string
  /**
   * Star rating from 1 to 5.
   */
  rating: number
}
/**
 * The six service categories from pages/_site/site.yaml, each with up to a few services, a "+N more services" line, its starting price and a link.
 */
export interface CategoryOverviewSection {
  /**
   * The six service categories from pages/_site/site.yaml, each with up to a few services, a "+N more services" line, its starting price and a link.
   */
  type: 'category-overview'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * How many services to list per category before "+N more services".
   */
  maxServices?: number
  /**
   * Text of each category's link.
   */
  button?: string
}
/**
 * The contact page message form (name, e-mail, phone, subject, message).
 */
export interface ContactFormSection {
  /**
   * The contact page message form (name, e-mail, phone, subject, message).
   */
  type: 'contact-form'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * Form heading.
   */
  title: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
}
/**
 * An urgency banner with a live countdown and a button.
 */
export interface CountdownSection {
  /**
   * An urgency banner with a live countdown and a button.
   */
  type: 'countdown'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * Offer badge, e.g. "Flat 50% OFF".
   */
  badge?: string
  countdown: Countdown
  action?: Action
  variant?: ColourVariant
}
/**
 * A live countdown of days, hours, minutes and seconds.
 */
export interface Countdown {
  /**
   * The moment the countdown reaches zero, as date, time and offset: 2025-09-15T23:59:59+05:30.
   */
  target: string
  /**
   * Line shown above the clock.
   */
  label?: string
  /**
   * Line shown once the target has passed.
   */
  endedLabel?: string
}
/**
 * A coloured call-to-action banner with one or two buttons.
 */
export interface CtaSection {
  /**
   * A coloured call-to-action banner with one or two buttons.
   */
  type: 'cta'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The banner heading.
   */
  heading: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  primary: Action
  secondary?: Action
  variant?: ColourVariant
}
/**
 * Questions and answers in an accordion: one open at a time.
 */
export interface FaqSection {
  /**
   * Questions and answers in an accordion: one open at a time.
   */
  type: 'faq'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * The questions.
   *
   * @minItems 1
   */
  items: FaqItem[]
  /**
   * Publish these questions to search engines as FAQPage data (default yes).
   */
  structuredData?: boolean
}
export interface FaqItem {
  /**
   * The question.
   */
  question: string
  /**
   * Text with simple formatting: blank line between paragraphs, "## " and "### " headings, "- " bullet lists, "1. " numbered lists, **bold**, _italic_ and [link text](/path). HTML is not allowed and is shown as plain text.
   */
  answer: string
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this question out of the site until then, even hidden in the page's code; it then appears with the rebuild a few minutes after its start.
   */
  embargo?: boolean
}
/**
 * The free startup guide viewer (/ebook?id=...). Its pages come from pages/_site/guide.yaml.
 */
export interface GuideViewerSection {
  /**
   * The free startup guide viewer (/ebook?id=...). Its pages come from pages/_site/guide.yaml.
   */
  type: 'guide-viewer'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * Text shown while loading.
   */
  loading: string
  /**
   * Download button text.
   */
  downloadLabel: string
  /**
   * Alert shown by the download button.
   */
  downloadAlert: string
  /**
   * Text of the link to the contact page.
   */
  contactLabel: string
  /**
   * Line before the link to the contact page.
   */
  contactPrompt?: string
  /**
   * Text of the button that goes back to the previous page in the browser history.
   */
  backLabel: string
  /**
   * Position in the guide; {page} and {total} are replaced by the current page number and the number of pages.
   */
  pageLabel: string
  /**
   * Small status label shown next to the page position.
   */
  viewingLabel: string
  /**
   * Text of the button that shows the previous page.
   */
  previousLabel: string
  /**
   * Text of the button that shows the next page.
   */
  nextLabel: string
  /**
   * Reading progress under the bar; {percent} is replaced by the page number divided by the number of pages, as a whole percentage.
   */
  completeLabel: string
  /**
   * Screen-reader name of each page dot; {page} is replaced by its page number.
   */
  dotLabel: string
  /**
   * Screen-reader name of the progress bar.
   */
  progressLabel: string
  /**
   * Screen-reader name of the row of page dots.
   */
  pagesLabel?: string
  /**
   * Alternative text of each page image; {title} is replaced by the page title, {page} by its number. Defaults to the page title.
   */
  imageAlt?: string
  /**
   * What the viewer says instead of a page when the address's id is not a guide link it knows (mistyped, cut short, or from another copy of the site).
   */
  invalid: {
    /**
     * Heading of the message.
     */
    title: string
    /**
     * One or two sentences saying what happened and what to do.
     */
    text: string
    /**
     * Text of the button that leads to a fresh link.
     */
    label: string
    /**
     * Where the button goes: the page with the guide request form.
     */
    link: string
  }
}
/**
 * The big first block of a page, with the page's main heading.
 */
export interface HeroSection {
  /**
   * The big first block of a page, with the page's main heading.
   */
  type: 'hero'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * Small line above the heading.
   */
  eyebrow?: string
  /**
   * The page's main heading (one per page).
   */
  heading: string
  /**
   * Part of the heading to show in the accent colour; must appear in the heading.
   */
  highlight?: string
  /**
   * Paragraph under the heading.
   */
  description?: string
  price?: Price
  /**
   * Line before the hero price, e.g. "Packages from".
   */
  priceLabel?: string
  /**
   * Short badges, e.g. "100% Online", "CA Assisted".
   *
   * @maxItems 8
   *
   * Items: Badge text.
   */
  badges?: string[]
  /**
   * Check-marked selling points.
   *
   * @maxItems 8
   *
   * Items: A point.
   */
  points?: string[]
  /**
   * Buttons, the first one is the main one.
   *
   * @maxItems 3
   */
  actions?: Action[]
  /**
   * Headline figures shown in the hero.
   *
   * @maxItems 4
   */
  stats?: Stat[]
  leadForm?: HeroLeadForm
  search?: HeroSearch
  countdown?: Countdown
  image?: Image
  variant?: ColourVariant
}
/**
 * A headline figure.
 */
export interface Stat {
  /**
   * The figure, as shown, e.g. "5000+", "7-10 days", "99.9%".
   */
  value: string
  /**
   * What the figure counts.
   */
  label: string
  /**
   * Optional line under the label.
   */
  description?: string
  icon?: IconName
}
/**
 * A compact enquiry form shown beside the heading.
 */
export interface HeroLeadForm {
  /**
   * The form's heading.
   */
  title: string
  /**
   * Line under the form heading.
   */
  description?: string
  /**
   * business-registration, compliance-services, financial-services, digital-services or consulting.
   */
  service?: 'business-registration' | 'compliance-services' | 'financial-services' | 'digital-services' | 'consulting'
}
/**
 * A search box (e.g. trademark name search).
 */
export interface HeroSearch {
  /**
   * Label of the search box (read by screen readers).
   */
  label: string
  /**
   * Placeholder text.
   */
  placeholder: string
  /**
   * Button text.
   */
  button: string
  /**
   * Chat message template sent when searching; {query} is replaced by what the visitor typed.
   */
  message?: string
}
/**
 * An enquiry form that stores a lead: name, e-mail, phone, optional service and message.
 */
export interface LeadFormSection {
  /**
   * An enquiry form that stores a lead: name, e-mail, phone, optional service and message.
   */
  type: 'lead-form'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The form heading.
   */
  title: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * compact: name, e-mail, phone, service; full: adds a message box.
   */
  variant?: 'compact' | 'full'
  /**
   * business-registration, compliance-services, financial-services, digital-services or consulting.
   */
  service?: 'business-registration' | 'compliance-services' | 'financial-services' | 'digital-services' | 'consulting'
  /**
   * Selling points shown beside the form.
   *
   * @maxItems 6
   *
   * Items: A point.
   */
  points?: string[]
}
/**
 * Free startup guide offer: the visitor leaves name, e-mail and phone and gets a link to the guide.
 */
export interface LeadMagnetSection {
  /**
   * Free startup guide offer: the visitor leaves name, e-mail and phone and gets a link to the guide.
   */
  type: 'lead-magnet'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * Button text.
   */
  button: string
  /**
   * What the guide covers.
   *
   * @maxItems 8
   *
   * Items: A point.
   */
  points?: string[]
}
/**
 * A list of points: why choose us, benefits, documents, eligibility, reasons, hours.
 */
export interface ListSection {
  /**
   * A list of points: why choose us, benefits, documents, eligibility, reasons, hours.
   */
  type: 'list'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * features: icon cards in a grid; checklist: check-marked lines; numbered: numbered lines.
   */
  style?: 'features' | 'checklist' | 'numbered'
  /**
   * Items per row on wide screens: 1, 2, 3 or 4. Defaults to 3 for the features style and 2 for the others.
   */
  columns?: 1 | 2 | 3 | 4
  /**
   * The items.
   *
   * @minItems 1
   *
   * Items: A line of text, or an item with title, text and icon.
   */
  items: (string | ListItem)[]
  variant?: ColourVariant
}
export interface ListItem {
  /**
   * Bold first words of the item.
   */
  title?: string
  /**
   * The item text.
   */
  text: string
  icon?: IconName
}
/**
 * E-mail newsletter signup.
 */
export interface NewsletterSection {
  /**
   * E-mail newsletter signup.
   */
  type: 'newsletter'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * Placeholder of the e-mail field.
   */
  placeholder?: string
  /**
   * Button text.
   */
  button?: string
  /**
   * Small print under the field.
   */
  note?: string
}
/**
 * The "page not found" message.
 */
export interface NotFoundSection {
  /**
   * The "page not found" message.
   */
  type: 'not-found'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * Big code shown, "404".
   */
  code: string
  /**
   * Message.
   */
  heading: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  action: Action
}
/**
 * Priced packages side by side.
 */
export interface PackagesSection {
  /**
   * Priced packages side by side.
   */
  type: 'packages'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * The packages.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: Package[]
  /**
   * Small print under the packages.
   */
  footnote?: string
}
export interface Package {
  /**
   * Package name.
   */
  name: string
  price: Price
  /**
   * One line about who it is for.
   */
  description?: string
  /**
   * What the package includes.
   *
   * @minItems 1
   *
   * Items: A feature.
   */
  features: string[]
  /**
   * Mark as most popular (at most one per section).
   */
  popular?: boolean
  /**
   * Text of the popular badge; defaults to "Most Popular".
   */
  badge?: string
  button?: Action
}
/**
 * Campaign plans with list price, offer price and a chat button each.
 */
export interface PlansSection {
  /**
   * Campaign plans with list price, offer price and a chat button each.
   */
  type: 'plans'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * The plans.
   *
   * @minItems 1
   * @maxItems 6
   */
  items: Plan[]
}
export interface Plan {
  /**
   * Plan name.
   */
  name: string
  /**
   * Who it is for.
   */
  audience?: string
  price: Price
  /**
   * What the plan includes.
   *
   * @minItems 1
   *
   * Items: A feature.
   */
  features: string[]
  /**
   * Mark as most popular (at most one).
   */
  popular?: boolean
  /**
   * Popular badge text.
   */
  badge?: string
  button: Action
}
/**
 * The privacy choices form (/privacy/choices): a visitor asks, with the e-mail or phone they gave, to stop being contacted, to see, correct or erase their data, or raises a grievance; the answer is the same whether or not anything is held. Opened from the e-mailed link, it confirms the request. In English and Hindi.
 */
export interface PrivacyChoicesSection {
  /**
   * The privacy choices form: withdraw consent, see, correct or erase data, raise a grievance.
   */
  type: 'privacy-choices'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The published period, in days, within which a request or grievance is answered after it is confirmed. The law allows at most 90; the database's due dates use the same number (0008_privacy.sql, response_period).
   */
  responseDays: number
  en: PrivacyChoicesText
  hi: PrivacyChoicesText
  mail: PrivacyMail
  noticeMail?: NoticeMail
  /**
   * Who processes a person's data for the firm, as the rights desk's "What we hold" file lists them for an access request: what each does and who it is.
   *
   * @minItems 1
   * @maxItems 12
   */
  processors?: Processor[]
}
/**
 * Every word of the section in one language.
 */
export interface PrivacyChoicesText {
  /**
   * Heading of the request form.
   */
  heading: string
  /**
   * How it works, under the heading.
   */
  intro: string
  /**
   * The button that shows this section in the other language, written in that language.
   */
  switchLabel: string
  /**
   * The question above the choices.
   */
  kindLegend: string
  kinds: PrivacyRequestKinds
  /**
   * Label of the e-mail-or-phone field.
   */
  contactLabel: string
  /**
   * Hint under that field.
   */
  contactHint: string
  /**
   * Label of the optional details box.
   */
  detailsLabel: string
  /**
   * Hint under the details box.
   */
  detailsHint: string
  /**
   * The button.
   */
  submit: string
  /**
   * The button while sending.
   */
  submitting: string
  /**
   * The answer after sending: the same whether or not anything is held. {days} is the response period.
   */
  sent: string
  errors: PrivacyChoicesErrors
  confirm: PrivacyConfirmText
}
/**
 * Each kind of request, as the visitor reads it.
 */
export interface PrivacyRequestKinds {
  /**
   * Withdraw consent: stop every contact.
   */
  withdraw: string
  /**
   * See a summary of what is held.
   */
  access: string
  /**
   * Correct or complete it.
   */
  correct: string
  /**
   * Erase it.
   */
  erase: string
  /**
   * Raise a grievance with the Grievance Officer.
   */
  grievance: string
}
/**
 * Messages when a request cannot be sent; what was typed stays.
 */
export interface PrivacyChoicesErrors {
  /**
   * No choice made.
   */
  kind: string
  /**
   * The contact is neither an e-mail address nor a phone number.
   */
  contact: string
  /**
   * The contact has an @ but is not one plain e-mail address (a name, angle brackets, a comma, quotes, a space or a dot at the end): nothing is sent.
   */
  email: string
  /**
   * Too many requests for one contact in a short time.
   */
  tooMany: string
  /**
   * The request could not be sent (network or server).
   */
  failed: string
}
/**
 * The confirmation step, opened from the e-mailed link.
 */
export interface PrivacyConfirmText {
  /**
   * Heading when the page is opened from the confirmation link.
   */
  heading: string
  /**
   * Text above the confirm button.
   */
  intro: string
  /**
   * The confirm button (the link alone confirms nothing: mail scanners open links).
   */
  button: string
  /**
   * The button while confirming.
   */
  working: string
  /**
   * After a confirmed withdrawal.
   */
  withdrawn: string
  /**
   * After a confirmed erasure.
   */
  erased: string
  /**
   * After confirming a request the office answers (see, correct, grievance); {date} is its due date.
   */
  confirmed: string
  /**
   * A link already used.
   */
  used: string
  /**
   * A link older than 7 days.
   */
  expired: string
  /**
   * A link we never sent (forged or cut short).
   */
  unknown: string
  /**
   * The confirmation could not reach the server.
   */
  failed: string
}
/**
 * The e-mail with the confirmation link: {brand}, {request} (one of kinds) and {link} are filled in.
 */
export interface PrivacyMail {
  /**
   * The e-mail's subject.
   */
  subject: string
  /**
   * The e-mail's text; {link} is the confirmation link.
   */
  text: string
  kinds: PrivacyMailKinds
}
/**
 * What was asked, as the e-mail words it.
 */
export interface PrivacyMailKinds {
  /**
   * Withdraw consent: stop every contact.
   */
  withdraw: string
  /**
   * See a summary of what is held.
   */
  access: string
  /**
   * Correct or complete it.
   */
  correct: string
  /**
   * Erase it.
   */
  erase: string
  /**
   * Raise a grievance with the Grievance Officer.
   */
  grievance: string
}
/**
 * The e-mail the office sends, once, to each person who enquired before the forms showed a privacy notice (the rights desk's "Send the notice to earlier enquirers"): the notice on its own, with what was collected, what for, for how long, and how to use one's rights. {brand}, {name} (the name they gave, or "there") and {link} (the privacy choices page) are filled in.
 */
export interface NoticeMail {
  /**
   * The e-mail's subject.
   */
  subject: string
  /**
   * The e-mail's text: the data collected item by item, each purpose, how long it is kept, and {link} to the privacy choices page.
   */
  text: string
}
export interface Processor {
  /**
   * What it does with the data.
   */
  does: string
  /**
   * Its name (and where it keeps the data, if known).
   */
  who: string
}
/**
 * Numbered steps of how the service works.
 */
export interface ProcessSection {
  /**
   * Numbered steps of how the service works.
   */
  type: 'process'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * The steps, in order.
   *
   * @minItems 1
   * @maxItems 10
   */
  steps: ProcessStep[]
  /**
   * Line under the steps, e.g. "Average time: 5-7 days".
   */
  footnote?: string
  /**
   * A guarantee badge shown with the steps, e.g. "100% ROC Compliance Guarantee".
   */
  badge?: string
}
export interface ProcessStep {
  /**
   * Step number; defaults to its position.
   */
  number?: number
  /**
   * A phase label shown instead of the number, e.g. "Day 1" or "Phase 2".
   */
  phase?: string
  /**
   * Step title.
   */
  title: string
  /**
   * What happens in this step.
   */
  description: string
  /**
   * How long the step takes, e.g. "1-2 days".
   */
  timeline?: string
  icon?: IconName
}
/**
 * Formatted text: headings, paragraphs, lists, links. No HTML.
 */
export interface RichTextSection {
  /**
   * Formatted text: headings, paragraphs, lists, links. No HTML.
   */
  type: 'rich-text'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * Text with simple formatting: blank line between paragraphs, "## " and "### " headings, "- " bullet lists, "1. " numbered lists, **bold**, _italic_ and [link text](/path). HTML is not allowed and is shown as plain text.
   */
  body: string
  image?: Image
  /**
   * narrow (the default) suits long reading such as legal pages; wide uses the full page width. A section with an image is always wide.
   */
  width?: 'narrow' | 'wide'
}
/**
 * A row of headline figures.
 */
export interface StatsSection {
  /**
   * A row of headline figures.
   */
  type: 'stats'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * The figures.
   *
   * @minItems 1
   * @maxItems 8
   */
  items: Stat[]
  variant?: ColourVariant
  /**
   * cards: white cards on a light background; band: a coloured strip.
   */
  style?: 'cards' | 'band'
}
/**
 * Client stories and testimonials with star ratings.
 */
export interface TestimonialsSection {
  /**
   * Client stories and testimonials with star ratings.
   */
  type: 'testimonials'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * The testimonials.
   *
   * @minItems 1
   */
  items: Story[]
}
export interface Story {
  /**
   * Client name.
   */
  name: string
  /**
   * Role or city.
   */
  role?: string
  /**
   * Company.
   */
  company?: string
  /**
   * What they said.
   */
  text: string
  /**
   * Star rating from 1 to 5.
   */
  rating: number
  /**
   * Service they used.
   */
  service?: string
  image?: Image
}
/**
 * Confirmation shown after a form; text chosen by the ?source= of the address.
 */
export interface ThankYouSection {
  /**
   * Confirmation shown after a form; text chosen by the ?source= of the address.
   */
  type: 'thank-you'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  sources: ThankYouSources
  /**
   * Heading of the next steps.
   */
  stepsHeading: string
  /**
   * The three next steps.
   *
   * @minItems 3
   * @maxItems 3
   *
   * Items: A step.
   */
  steps: string[]
  /**
   * The next steps after the income-tax campaign form.
   *
   * @minItems 3
   * @maxItems 3
   *
   * Items: A step.
   */
  itrSteps: string[]
  /**
   * Text of the link to the startup guide, shown after the lead-magnet form (source=lead-magnet with a guide id).
   */
  guideLink: string
  /**
   * Line above the call and chat buttons.
   */
  helpText?: string
  /**
   * Text of the link home.
   */
  backLabel: string
}
/**
 * Heading and message per source.
 */
export interface ThankYouSources {
  default: ThankYouVariant
  contact: ThankYouVariant
  'itr-filing': ThankYouVariant
  'lead-magnet': ThankYouVariant
}
export interface ThankYouVariant {
  /**
   * Heading.
   */
  title: string
  /**
   * Message.
   */
  message: string
}
/**
 * Year-by-year milestones.
 */
export interface TimelineSection {
  /**
   * Year-by-year milestones.
   */
  type: 'timeline'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The heading shown above the section.
   */
  heading?: string
  /**
   * A short paragraph under the heading.
   */
  description?: string
  /**
   * Milestones in order.
   *
   * @minItems 1
   */
  items: TimelineEntry[]
}
export interface TimelineEntry {
  /**
   * The year.
   */
  year: string
  /**
   * Short title.
   */
  title?: string
  /**
   * What happened.
   */
  event: string
}
/**
 * A thin strip of trust marks (reviews, certifications).
 */
export interface TrustStripSection {
  /**
   * A thin strip of trust marks (reviews, certifications).
   */
  type: 'trust-strip'
  from?: ShowFrom
  until?: ShowUntil
  /**
   * With "from": keep this section out of the site until then, even hidden in the page's code, for something nobody may see early (an announcement, a price not yet public). It then appears with the rebuild a few minutes after its start. Without it, a section that takes the place of one ending at the same moment is sent ahead, hidden, and switches on at that moment by itself.
   */
  embargo?: boolean
  /**
   * Anchor name for this section, so links like "#faq" or a button of type anchor can jump to it. Lower-case letters, digits and dashes.
   */
  id?: string
  /**
   * The trust marks.
   *
   * @minItems 1
   * @maxItems 8
   */
  items: TrustItem[]
}
export interface TrustItem {
  icon?: IconName
  /**
   * The trust mark.
   */
  text: string
}
/**
 * Data shared by every page: brand, contact details, menu, footer, labels.
 */
export interface Site {
  brand: Brand
  /**
   * The site's public address, without a trailing slash. Used for canonical links, the sitemap and structured data.
   */
  domain: string
  phone: Phone
  /**
   * Support e-mail address.
   */
  email: string
  chat: Chat
  address: Address
  hours: Hours
  /**
   * Social profiles (open in a new tab).
   */
  socials: Social[]
  /**
   * Header menu, in order.
   *
   * @minItems 1
   */
  nav: NavItem[]
  /**
   * The six service categories: the mega menu and the /services page.
   *
   * @minItems 1
   */
  categories: Category[]
  footer: Footer
  meta: SiteMeta
  labels: Labels
  /**
   * Overall price range for search engines: the lowest and the highest fee, with the rupee sign, as in the example.
   */
  priceRange: string
  /**
   * What the office is told of each new enquiry (e-mail, webhook or the local server's terminal). The promise each form made is written with the forms, under promises. Not shown on the site.
   */
  notify: {
    /**
     * The first line of a WhatsApp reply to an enquirer, filled in when the office presses WhatsApp on an enquiry or in a notification. {name} is the enquirer's name and {service} the service they asked about.
     */
    whatsapp?: {
      /**
       * When the enquiry names a service: must hold {service}.
       */
      withService: string
      /**
       * When it names none.
       */
      general: string
    }
  }
}
/**
 * The business's name.
 */
export interface Brand {
  /**
   * Short brand name shown in the header.
   */
  name: string
  /**
   * Registered company name.
   */
  legalName: string
  /**
   * One-line description of the business.
   */
  tagline: string
  /**
   * One or two letters shown in the logo square.
   */
  logoMark: string
  /**
   * Year founded.
   */
  founded: string
}
/**
 * The business phone number.
 */
export interface Phone {
  /**
   * The number as people read it.
   */
  display: string
  /**
   * The number the Call buttons dial: + and the country code, then digits only, no spaces (e.g. +919811045670).
   */
  tel: string
}
/**
 * The chat-app link.
 */
export interface Chat {
  /**
   * Chat-app number, digits with country code and no +.
   */
  number: string
  /**
   * Chat link base address; the number and the message are added.
   */
  baseUrl: string
  /**
   * The general greeting a chat starts with.
   */
  message: string
}
/**
 * Office address.
 */
export interface Address {
  /**
   * Street.
   */
  street: string
  /**
   * City.
   */
  city: string
  /**
   * State.
   */
  region: string
  /**
   * PIN code.
   */
  postalCode: string
  /**
   * Country code, IN.
   */
  country: string
}
/**
 * Business hours.
 */
export interface Hours {
  /**
   * Hours shown in the bar at the top of every page.
   */
  header: string
  /**
   * Opening hours for search engines.
   *
   * @minItems 1
   */
  openingHours: OpeningHours[]
  /**
   * Every other way the site states its opening hours, by name, side by side with the two above so that a change of hours is made in one place. A page shows one with {hours:<name>} in its text, e.g. {hours:callCard}.
   */
  texts?: {
    [k: string]: string | undefined
  }
  closed?: ClosedDays
}
export interface OpeningHours {
  /**
   * Days.
   *
   * @minItems 1
   *
   * Items: Day: Mo, Tu, We, Th, Fr, Sa or Su.
   */
  days: ('Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su')[]
  /**
   * Opening time, HH:MM.
   */
  opens: string
  /**
   * Closing time, HH:MM.
   */
  closes: string
}
/**
 * Days the office is closed besides those with no opening hours: the clock of a promise made "in working hours" stops on them (Enquiries shows when each enquiry is due).
 */
export interface ClosedDays {
  /**
   * Days closed every year: India's national holidays (26 January, 15 August, 2 October).
   *
   * Items: A day closed every year, month-day: 01-26 is 26 January.
   */
  everyYear?: string[]
  /**
   * This year's other holidays (festivals move by calendar and state): add next year's before it starts.
   *
   * Items: A day closed, year-month-day.
   */
  days?: string[]
}
export interface Social {
  /**
   * Network name.
   */
  name: string
  /**
   * Profile address.
   */
  url: string
  /**
   * Which logo to show: facebook, instagram, linkedin, twitter (the X logo) or youtube.
   */
  icon: 'facebook' | 'instagram' | 'linkedin' | 'twitter' | 'youtube'
}
export interface NavItem {
  /**
   * Menu text.
   */
  label: string
  /**
   * Path.
   */
  href: string
  /**
   * Show the service categories as a mega menu under this item.
   */
  mega?: boolean
}
export interface Category {
  /**
   * Short id.
   */
  id: string
  /**
   * Category name.
   */
  name: string
  /**
   * Path of the category page.
   */
  path: string
  /**
   * One or two sentences.
   */
  description: string
  icon: IconName
  startingPrice: Price
  /**
   * Services in this category, in menu order.
   *
   * @minItems 1
   */
  services: NavLink[]
}
export interface NavLink {
  /**
   * Link text.
   */
  label: string
  /**
   * Path of a page of this site.
   */
  href: string
}
/**
 * The footer.
 */
export interface Footer {
  /**
   * Short paragraph about the business.
   */
  about: string
  /**
   * Link columns.
   */
  columns: FooterColumn[]
  /**
   * Small links at the very bottom (privacy, terms).
   */
  legal: NavLink2[]
}
export interface FooterColumn {
  /**
   * Column heading.
   */
  heading: string
  /**
   * Links.
   *
   * @minItems 1
   */
  links: NavLink1[]
}
export interface NavLink1 {
  /**
   * Link text.
   */
  label: string
  /**
   * Path of a page of this site.
   */
  href: string
}
export interface NavLink2 {
  /**
   * Link text.
   */
  label: string
  /**
   * Path of a page of this site.
   */
  href: string
}
/**
 * Defaults for search engines.
 */
export interface SiteMeta {
  /**
   * Added after every page title, e.g. " | Brand".
   */
  titleSuffix: string
  /**
   * Default share image path.
   */
  image: string
  /**
   * What the default share image shows, in words, for people who cannot see it (og:image:alt and twitter:image:alt).
   */
  imageAlt: string
  /**
   * Language and region, en_IN.
   */
  locale: string
}
