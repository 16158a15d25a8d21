/**
 * Shapes of pages/_site/downloads.yaml, pages/_site/guide.yaml and the parts of site.yaml the assets use:
 * the types generated from their schemas (npm run gen:types), so they cannot drift from the content.
 */
import type { Site } from '../../src/generated/content.ts'

export type { Downloads, DownloadFile, DownloadSection, Guide, GuidePage, GuideBlock } from '../../src/generated/content.ts'
export type { DownloadTable as Table, GuideTable } from '../../src/generated/content.ts'
export type SiteInfo = Pick<Site, 'brand' | 'domain' | 'phone' | 'email' | 'chat'> & { address?: Site['address'] }
