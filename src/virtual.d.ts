declare module 'virtual:site-data' {
  import type { Site } from './generated/content.ts'
  import type { RouteManifest } from './content/model.ts'
  export const site: Site
  export const routes: RouteManifest
}
