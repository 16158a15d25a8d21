/**
 * The tables as supabase-js sees them through the anon key, written by hand from
 * supabase/migrations/0001_leads.sql. Only the columns anon may insert or update appear in
 * Insert/Update, so a payload with any other field fails to compile. (Type aliases, not interfaces:
 * supabase-js needs rows assignable to Record<string, unknown>.)
 */

type LeadSubmission = {
  id: string
  name: string
  email: string
  phone: string | null
  message: string | null
  service: string | null
  source_page: string
  created_at: string
}

type NewsletterSubscription = {
  id: string
  email: string
  source: string | null
  created_at: string
}

type EbookDownload = {
  id: string
  name: string
  email: string
  phone: string | null
  created_at: string
  viewed_at: string | null
  pages_viewed: number
}

export type Database = {
  public: {
    Tables: {
      lead_submissions: {
        Row: LeadSubmission
        Insert: Pick<LeadSubmission, 'name' | 'email' | 'source_page'> & Partial<Pick<LeadSubmission, 'phone' | 'message' | 'service'>>
        Update: Record<string, never>
        Relationships: []
      }
      newsletter_subscriptions: {
        Row: NewsletterSubscription
        Insert: Pick<NewsletterSubscription, 'email'> & Partial<Pick<NewsletterSubscription, 'source'>>
        Update: Record<string, never>
        Relationships: []
      }
      ebook_downloads: {
        Row: EbookDownload
        Insert: Pick<EbookDownload, 'id' | 'name' | 'email'> & Partial<Pick<EbookDownload, 'phone'>>
        Update: Partial<Pick<EbookDownload, 'viewed_at' | 'pages_viewed'>>
        Relationships: []
      }
    }
    Views: Record<string, never>
    Functions: Record<string, never>
  }
}
