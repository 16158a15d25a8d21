/**
 * The lead's shape is written once, in supabase/migrations: its columns, which of them anon may insert, and the
 * services (lead_submissions_service_check). `npm run gen:types` reads them into src/generated/database.ts and
 * the enquiry form's LeadService list (schema/sections/lead-form.schema.json); everything else derives from
 * those. This test fails when a generated file is stale, or when a place that still names services or fields
 * (the browser's checks, the forms' types, new:page's categories, the deploy guide) stops agreeing.
 * (tests/integration/limits.test.ts compares the constraint's SQL text with the same list.)
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import prettier from 'prettier'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { databaseTypesFile, databaseTypesText, leadServiceValues } from '../../scripts/backend/db-types.ts'
import { leadFormSchemaText } from '../../scripts/gen-types.ts'
import { LEAD_SERVICES } from '../../scripts/new-page.ts'
import type { GuideRequest, LeadPayload, NoticeColumn } from '../../src/backend/leads.ts'
import { CAMPAIGN_TAGS, CLICK_IDS, type SourceColumn, type VisitSource } from '../../src/backend/visit-source.ts'
import { invalidLeadFields, isValidService, SERVICES, type LeadFields, type Service } from '../../src/backend/limits.ts'
import { CAMPAIGN_SERVICE } from '../../src/forms/validation.ts'
import type { LeadService, LeadValues } from '../../src/forms/validation.ts'
import type { ServiceOption } from '../../src/generated/content.ts'
import { ALLOWED_VALUES, COLUMNS, INSERT_COLUMNS, type Insert, type Row } from '../../src/generated/database.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

// Type-level checks: `npm run typecheck` (tsc) fails when one of these is not `true`.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const typeChecks: {
  /** The browser's row check takes exactly the generated insert type. */
  leadFields: Equal<LeadFields, Insert<'lead_submissions'>>
  /** The forms' payload, the visit's source and the page's language (added by submitLead) have exactly the columns anon may insert... */
  payloadKeys: [
    Exclude<keyof Insert<'lead_submissions'>, keyof LeadPayload | SourceColumn | NoticeColumn | 'language'>,
    Exclude<keyof LeadPayload | SourceColumn | NoticeColumn | 'language', keyof Insert<'lead_submissions'>>,
  ] extends [never, never]
    ? true
    : false
  /** ...and the visit's source is the source columns only. */
  sourceKeys: [Exclude<keyof VisitSource, SourceColumn>, Exclude<SourceColumn, keyof VisitSource>] extends [never, never] ? true : false
  /** ...with their types (null left out: the forms send '' or nothing). */
  payloadTypes: LeadPayload extends Omit<
    { [K in keyof Insert<'lead_submissions'>]: NonNullable<Insert<'lead_submissions'>[K]> },
    SourceColumn | NoticeColumn | 'language'
  >
    ? true
    : false
  /** The enquiry form's fields are the lead's (service the only one with its own type). */
  valuesKeys: Equal<keyof LeadValues, Exclude<keyof Insert<'lead_submissions'>, 'source_page' | SourceColumn | NoticeColumn | 'language'>>
  /** The guide request: the guide row's fields but its id, and the lead's page. */
  guideKeys: Equal<keyof GuideRequest, Exclude<keyof Insert<'ebook_downloads'>, 'id'> | 'source_page'>
  /** The generated column lists are the generated types' keys. */
  insertColumns: Equal<(typeof INSERT_COLUMNS)['lead_submissions'][number], keyof Insert<'lead_submissions'>>
  rowColumns: Equal<(typeof COLUMNS)['lead_submissions'][number], keyof Row<'lead_submissions'>>
  /** Every service the enquiry form offers, and the campaign's, is one the database accepts. */
  leadService: LeadService extends Service ? true : false
  formService: ServiceOption['value'] extends Service ? true : false
  campaignService: typeof CAMPAIGN_SERVICE extends Service ? true : false
} = {
  leadFields: true,
  payloadKeys: true,
  sourceKeys: true,
  payloadTypes: true,
  valuesKeys: true,
  guideKeys: true,
  insertColumns: true,
  rowColumns: true,
  leadService: true,
  formService: true,
  campaignService: true,
}

