import { defineConfig } from 'vitest/config'

/**
 * The editor's contract (tests/contract): every call through the one door, on each way it is answered. Run by
 * `npm run test:contract` (scripts/test-contract.ts), which then prints the table of call × way. One file at a
 * time on 2 cores: each opens three copies of the site, a GitHub double and local backends.
 */
export default defineConfig({
  test: {
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // The office computer's folder alone opens its database for each call (a few seconds each on a busy machine):
    // the rights desk's longest story makes a dozen calls.
    testTimeout: 300000,
    hookTimeout: 180000,
  },
})
