declare module 'virtual:site-data' {
  import type { Site } from './generated/content.ts'
  import type { IconNode, RouteManifest } from './content/model.ts'
  export const site: Site
  export const routes: RouteManifest
  export const siteIcons: Record<string, IconNode>
}
