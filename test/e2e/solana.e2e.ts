// The Solana browser tests, as a test file of their own: they use the local Solana chain and the
// demo Solana wallet's accounts, which no suite of browser.e2e.ts touches (their demo wallet
// only connects), so they need not take turns with them and run on the other worker.
import { afterAll, describe } from 'vitest'
import { closeSharedBrowsers } from './support/demo'

describe('solana', async () => void (await import('./solana.suite')))

// The suites share this worker's Chromium (support/demo.ts): closed after the last.
afterAll(closeSharedBrowsers)
