// One local relay and one sign-client dapp per test, and headless WalletConnect wallets on that
// relay that the test creates as it needs them; all of them closed after the test.
import { afterEach, beforeEach } from 'vitest'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { startRelay, type Relay } from '../../mocks/relay'
import {
  createWalletConnectWallet,
  type WalletConnectWallet,
  type WalletConnectWalletOptions,
} from '../../mocks/wallets/walletConnect'
import { closeClients, createDapp, type Dapp } from './peers'

export function relayAndDappPerTest() {
  let relay: Relay | undefined
  let dapp: Dapp | undefined
  const wallets: WalletConnectWallet[] = []

  beforeEach(async () => {
    relay = await startRelay()
    dapp = await createDapp(relay.url)
  })
  afterEach(async () => {
    for (const wallet of wallets.splice(0)) await wallet.close()
    if (dapp) await closeClients(dapp.core)
    await relay?.stop()
    dapp = relay = undefined
  })

  return {
    dapp: () => dapp!,
    relay: () => relay!,
    async wallet(options: Omit<WalletConnectWalletOptions, 'relayUrl'> = {}): Promise<WalletConnectWallet> {
      const wallet = await createWalletConnectWallet({ relayUrl: relay!.url, ...options })
      wallets.push(wallet)
      return wallet
    },
  }
}

export const eip155Namespace = (
  chains: string[],
  methods: string[] = ['personal_sign'],
): ProposalTypes.OptionalNamespaces => ({
  eip155: { chains, methods, events: ['accountsChanged', 'chainChanged'] },
})

/**
 * The dapp's approval(), asked for at once: the SDK settles only a promise that exists when the
 * wallet's answer arrives (an answer before approval() is called is dropped, and approval()
 * then waits for the proposal to expire). Marked handled, so a refusal that comes before the
 * test awaits it is not reported as unhandled.
 */
export function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

/**
 * The dapp proposes, the wallet pairs with the URI, and (in manual mode) `decide` answers the
 * proposal; resolves with the dapp's session and how long URI to approved session took.
 */
export async function connect(
  dapp: Dapp,
  wallet: WalletConnectWallet,
  optionalNamespaces: ProposalTypes.OptionalNamespaces,
  decide?: (wallet: WalletConnectWallet) => Promise<unknown>,
): Promise<{ session: SessionTypes.Struct; pairToApprovedMs: number }> {
  const { uri, approval } = await dapp.connect({ optionalNamespaces })
  const approved = settledLater(approval())
  const started = performance.now()
  await wallet.pair(uri!)
  if (decide) await decide(wallet)
  const session = await approved
  return { session, pairToApprovedMs: performance.now() - started }
}
