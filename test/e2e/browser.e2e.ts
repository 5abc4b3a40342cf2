// The browser tests, as one test file: vitest runs a project without file parallelism after
// every other, on its own, so the files (which share one chain and its accounts, and must take
// turns) are collected here instead, each in its own describe with its own browser, and run in
// one worker beside the stories.
import { afterAll, describe } from 'vitest'
import { closeSharedBrowsers } from './support/demo'

const files = {
  connect: () => import('./connect.suite'),
  networks: () => import('./networks.suite'),
  session: () => import('./session.suite'),
  tabKilled: () => import('./tabKilled.suite'),
  phones: () => import('./phones.suite'),
  account: () => import('./account.suite'),
  localChain: () => import('./localChain.suite'),
  send: () => import('./send.suite'),
  swap: () => import('./swap.suite'),
  onramp: () => import('./onramp.suite'),
  pay: () => import('./pay.suite'),
  names: () => import('./names.suite'),
  siwx: () => import('./siwx.suite'),
  smartSessions: () => import('./smartSessions.suite'),
  walletConnect: () => import('./walletConnect.suite'),
  walletPage: () => import('./walletPage.suite'),
  embeddedWallet: () => import('./embeddedWallet.suite'),
  multiWallet: () => import('./multiWallet.suite'),
  frame: () => import('./frame.suite'),
  analytics: () => import('./analytics.suite'),
  originCheck: () => import('./originCheck.suite'),
  locale: () => import('./locale.suite'),
}

for (const [name, load] of Object.entries(files)) describe(name, async () => void (await load()))

// The suites share this worker's Chromium (support/demo.ts): closed after the last.
afterAll(closeSharedBrowsers)
