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
        }
        Insert: {
          name: string
          email: string
          phone?: string | null
          message?: string | null
          service?: string | null
          source_page: string
        }
        Update: Record<string, never>
        Relationships: []
      }
      newsletter_subscriptions: {
        Row: { id: string; email: string; source: string | null; created_at: string }
        Insert: { email: string; source?: string | null }
        Update: Record<string, never>
        Relationships: []
      }
    }
    Views: Record<string, never>
    Functions: Record<string, never>
  }
}

export type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row']