describe("the lead's shape comes from the migrations", () => {
  it('src/generated/database.ts is what `npm run gen:types` writes from supabase/migrations', async () => {
    const config = (await prettier.resolveConfig(databaseTypesFile)) ?? {}
    const fresh = await prettier.format(await databaseTypesText(), { ...config, parser: 'typescript' })
    expect(fs.readFileSync(databaseTypesFile, 'utf8')).toBe(fresh)
  })

  it("the enquiry form's LeadService list is the migration's services but '' and the campaign's", async () => {
    const services = await leadServiceValues()
    expect(services).toEqual(ALLOWED_VALUES.lead_submissions.service)
    expect(read('schema/sections/lead-form.schema.json')).toBe(leadFormSchemaText(services))
    const schema = JSON.parse(read('schema/sections/lead-form.schema.json')) as { definitions: { LeadService: { enum: string[] } } }
    expect(schema.definitions.LeadService.enum).toEqual(SERVICES.filter((s) => s !== CAMPAIGN_SERVICE))
  })

  it("the browser's checks accept exactly the migration's services, '' and null", () => {
    expect(['', ...SERVICES]).toEqual(ALLOWED_VALUES.lead_submissions.service)
    for (const service of [...ALLOWED_VALUES.lead_submissions.service, null, undefined]) expect(isValidService(service)).toBe(true)
    for (const service of ['itr filing', 'ITR Filing ', 'consult', 'Business Registration']) expect(isValidService(service)).toBe(false)
    const lead = { name: 'Asha Verma', email: 'asha@example.in', source_page: '/' }
    expect(invalidLeadFields({ ...lead, service: 'not-a-service' })).toEqual(['service'])
    expect(invalidLeadFields({ ...lead, service: CAMPAIGN_SERVICE })).toEqual([])
  })

  it('the generated column lists hold every column, and anon inserts what the forms send', () => {
    expect(INSERT_COLUMNS.lead_submissions).toEqual([
      'name',
      'email',
      'phone',
      'message',
      'service',
      'source_page',
      'landing_page',
      'referrer_host',
      ...CAMPAIGN_TAGS,
      ...CLICK_IDS,
      'notice_version',
      'notice_purposes',
      'notice_text',
      'language',
    ])
    for (const column of INSERT_COLUMNS.lead_submissions) expect(COLUMNS.lead_submissions).toContain(column)
    expect(typeChecks).toSatisfy((checks: Record<string, boolean>) => Object.values(checks).every(Boolean))
  })

  it("pages/_site/forms.yaml offers only the enquiry form's services", () => {
    const forms = parse(read('pages/_site/forms.yaml')) as { leadForm: { services: { value: string }[] } }
    const offered = new Set<string>(SERVICES.filter((s) => s !== CAMPAIGN_SERVICE))
    for (const { value } of forms.leadForm.services) expect(offered.has(value), value).toBe(true)
  })

  it("new:page's categories are site.yaml's, and their services the enquiry form's", () => {
    const site = parse(read('pages/_site/site.yaml')) as { categories: { id: string }[] }
    const ids = new Set(site.categories.map((c) => c.id))
    const offered = new Set<string>(SERVICES.filter((s) => s !== CAMPAIGN_SERVICE))
    for (const [id, service] of Object.entries(LEAD_SERVICES)) {
      expect(ids.has(id), `category ${id}`).toBe(true)
      expect(offered.has(service!), `service ${service}`).toBe(true)
    }
  })

  it('docs/DEPLOY.md names the columns anon may insert, as the grants give them', () => {
    const deploy = read('docs/DEPLOY.md')
    for (const table of ['lead_submissions', 'newsletter_subscriptions', 'ebook_downloads'] as const)
      expect(deploy).toContain(`- **${table}**: insert \`${INSERT_COLUMNS[table].join(', ')}\``)
  })

  it('docs/DEPLOY.md names every service the database accepts', () => {
    const deploy = read('docs/DEPLOY.md').replace(/\s+/g, ' ')
    const listed = /service one of ((?:`[^`]*`,? (?:or )?)+)or null/.exec(deploy)
    expect(listed, 'the sentence "service one of ... or null" in docs/DEPLOY.md').not.toBeNull()
    // '' is written as `''` there.
    const named = [...listed![1].matchAll(/`([^`]*)`/g)].map((m) => (m[1] === "''" ? '' : m[1]))
    expect(named).toEqual(ALLOWED_VALUES.lead_submissions.service)
  })
})
