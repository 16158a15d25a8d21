/** npm run build: the site into dist/ (scripts/build-site/index.ts says what a build does). */
import { BuildRefused, buildSite } from './build-site/index.ts'

try {
  await buildSite()
} catch (error) {
  if (!(error instanceof BuildRefused)) throw error
  console.error(error.message)
  process.exit(1)
}
