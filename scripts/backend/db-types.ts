/**
 * src/generated/database.ts from supabase/migrations: the migrations run on an in-memory PGlite, and the
 * tables the site writes to are read back from the catalogue. Row has every column; Insert and Update
 * have only the columns the anon role may insert or update (its column grants), so a payload with any
 * other field fails to compile. Written by `npm run gen:types`, checked by `npm run gen:types -- --check`.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { applyMigrations } from './migrate.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
export const databaseTypesFile = path.join(root, 'src/generated/database.ts')

interface Column {
  table_name: string
  column_name: string
  data_type: string
  nullable: boolean
  has_default: boolean
  anon_insert: boolean
  anon_update: boolean
}

const TS_TYPE: Record<string, string> = {
  uuid: 'string',
  text: 'string',
  integer: 'number',
  bigint: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'string',
}

/** The tables' columns with their types and what anon may do with each, in column order. */
async function readColumns(): Promise<Column[]> {
  const db = await PGlite.create()
  try {
    await applyMigrations(db, path.join(root, 'supabase/migrations'))
    const { rows } = await db.query<Column>(`
      select c.table_name, c.column_name, c.data_type,
             c.is_nullable = 'YES' as nullable,
             c.column_default is not null as has_default,
             has_column_privilege('anon', format('public.%I', c.table_name), c.column_name, 'INSERT') as anon_insert,
             has_column_privilege('anon', format('public.%I', c.table_name), c.column_name, 'UPDATE') as anon_update
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       order by c.table_name, c.ordinal_position`)
    return rows
  } finally {
    await db.close()
  }
}

const field = (c: Column, optional: boolean) => {
  const type = TS_TYPE[c.data_type]
  if (!type)
    throw new Error(`supabase/migrations: column ${c.table_name}.${c.column_name} has type ${c.data_type}, which db-types.ts does not map`)
  return `${c.column_name}${optional ? '?' : ''}: ${type}${c.nullable ? ' | null' : ''}`
}
const shape = (fields: string[]) => (fields.length ? `{ ${fields.join('; ')} }` : 'Record<string, never>')

export async function databaseTypesText(): Promise<string> {
  const tables = new Map<string, Column[]>()
  for (const c of await readColumns()) tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c])
  const entries = [...tables].map(([name, columns]) => {
    const insert = columns.filter((c) => c.anon_insert).map((c) => field(c, c.nullable || c.has_default))
    const update = columns.filter((c) => c.anon_update).map((c) => field(c, true))
    return [
      `      ${name}: {`,
      `        Row: ${shape(columns.map((c) => field(c, false)))}`,
      `        Insert: ${shape(insert)}`,
      `        Update: ${shape(update)}`,
      '        Relationships: []',
      '      }',
    ].join('\n')
  })
  return [
    '/* Generated from supabase/migrations by `npm run gen:types`. DO NOT EDIT: write a migration and run it again. */',
    '',
    '/**',
    ' * The tables as supabase-js sees them through the anon key: Insert and Update list only the columns anon',
    ' * may insert or update. (Type aliases, not interfaces: supabase-js needs rows assignable to Record<string, unknown>.)',
    ' */',
    'export type Database = {',
    '  public: {',
    '    Tables: {',
    ...entries,
    '    }',
    '    Views: Record<string, never>',
    '    Functions: Record<string, never>',
    '  }',
    '}',
    '',
    "export type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row']",
    '',
  ].join('\n')
}
