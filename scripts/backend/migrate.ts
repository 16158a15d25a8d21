/** Applies supabase/migrations/*.sql in name order, each once, recording what ran. */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'

/** Owner-only bookkeeping; anon has no usage on this schema. */
const SETUP = `
  create schema if not exists local_backend;
  revoke all on schema local_backend from public;
  create table if not exists local_backend.schema_migrations (
    name text primary key,
    checksum text not null,
    applied_at timestamptz not null default now()
  );`

export interface MigrationResult {
  applied: string[]
  /** Files already applied whose content has changed since; they are not re-run. */
  changed: string[]
}

export async function applyMigrations(db: PGlite, migrationsDir: string): Promise<MigrationResult> {
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
  await db.exec(SETUP)
  const done = new Map(
    (await db.query<{ name: string; checksum: string }>('select name, checksum from local_backend.schema_migrations')).rows.map((row) => [
      row.name,
      row.checksum,
    ]),
  )
  const result: MigrationResult = { applied: [], changed: [] }
  for (const name of files) {
    const sql = readFileSync(join(migrationsDir, name), 'utf8')
    const checksum = createHash('sha256').update(sql).digest('hex')
    const previous = done.get(name)
    if (previous !== undefined) {
      if (previous !== checksum) result.changed.push(name)
      continue
    }
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql)
        await tx.query('insert into local_backend.schema_migrations (name, checksum) values ($1, $2)', [name, checksum])
      })
    } catch (error) {
      throw new Error(`Migration ${join(migrationsDir, name)} failed: ${(error as Error).message}`, {
        cause: error,
      })
    }
    result.applied.push(name)
  }
  return result
}
