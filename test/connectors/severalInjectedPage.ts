// The scene of the several-injected-wallets tests (severalInjected*.test.ts): a page whose wallets
// set window.ethereum and announce themselves by EIP-6963, each a fake EIP-1193 provider that
// records every request it receives, and Portico started on it with the real discovery.
import { expect, vi } from 'vitest'
import { createHarness } from '../../harness/porticoHarness'
import { startBrowserWalletDiscovery, type BrowserWalletWindow } from '../../src/connectors/browserWallets'
import { connectRequested } from '../../src/features/connection/actions'
import { selectBrowserWallets } from '../../src/features/connection/connectList'
import { openRequested } from '../../src/features/modal/actions'
import type { KeyValueStore } from '../../src/store/storage/porticoStorage'
import { testConfig } from '../support/portico'
import { announce, pngIcon } from './announcements'
import { fakeProvider } from './fakeProvider'

/** The announcements' checks and the stored values' are chunks of their own: a file loads them once, before its waits. */
export const loadChunks = () =>
  Promise.all([import('../../src/connectors/eip6963Checks'), import('../../src/store/storage/keys')])
type Flags = Record<string, unknown>

/** A wallet's provider, answering as a wallet that authorized this site with `account`. */
export function wallet(name: string, rdns: string, account: string, flags: Flags = {}) {
  const provider = Object.assign(
    fakeProvider({
      eth_requestAccounts: [account],
      eth_accounts: [account],
      eth_chainId: '0x1',
      personal_sign: '0x5151',
      eth_sendTransaction: `0x${'7'.repeat(64)}`,
      wallet_switchEthereumChain: null,
      wallet_revokePermissions: null,
    }),
    flags,
  )
  return {
    name,
    rdns,
    account,
    provider,
    detail: { info: { uuid: `uuid-${rdns}`, name, icon: pngIcon, rdns }, provider },
  }
}
export type Wallet = ReturnType<typeof wallet>

export const alpha = () => wallet('Alpha Wallet', 'com.alpha', `0x${'a'.repeat(40)}`)
export const beta = () => wallet('Beta Wallet', 'com.beta', `0x${'b'.repeat(40)}`)

/** A page whose wallets answer eip6963:requestProvider (as extensions do, synchronously). */
export function pageWith(ethereum: unknown, announcing: Wallet[] = []): BrowserWalletWindow {
  const page = new EventTarget() as BrowserWalletWindow
  if (ethereum) page.ethereum = ethereum
  page.addEventListener('eip6963:requestProvider', () => announcing.forEach((w) => announce(page, w.detail)))
  return page
}

/** Portico started on `page`, its browser wallets found by the real discovery. */
export function porticoOn(
  page: BrowserWalletWindow,
  { isMobile = false, kv }: { isMobile?: boolean; kv?: KeyValueStore } = {},
) {
  return createHarness({
    config: testConfig,
    kv,
    discover: (registry) => void startBrowserWalletDiscovery({ window: page, registry, onFound: () => {} }),
    start: { isMobile },
  })
}
export type Portico = ReturnType<typeof porticoOn>

/** The browser wallets Connect and All Wallets list: name, and the provider their connector talks to. */
export const listed = (p: Portico) =>
  selectBrowserWallets(p.store.getState()).map((info) => ({
    name: info.name,
    provider: p.registry.get(info.id)?.getProvider('eip155'),
  }))
/** Waits until discovery has settled (the legacy entry is registered after announcements). */
export const discovered = (p: Portico, count: number) =>
  vi.waitFor(() => expect(p.registry.list().filter((c) => c.info.installed)).toHaveLength(count))

export const listedId = (p: Portico, name: string) =>
  selectBrowserWallets(p.store.getState()).find((c) => c.name === name)!.id
export const eip155 = (p: Portico) => ({
  connectorId: p.state().connectors.connectedIdByNamespace.eip155,
  address: p.state().account.eip155?.address?.toLowerCase(),
  caipNetworkId: p.state().chain.activeCaipNetworkId,
  status: p.state().account.eip155?.status,
})
export async function connect(p: Portico, name: string) {
  p.store.dispatch(openRequested())
  p.store.dispatch(connectRequested({ connectorId: listedId(p, name) }))
  await vi.waitFor(() => expect(eip155(p).status).toBe('connected'))
}
/** The connection's wallet as every flow and the host's provider reach it: by id, through the registry. */
export const connected = (p: Portico) => p.registry.get(eip155(p).connectorId!)!
