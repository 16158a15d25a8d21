import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { LOADER_HASH, LOADER_SCRIPT, loaderScripts, preloadAlso, withLoader } from '../../scripts/lib/loader.ts'

const vite = `<!doctype html>
<html lang="en-IN">
  <head>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`

describe('the inline loader in the template', () => {
  it("takes the place of Vite's module script and modulepreload, naming them in data- attributes", () => {
    const html = withLoader(vite)
    expect(html).not.toMatch(/type="module"|rel="modulepreload"/)
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">')
    expect(loaderScripts(html)).toEqual(['/assets/index-abc.js', '/assets/react-def.js'])
    // Before the stylesheet, so that it runs without waiting for it.
    expect(html.indexOf('data-entry=')).toBeLessThan(html.indexOf('rel="stylesheet"'))
  })

  it("adds a page's section chunks to what it preloads, after the entry's own imports", () => {
    const html = preloadAlso(withLoader(vite), ['/assets/Faq-1.js', '/assets/Hero-2.js'])
    expect(loaderScripts(html)).toEqual(['/assets/index-abc.js', '/assets/react-def.js', '/assets/Faq-1.js', '/assets/Hero-2.js'])
  })

  it('carries exactly the script its hash was made from', () => {
    const body = /<script data-entry="[^"]*" data-preload="[^"]*" data-ends="[^"]*" data-starts="[^"]*">([\s\S]*?)<\/script>/.exec(
      withLoader(vite),
    )?.[1]
    expect(body).toBe(LOADER_SCRIPT)
    expect(LOADER_HASH).toBe(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`)
  })

  it('refuses a template with no entry script, rather than pages that never load their code', () => {
    expect(() => withLoader(vite.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/names the entry|can't name the entry/)
  })

  it('is a script the browser can parse', () => {
    expect(() => new Function(LOADER_SCRIPT)).not.toThrow()
  })
})
