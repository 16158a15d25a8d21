/* Generated from supabase/migrations by `npm run gen:types`. DO NOT EDIT: write a migration and run it again. */

/**
 * The tables as supabase-js sees them through the anon key: Insert and Update list only the columns anon
 * may insert or update. (Type aliases, not interfaces: supabase-js needs rows assignable to Record<string, unknown>.)
 */
export type Database = {
  public: {
    Tables: {
      ebook_downloads: {
        Row: {
          id: string
          name: string
          email: string
          phone: string | null
          created_at: string
          viewed_at: string | null
          pages_viewed: number
        }
        Insert: { id?: string; name: string; email: string; phone?: string | null }
        Update: { viewed_at?: string | null; pages_viewed?: number }
        Relationships: []
      }
      lead_submissions: {
        Row: {
          id: string
          name: string
          email: string
          phone: string | null
          message: string | null
          service: string | null
          source_page: string
          created_at: string
          landing_page: string | null
          referrer_host: string | null
          utm_source: string | null
          utm_medium: string | null
          utm_campaign: string | null
          utm_term: string | null
          utm_content: string | null
          gclid: string | null
          gbraid: string | null
          wbraid: string | null
          fbclid: string | null
          msclkid: string | null
          notice_version: string | null
          notice_purposes: string | null
          notice_text: string | null
          notice_at: string | null
          notice_missing: string | null
          notice_claimed: string | null
          due_at: string | null
          promise_minutes: number | null
          promise_working_hours: boolean | null
          language: string
        }
        Insert: {
          name: string
          email: string
          phone?: string | null
          message?: string | null
          service?: string | null
          source_page: string
          landing_page?: string | null
          referrer_host?: string | null
          utm_source?: string | null
          utm_medium?: string | null
          utm_campaign?: string | null
          utm_term?: string | null
          utm_content?: string | null
          gclid?: string | null
          gbraid?: string | null
          wbraid?: string | null
          fbclid?: string | null
          msclkid?: string | null
          notice_version?: string | null
          notice_purposes?: string | null
          notice_text?: string | null
          language?: string
        }
        Update: Record<string, never>
        Relationships: []
      }
      newsletter_subscriptions: {
        Row: {
          id: string
          email: string
          source: string | null
          created_at: string
          notice_version: string | null
          notice_purposes: string | null
          notice_text: string | null
          notice_at: string | null
          notice_missing: string | null
          notice_claimed: string | null
          language: string
        }
        Insert: {
          email: string
          source?: string | null
          notice_version?: string | null
          notice_purposes?: string | null
          notice_text?: string | null
          language?: string
        }
        Update: Record<string, never>
        Relationships: []
      }
    }
    Views: Record<string, never>
    Functions: Record<string, never>
  }
}

export type Tables = Database['public']['Tables']
export type Row<T extends keyof Tables> = Tables[T]['Row']
export type Insert<T extends keyof Tables> = Tables[T]['Insert']

/** Each table's columns, in the table's order (what a `select` of the whole row names). */
export const COLUMNS = {
  ebook_downloads: ['id', 'name', 'email', 'phone', 'created_at', 'viewed_at', 'pages_viewed'],
  lead_submissions: [
    'id',
    'name',
    'email',
    'phone',
    'message',
    'service',
    'source_page',
    'created_at',
    'landing_page',
    'referrer_host',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'gclid',
    'gbraid',
    'wbraid',
    'fbclid',
    'msclkid',
    'notice_version',
    'notice_purposes',
    'notice_text',
    'notice_at',
    'notice_missing',
    'notice_claimed',
    'due_at',
    'promise_minutes',
    'promise_working_hours',
    'language',
  ],
  newsletter_subscriptions: [
    'id',
    'email',
    'source',
    'created_at',
    'notice_version',
    'notice_purposes',
    'notice_text',
    'notice_at',
    'notice_missing',
    'notice_claimed',
    'language',
  ],
} as const satisfies { [T in keyof Tables]: readonly (keyof Tables[T]['Row'])[] }

/** The columns anon may insert into each table (its column grants), in the table's order: the keys of Insert. */
export const INSERT_COLUMNS = {
  ebook_downloads: ['id', 'name', 'email', 'phone'],
  lead_submissions: [
    'name',
    'email',
    'phone',
    'message',
    'service',
    'source_page',
    'landing_page',
    'referrer_host',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'gclid',
    'gbraid',
    'wbraid',
    'fbclid',
    'msclkid',
    'notice_version',
    'notice_purposes',
    'notice_text',
    'language',
  ],
  newsletter_subscriptions: ['email', 'source', 'notice_version', 'notice_purposes', 'notice_text', 'language'],
} as const satisfies { [T in keyof Tables]: readonly (keyof Tables[T]['Insert'])[] }

/**
 * The values a CHECK constraint `column in ('a', 'b', ...)` allows, by table and column, in the migration's order
 * (null passes such a check too). lead_submissions.service is the one list of the services a lead can name.
 */
export const ALLOWED_VALUES = {
  lead_submissions: {
    language: ['en', 'hi'],
    service: ['', 'business-registration', 'compliance-services', 'financial-services', 'digital-services', 'consulting', 'ITR Filing'],
  },
  newsletter_subscriptions: {
    language: ['en', 'hi'],
  },
} as const satisfies { [T in keyof Tables]?: { [C in keyof Tables[T]['Row']]?: readonly string[] } }
