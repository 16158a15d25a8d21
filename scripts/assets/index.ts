/**
 * Generated site assets: the downloadable PDF guides (pages/_site/downloads.yaml) and the startup
 * guide's page images (pages/_site/guide.yaml). The build calls writeAssets() after Vite with the content
 * it has checked and outDir = dist. For a quick look: node --import tsx scripts/assets/index.ts /tmp/out
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadContent, type Content } from '../lib/content/index.ts'
import { assetInput } from './data.ts'
import { writeDownloads } from './pdf.ts'
import { writeGuideImages } from './guide.ts'

export { writeDownloads } from './pdf.ts'
export { writeGuideImages } from './guide.ts'

/** Writes all generated assets under outDir; returns the absolute paths written. */
export async function writeAssets(opts: { root: string; outDir: string; content: Content }): Promise<string[]> {
  const input = assetInput(opts.content)
  const pdfs = await writeDownloads({ ...opts, ...input })
  const images = await writeGuideImages({ ...opts, ...input })
  return [...pdfs, ...images]
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'))
  const started = performance.now()
  try {
    const { content, problems } = loadContent({ root })
    if (!content) throw new Error(`The content has ${problems.length} problem(s); npm run check says where.`)
    const files = await writeAssets({ root, outDir, content })
    for (const f of files) console.log('  ' + path.relative(outDir, f))
    console.log(`${files.length} assets written to ${outDir} (${Math.round(performance.now() - started)} ms)`)
  } catch (e) {
    console.error(e instanceof Error ? e.message : e)
    process.exitCode = 1
  }
}
