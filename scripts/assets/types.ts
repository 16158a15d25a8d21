/** Shapes of pages/_site/downloads.yaml, pages/_site/guide.yaml and the parts of site.yaml the assets use. */

export interface Table {
  columns: string[]
  rows: string[][]
  widths?: number[]
  caption?: string
  note?: string
}

export interface DownloadSection {
  heading: string
  body?: string
  table?: Table
  note?: string
}

export interface DownloadFile {
  path: string
  title: string
  subtitle: string
  summary?: string
  cta?: string
  sections: DownloadSection[]
}

export interface Downloads {
  edition: string
  updated: string
  disclaimer: string
  labels: {
    contents: string
    page: string
    cta: string
    phone: string
    email: string
    website: string
    chat: string
  }
  files: DownloadFile[]
}

export interface FlowStep {
  question: string
  yes: string
}

export interface GuideBlock {
  heading?: string
  text?: string
  bullets?: string[]
  table?: Table
  flowchart?: { steps: FlowStep[]; otherwise: string }
  note?: string
  contact?: string
}

export interface GuidePage {
  title: string
  layout?: 'cover' | 'content'
  heading: string
  intro?: string
  blocks?: GuideBlock[]
}

export interface Guide {
  title: string
  edition: string
  labels: { contents: string; page: string; yes: string; no: string; phone: string; email: string; website: string; chat: string }
  pages: GuidePage[]
}

export interface SiteInfo {
  brand: { name: string; legalName: string; tagline: string; logoMark: string }
  domain: string
  phone: { display: string; tel: string }
  email: string
  chat: { number: string; baseUrl: string; message: string }
  address?: { street: string; city: string; region: string; postalCode: string }
}
