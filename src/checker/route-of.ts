/**
 * The address a page file is served at: pages/about.yaml → /about, pages/services/x/index.yaml → /services/x.
 * Plain text work with no Node imports, so the editor's browser side names files by it too.
 */
export function routeOf(rel: string): string {
  const p = rel.replace(/^pages\//, '').replace(/\.ya?ml$/, '')
  if (p === 'index') return '/'
  return '/' + p.replace(/\/index$/, '')
}
