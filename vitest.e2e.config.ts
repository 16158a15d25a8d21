import { defineConfig } from 'vitest/config'

/** Tests that need the built site (dist/): prerender checks and browser tests. One file at a time on 2 cores. */
export default defineConfig({
  test: {
    include: ['tests/prerender/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60000,
    hookTimeout: 120000,
  },
})
