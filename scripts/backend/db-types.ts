/**
 * src/generated/database.ts from supabase/migrations: the migrations run on an in-memory PGlite, and the
 * tables the site writes to are read back from the catalogue. Row has every column; Insert and Update
 * have only the columns the anon role may insert or update (its column grants), so a payload with any
 * other field fails to compile. The same file holds the lists the code needs at run time: each table's
 * columns (COLUMNS, INSERT_COLUMNS) and the values a CHECK constraint `column in (...)` allows
 * (ALLOWED_VALUES: the lead's services). Written by `npm run gen:types`, checked by `npm run gen:types -- --check`.
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

interface Check {
  table_name: string
  constraint_name: string
  definition: string
}

/** The tables' columns with their types and what anon may do with each, in column order, and their CHECK constraints. */
const readCatalogue = (() => {
  let read: Promise<{ columns: Column[]; checks: Check[] }> | undefined
  // gen:types asks twice (the types, the lead-form schema's services): the migrations run once.
  return () => (read ??= loadCatalogue())
})()

async function loadCatalogue(): Promise<{ columns: Column[]; checks: Check[] }> {
  const db = await PGlite.create()
  try {
    await applyMigrations(db, path.join(root, 'supabase/migrations'))
    const { rows: checks } = await db.query<Check>(`
      select c.conrelid::regclass::text as table_name, c.conname as constraint_name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
       where c.contype = 'c' and c.connamespace = 'public'::regnamespace
       order by 1, 2`)
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
    return { columns: rows, checks }
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

/**
 * The values of each CHECK constraint of the form `column in ('a', 'b', ...)` (Postgres keeps it as
 * `column = ANY (ARRAY['a'::text, ...])`), by table and column, in the order the migration lists them.
 */
export function allowedValues(checks: Check[]): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>()
  const shape = /^CHECK \(\((\w+) = ANY \(ARRAY\[((?:'(?:[^']|'')*'::text(?:, )?)+)\]\)\)\)( NOT VALID)?$/
  for (const check of checks) {
    const match = shape.exec(check.definition)
    if (!match) continue
    const values = [...match[2].matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1].replaceAll("''", "'"))
    const table = out.get(check.table_name) ?? new Map<string, string[]>()
    if (table.has(match[1]))
      throw new Error(
        `supabase/migrations: ${check.table_name}.${match[1]} has two lists of allowed values; db-types.ts cannot tell which holds`,
      )
    table.set(match[1], values)
    out.set(check.table_name, table)
  }
  return out
}

/** The lead's services as the migrations leave them: lead_submissions_service_check's list, '' included. */
export async function leadServiceValues(): Promise<string[]> {
  const values = allowedValues((await readCatalogue()).checks)
    .get('lead_submissions')
    ?.get('service')
  if (!values) throw new Error("supabase/migrations: lead_submissions.service has no CHECK (service in ('', ...)) listing the services")
  return values
}

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
const list = (values: string[]) => `[${values.map(quote).join(', ')}]`

export async function databaseTypesText(): Promise<string> {
  const { columns: allColumns, checks } = await readCatalogue()
  const tables = new Map<string, Column[]>()
  for (const c of allColumns) tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c])
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
    "export type Tables = Database['public']['Tables']",
    "export type Row<T extends keyof Tables> = Tables[T]['Row']",
    "export type Insert<T extends keyof Tables> = Tables[T]['Insert']",
    '',
    "/** Each table's columns, in the table's order (what a `select` of the whole row names). */",
    'export const COLUMNS = {',
    ...[...tables].map(([name, columns]) => `  ${name}: ${list(columns.map((c) => c.column_name))},`),
    "} as const satisfies { [T in keyof Tables]: readonly (keyof Tables[T]['Row'])[] }",
    '',
    "/** The columns anon may insert into each table (its column grants), in the table's order: the keys of Insert. */",
    'export const INSERT_COLUMNS = {',
    ...[...tables].map(([name, columns]) => `  ${name}: ${list(columns.filter((c) => c.anon_insert).map((c) => c.column_name))},`),
    "} as const satisfies { [T in keyof Tables]: readonly (keyof Tables[T]['Insert'])[] }",
    '',
    '/**',
    " * The values a CHECK constraint `column in ('a', 'b', ...)` allows, by table and column, in the migration's order",
    ' * (null passes such a check too). lead_submissions.service is the one list of the services a lead can name.',
    ' */',
    'export const ALLOWED_VALUES = {',
    ...[...allowedValues(checks)].flatMap(([table, byColumn]) => [
      `  ${table}: {`,
      ...[...byColumn].map(([column, values]) => `    ${column}: ${list(values)},`),
      '  },',
    ]),
    "} as const satisfies { [T in keyof Tables]?: { [C in keyof Tables[T]['Row']]?: readonly string[] } }",
    '',
  ].join('\n')
}
