/**
 * The office's clock, told to the database (public.office_clock_publish, supabase/migrations/0013_promises.sql):
 * each form's promises (pages/_site/forms.yaml `promises`, in minutes), the week's open hours and closed days
 * (pages/_site/site.yaml `hours`), and which page sends which kind of enquiry (the campaign's callback form, the
 * contact page, the guide's request). From it the database sets each enquiry's due time as it arrives. The local
 * server registers it as it starts (`npm start`, `npm run dev`), with the notices; a hosted project is told by
 * `npm run notices:publish` at each deploy.
 */
import { readYamlFile } from './content/fs-source.ts'
import { minutesOf, type OfficeHours } from '../../src/lib/promise.ts'
import { GUIDE_LEAD_MESSAGE } from '../../src/backend/leads.ts'
import { CAMPAIGN_SOURCE_PAGE } from '../../src/backend/protocol.ts'
import type { FormPromise, Forms, Site } from '../../src/generated/content.ts'
import type { OwnerQuery } from './notices.ts'

export interface OfficeClock {
  promises: Record<string, { minutes: number; workingHours: boolean }[]>
  week: OfficeHours['openingHours']
  closed: { everyYear: string[]; days: string[] }
  pages: Record<string, string>
  guideMessage: string
}

/** The clock of the site in `root`. */
export function siteClock(root: string): OfficeClock {
  const forms = readYamlFile(root, 'pages/_site/forms.yaml') as Forms
  const site = readYamlFile(root, 'pages/_site/site.yaml') as Site
  const promises = Object.fromEntries(
    Object.entries(forms.promises ?? {}).map(([kind, list]: [string, FormPromise[] | undefined]) => [
      kind,
      (list ?? []).map((p) => ({ minutes: minutesOf(p.within), workingHours: p.workingHours === true })),
    ]),
  )
  return {
    promises,
    week: site.hours.openingHours,
    closed: { everyYear: site.hours.closed?.everyYear ?? [], days: site.hours.closed?.days ?? [] },
    pages: { [CAMPAIGN_SOURCE_PAGE]: 'callback', '/contact': 'contact' },
    guideMessage: GUIDE_LEAD_MESSAGE,
  }
}

/** Registers the clock (default: the site's in `root`). */
export async function registerClock(backend: OwnerQuery, root: string, clock?: OfficeClock): Promise<void> {
  await backend.ownerQuery('select public.office_clock_publish($1::jsonb)', [JSON.stringify(clock ?? siteClock(root))])
}
