import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export interface RouteWeight {
  route: string
  /** Gzipped bytes of the scripts loaded before any interaction (entry + modulepreloads). */
  js: number
  css: number
  html: number
}

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/** What a route's prerendered HTML makes the browser download before the visitor does anything. */
export function routeWeight(dist: string, route: string): RouteWeight {
  const htmlFile = path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`)
  const html = fs.readFileSync(htmlFile, 'utf8')
  const scripts = [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1])
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1])
  const sum = (urls: string[]) => [...new Set(urls)].reduce((n, u) => n + gz(path.join(dist, u)), 0)
  return { route, js: sum(scripts), css: sum(styles), html: zlib.gzipSync(html).length }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
