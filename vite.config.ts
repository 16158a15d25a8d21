import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { contentPlugin } from './scripts/lib/vite-content.ts'
import { localBackendPlugin } from './scripts/vite-backend.ts'
import { requestGuardPlugin } from './scripts/lib/vite-guard.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  plugins: [requestGuardPlugin(), react(), tailwindcss(), contentPlugin(root), localBackendPlugin()],
  resolve: { alias: { '@': `${root}src` } },
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'es2022',
    // Only the HTML names the entry's own imports. A lazily loaded chunk's scripts are not announced with
    // <link rel="modulepreload"> elements added to <head> at run time: on a phone those insertions, and
    // evaluating everything at once when the last one lands, cost more main thread than the round trip
    // they save (docs/DECISIONS.md, "Speed"). Its stylesheets (sonner's, for notices) still are.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
    sourcemap: false,
    reportCompressedSize: false,
  },
  test: {
    // Tests that need the built site (tests/prerender, tests/e2e) run from vitest.e2e.config.ts after the build.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One test file per core. Vitest's default leaves one core to itself (one worker on CI's 2 cores), but the
    // tests mostly wait on child processes, databases and sockets: on 2 cores, 434 s with two workers against
    // 1,312 s with one in the clean-clone run before (the same 1,020 tests, all passing both ways).
    maxWorkers: availableParallelism(),
    // With two files at once on 2 cores, a test that starts Node processes which each open the database (the
    // leads CLI) took over 30 s on a busy machine: 60 s still stops a test that hangs.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
})
