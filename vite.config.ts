import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Test projects, in the order `npm test` runs them (sequence.groupOrder):
//   unit      rules of the data layer, mocks and store, in Node
//   consumer  Pact consumer tests: the generated endpoints against the Pact mock server;
//             they write contracts/.generated
//   pinned    the generated pacts equal the committed ones in contracts/pacts
//   provider  every pinned pact verified against the mock HTTP server
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          environment: 'node',
          globalSetup: ['contracts/consumer/clearGenerated.ts'],
          sequence: { groupOrder: 1 },
          // Pact writes one file per provider; interactions from parallel files would race.
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: 'pinned', include: ['contracts/pinned/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 2 } },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          sequence: { groupOrder: 3 },
          include: ['contracts/provider/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
