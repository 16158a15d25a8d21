declare module 'virtual:site-data' {
  import type { Site } from './generated/content.ts'
  import type { IconNode, RouteManifest } from './content/model.ts'
  import type { Resolved } from './content/price.ts'
  export const site: Resolved<Site>
  export const routes: RouteManifest
  export const siteIcons: Record<string, IconNode>
  /** The moment the site was built as (milliseconds; SITE_TIME, scripts/lib/site-time.ts): what the HTML says. */
  export const builtAt: number
  /** Whether there is a Hindi not-found page (pages/hi/404.yaml), shown for unknown addresses under /hi. */
  export const hindiNotFound: boolean
  /** In the dev server: the checker's problems with the content, '' when there are none (the build stops on any). */
  export const contentProblems: string
}
