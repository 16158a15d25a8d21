import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { contentPlugin } from './scripts/lib/vite-content.ts'
import { localBackendPlugin } from './scripts/lib/vite-backend.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  plugins: [react(), tailwindcss(), contentPlugin(root), localBackendPlugin()],
  resolve: { alias: { '@': `${root}src` } },
  server: { host: '127.0.0.1', port: 5173 },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  test: {
    // Tests that need the built site (tests/prerender, tests/e2e) run from vitest.e2e.config.ts after the build.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
  },
})
