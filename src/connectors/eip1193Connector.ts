// An eip155 Connector over any EIP-1193 provider: announced wallets, window.ethereum, the
// demo wallet. It only translates; what to do with a wrong chain or a lost account is the
// flows' decision.
import type { CaipNetworkId } from '../contract'
import { accountOf, namespaceOf } from '../contract/caip'
import type { Connector, ConnectorEvent, ConnectorInfo, ConnectResult } from './types'
import type * as Eip155RequestsModule from './eip155Requests'
import type { JsonRpcAsk } from './eip155Requests'
import { eip155NetworkId, type Eip1193Provider } from './eip1193Provider'
import { inOrder } from './inOrder'
import { walletCallsOver } from './walletCalls'
import { toWalletError, WalletError } from './walletErrors'

type Eip155Requests = typeof Eip155RequestsModule

export type { Eip1193Provider } from './eip1193Provider'

type Listener = (event: ConnectorEvent) => void

/**
 * The checksum's chunk (checksum.ts), loaded with a wallet's first answer. Events keep their
 * order: each waits on the same import, and once it is there, on nothing.
 */
const checksum = () => import('./checksum')

export function createEip1193Connector(info: ConnectorInfo, provider: Eip1193Provider): Connector {
  const listeners = new Set<Listener>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  // Events go out in the order the wallet sent them: an accounts change waits for the
  // checksum's chunk, and what came after it waits for it.
  const events = inOrder((error) => console.warn(`[portico] ${info.name}: an event could not be handled`, error))
  const send = (event: () => ConnectorEvent | undefined | Promise<ConnectorEvent | undefined>) =>
    events.add(async () => {
      const e = await event()
      if (e) emit(e)
    })

  // Provider listeners exist only while someone listens, so an idle connector holds no
  // references inside the wallet's provider.
  const onAccountsChanged = (accounts: unknown) =>
    send(async () => {
      const change = (await checksum()).accountsChange(accounts)
      // An empty list is how EIP-1193 wallets say the dapp lost access: one signal for flows.
      if (change === 'lost') return { type: 'disconnect' }
      if (change === 'malformed') {
        console.warn(`[portico] ${info.name} sent an unreadable accountsChanged; ignored`, accounts)
        return undefined
      }
      return { type: 'accountsChanged', accounts: change.accounts }
    })
  const onChainChanged = (chainId: unknown) =>
    send(() => {
      try {
        return { type: 'chainChanged', caipNetworkId: eip155NetworkId(chainId) }
      } catch (error) {
        console.warn(`[portico] ${info.name} sent an unreadable chainChanged`, error)
        return undefined
      }
    })
  const onDisconnect = () => send(() => ({ type: 'disconnect' }))
  const providerListeners = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ] as const

  /** The wallet's capabilities answers, asked once each (rememberingCapabilities) until a batch or a new connection. */
  const capabilities = new Map<string, Promise<unknown>>()

  const request = (method: string, params?: readonly unknown[]) =>
    provider.request(params ? { method, params } : { method })

  /**
   * An eip155 ask of the wallet (eip155Requests.ts, a chunk loaded with the first one: the page's
   * first load carries no transaction code), its errors as WalletErrors; another namespace is
   * refused without asking.
   */
  const eip155 = async <T>(
    caipId: CaipNetworkId | string,
    what: string,
    run: (requests: Eip155Requests, ask: JsonRpcAsk) => Promise<T>,
  ): Promise<T> => {
    if (namespaceOf(caipId) !== 'eip155')
      throw new WalletError('unsupportedMethod', `${info.name} cannot ${what} on ${caipId}`, 4200)
    try {
      const requests = await import('./eip155Requests')
      return await run(requests, requests.rememberingCapabilities(requests.askProvider(provider), capabilities))
    } catch (error) {
      throw toWalletError(error)
    }
  }

  return {
    info,

    // `caipNetwork` is deliberately not used to switch: a wallet on another chain is reported
    // as it is, and the flow decides between switching and UnsupportedChain.
    async connect({ silent }): Promise<ConnectResult> {
      capabilities.clear()
      try {
        // The checksum's chunk loads while the wallet answers.
        const [answer, { checksummed }] = await Promise.all([
          request(silent ? 'eth_accounts' : 'eth_requestAccounts'),
          checksum(),
        ])
        const accounts = checksummed(answer)
        const [selected] = accounts
        if (!selected)
          throw new WalletError('unauthorized', `${info.name} has no account authorized for this site`, 4100)
        const caipNetworkId = eip155NetworkId(await request('eth_chainId'))
        return { caipAddress: `${caipNetworkId}:${selected}`, accounts, caipNetworkId }
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async disconnect() {
      // Best effort: many wallets lack wallet_revokePermissions, and a failed revoke must not
      // keep the user connected on our side.
      try {
        await request('wallet_revokePermissions', [{ eth_accounts: {} }])
      } catch {
        // Ignored on purpose.
      }
    },

    async switchNetwork(network) {
      if (network.chainNamespace !== 'eip155') {
        throw new WalletError('invalidParams', `${info.name} cannot switch to ${network.caipNetworkId}`)
      }
      await eip155(network.caipNetworkId, 'switch networks', (r, ask) => r.switchEip155Chain(ask, network))
    },

    sendTransaction: ({ caipNetworkId, transaction }) =>
      eip155(caipNetworkId, 'send a transaction', (r, ask) => r.sendEip155Transaction(ask, transaction)),
    signMessage: ({ caipAddress, message }) =>
      eip155(caipAddress, 'sign', (r, ask) => r.signEip155Message(ask, message, accountOf(caipAddress))),
    estimateFee: ({ caipNetworkId, transaction }) =>
      eip155(caipNetworkId, 'estimate a fee', (r, ask) => r.estimateEip155Fee(ask, transaction)),
    // A browser wallet is on this device: asking costs its user nothing.
    // Another namespace has no report to give: none, rather than a refusal.
    walletAssets: async ({ address, caipNetworkId }) =>
      namespaceOf(caipNetworkId) === 'eip155'
        ? eip155(caipNetworkId, 'report its assets', (r, ask) => r.eip155WalletAssets(ask, address, caipNetworkId))
        : undefined,

    // EIP-5792, asked of the wallet itself; a wallet without it says so (4200) and gets one call at a time.
    calls: walletCallsOver(eip155, { forgetCapabilities: () => capabilities.clear() }),
    getProvider: () => provider,

    subscribe(listener) {
      if (listeners.size === 0) for (const [event, handler] of providerListeners) provider.on?.(event, handler)
      listeners.add(listener)
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        for (const [event, handler] of providerListeners) provider.removeListener?.(event, handler)
      }
    },
  }
}
