// The WalletConnect connector: one connector for every namespace a session spans. It is
// registered at start as a plain description; the SDK (sdk.ts, its own chunk) loads on the
// first pairing or when a stored session is restored after a reload.
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../contract'
import { accountOf, namespaceOf, referenceOf } from '../../contract/caip'
import {
  askProvider,
  estimateEip155Fee,
  sendEip155Transaction,
  signEip155Message,
  walletCallsOver,
  type JsonRpcAsk,
} from '../eip155Requests'
import * as eip5792 from '../eip5792'
import { requestedNamespaces, sessionAccounts } from '../../walletconnect/namespaces'
import type {
  Connector,
  ConnectorEvent,
  ConnectResult,
  NamespaceConnection,
  SignInRequest,
  WalletConnectSessionState,
} from '../types'
import { toWalletError, WalletError } from '../walletErrors'
import { walletConnectConnectorInfo } from './info'
import { authenticateRequest, sessionOfCacao, type Cacao } from './cacaoSession'
import type * as Sdk from './sdk'
import type { WalletConnectProvider } from './sdk'
import type { WalletConnectSettings } from './settings'
import { createSessionProvider, walletConnectErrors, type SessionProvider } from './sessionProvider'
import { redirectForApproval } from '../../walletconnect/mobileRedirect'
import { pairThroughRelay } from './relayReach'

/** A session as the connector reads it from the SDK: the fields it uses. */
export interface SessionLike {
  topic: string
  expiry: number
  namespaces: Record<string, { chains?: string[]; accounts: string[]; methods?: string[] }>
  peer: { metadata: { name: string; url?: string; icons?: string[] } }
}

export interface WalletConnectConnector extends Connector {
  /** The live session, when there is one. */
  session(): SessionLike | undefined
  sessionInfo(): WalletConnectSessionState | undefined
  /** Lets go of the relay (socket, heartbeat); the session stays stored for the next start. */
  close(): Promise<void>
}

export interface WalletConnectConnectorOptions {
  /** Read when the SDK starts and at each pairing; may come with a chunk of its own. */
  settings: () => WalletConnectSettings | Promise<WalletConnectSettings>
  /** The SDK chunk; a test may hand in its own (the real SDK against a local relay). */
  load?: () => Promise<typeof Sdk>
  /**
   * Where the visitor is and which wallet app they last opened: on a phone, a request needing
   * the user's approval takes them there (mobileRedirect.ts).
   */
  redirectContext?: () => Promise<{ isMobile: boolean; deepLink?: { href: string } }>
  /** Called when such a request went to the wallet; by default the mobile redirect. */
  onApprovalRequest?: () => void
  /** The SDK's storage prefix: two Portico instances in one page (or one test process) keep apart. */
  storagePrefix?: string
}

/** The chains of a session namespace: its `chains`, or those its accounts name (both are allowed). */
export function sessionChains(namespace: { chains?: string[]; accounts: string[] } | undefined): CaipNetworkId[] {
  const chains = new Set<string>(namespace?.chains ?? [])
  for (const account of namespace?.accounts ?? []) chains.add(account.split(':').slice(0, 2).join(':'))
  return [...chains] as CaipNetworkId[]
}

/**
 * Each namespace of a session as a connection: the account on `preferred` when the session
 * approved it there, else on the namespace's first account's chain.
 */
export function sessionConnections(
  session: SessionLike,
  preferred: Partial<Record<ChainNamespace, CaipNetworkId>>,
): Partial<Record<ChainNamespace, NamespaceConnection & { chains: CaipNetworkId[] }>> {
  const accounts = sessionAccounts(session.namespaces)
  const out: Partial<Record<ChainNamespace, NamespaceConnection & { chains: CaipNetworkId[] }>> = {}
  for (const [namespace, list] of Object.entries(accounts) as [
    ChainNamespace,
    NonNullable<(typeof accounts)[ChainNamespace]>,
  ][]) {
    const wanted = preferred[namespace]
    const selected = list.find((a) => a.caipNetworkId === wanted) ?? list[0]!
    const addresses = [...new Set(list.filter((a) => a.caipNetworkId === selected.caipNetworkId).map((a) => a.address))]
    out[namespace] = {
      caipAddress: selected.caipAddress,
      caipNetworkId: selected.caipNetworkId,
      accounts: [selected.address, ...addresses.filter((a) => a !== selected.address)],
      chains: sessionChains(session.namespaces[namespace]),
    }
  }
  return out
}

/**
 * The SDK rejects a refused one-click sign-in with the wallet's message alone, its code dropped:
 * the protocol's user-rejected words (5000) are read back as the visitor's decline.
 */
function authenticateFailure(reason: unknown): unknown {
  if (typeof reason !== 'string') return reason
  return reason === 'User rejected.'
    ? new WalletError('userRejected', reason, 5000)
    : new WalletError('unknown', reason)
}

export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const load = options.load ?? (() => import('./sdk'))
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => listeners.forEach((listener) => listener(event))
  /** The chain each namespace's requests go to. */
  const activeChains: Partial<Record<ChainNamespace, CaipNetworkId>> = {}
  let providerPromise: Promise<WalletConnectProvider> | undefined
  let provider: WalletConnectProvider | undefined
  let closeProvider: ((p: WalletConnectProvider) => Promise<void>) | undefined
  const sessionProviders: Partial<Record<ChainNamespace, SessionProvider>> = {}
  /** Only the newest pairing attempt reports URIs; a replaced one is left to expire. */
  let attempt = 0

  const session = () => provider?.session as SessionLike | undefined

  function watch(p: WalletConnectProvider) {
    p.on('session_update', () => {
      const current = session()
      if (current) emit({ type: 'sessionChanged', namespaces: sessionConnections(current, activeChains) })
    })
    p.on('session_event', (event: { params: { chainId: string; event: { name: string; data: unknown } } }) => {
      const { name, data } = event.params.event
      if (name === 'chainChanged') {
        const namespace = namespaceOf(event.params.chainId as CaipNetworkId)
        // Wallets send the new chain as a number, a hex string or a CAIP id.
        const raw = typeof data === 'number' ? String(data) : typeof data === 'string' ? data : undefined
        if (!raw) return
        const reference = raw.startsWith('0x')
          ? String(parseInt(raw, 16))
          : raw.includes(':')
            ? referenceOf(raw as CaipNetworkId)
            : raw
        const caipNetworkId = `${namespace}:${reference}` as CaipNetworkId
        activeChains[namespace] = caipNetworkId
        emit({ type: 'chainChanged', caipNetworkId })
      } else if (name === 'accountsChanged' && Array.isArray(data)) {
        const namespace = namespaceOf(event.params.chainId as CaipNetworkId)
        // Accounts come as CAIP addresses or bare addresses.
        const accounts = data.filter((a): a is string => typeof a === 'string').map((a) => a.split(':').pop()!)
        emit({ type: 'accountsChanged', accounts, namespace })
      }
    })
    p.on('session_delete', () => emit({ type: 'disconnect' }))
    p.on('session_expire', () => emit({ type: 'disconnect' }))
  }

  async function ready(): Promise<WalletConnectProvider> {
    providerPromise ??= load()
      .then(async (sdk) => {
        closeProvider = sdk.closeWalletConnectProvider
        return sdk.createWalletConnectProvider(await options.settings(), options.storagePrefix)
      })
      .then((p) => {
        provider = p
        watch(p)
        return p
      })
      .catch((error: unknown) => {
        providerPromise = undefined
        throw new WalletError('unknown', walletConnectErrors.notInitialized, undefined, { cause: error })
      })
    return providerPromise
  }

  function result(current: SessionLike, caipNetwork: CaipNetwork | undefined): ConnectResult {
    const preferred = caipNetwork ? { [caipNetwork.chainNamespace]: caipNetwork.caipNetworkId } : {}
    const namespaces = sessionConnections(current, { ...activeChains, ...preferred })
    const primary = (caipNetwork && namespaces[caipNetwork.chainNamespace]) ?? Object.values(namespaces)[0]
    if (!primary) throw new WalletError('unknown', 'Invalid CAIP Address')
    for (const [namespace, connection] of Object.entries(namespaces) as [ChainNamespace, NamespaceConnection][]) {
      activeChains[namespace] = connection.caipNetworkId
      provider?.setDefaultChain(connection.caipNetworkId)
    }
    return { ...primary, namespaces }
  }

  // One provider object per namespace, so a host's effects keyed on it do not rerun.
  const providerFor = (namespace: ChainNamespace) =>
    (sessionProviders[namespace] ??= createSessionProvider({
      namespace,
      provider: () => provider,
      activeChain: () => activeChains[namespace],
      onApprovalRequest:
        options.onApprovalRequest ?? (() => void options.redirectContext?.().then(redirectForApproval)),
      subscribe: (listener) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    }))

  /** An eip155 ask through the session, its errors as WalletErrors; another namespace is refused. */
  const eip155 = async <T>(caipId: string, what: string, run: (ask: JsonRpcAsk) => Promise<T>): Promise<T> => {
    if (namespaceOf(caipId) !== 'eip155')
      throw new WalletError('unsupportedMethod', `WalletConnect cannot ${what} on ${caipId} yet`, 4200)
    try {
      return await run(askProvider(providerFor('eip155')))
    } catch (error) {
      throw toWalletError(error)
    }
  }

  /** The pairing itself: the SDK's proposal (or one-click sign-in) until the wallet answers. */
  async function pair(
    p: WalletConnectProvider,
    networks: CaipNetwork[],
    caipNetwork: CaipNetwork | undefined,
    signIn: SignInRequest | undefined,
  ): Promise<ConnectResult> {
    const requested = requestedNamespaces(networks)
    const optionalNamespaces = Object.fromEntries(
      Object.entries(requested).map(([namespace, entry]) => [
        namespace,
        { chains: entry.chains, methods: entry.methods, events: entry.events, rpcMap: entry.rpcMap },
      ]),
    )
    // One-click sign-in: the protocol's authenticate request settles an eip155-only session,
    // so it is asked only where every requested namespace is eip155; elsewhere asking it
    // would drop the other namespaces' accounts, and the sign-in follows the connection.
    const eip155 = requested.eip155
    if (signIn && eip155 && Object.keys(requested).length === 1) {
      const request = authenticateRequest(signIn, eip155.chains, eip155.methods)
      // The provider keeps `optionalNamespaces` (their rpcMap serves reads) from these parameters too.
      const answer = await p
        .authenticate({ ...request, optionalNamespaces } as Parameters<typeof p.authenticate>[0])
        .catch((reason: unknown) => {
          throw authenticateFailure(reason)
        })
      const format = (payload: Cacao['p'], iss: string) => p.client.formatAuthMessage({ request: payload, iss })
      const signedIn = ((answer.auths ?? []) as Cacao[])
        .map((cacao) => sessionOfCacao(cacao, format))
        .filter((session) => session !== undefined)
      return { ...result(answer.session as SessionLike, caipNetwork), ...(signedIn.length && { signedIn }) }
    }
    const approved = await p.connect({ optionalNamespaces })
    if (!approved) throw new WalletError('unknown', 'Please call connect() before request()')
    return result(approved as SessionLike, caipNetwork)
  }

  return {
    info: walletConnectConnectorInfo,
    session,
    sessionInfo() {
      const current = session()
      if (!current) return undefined
      const { name, url, icons } = current.peer.metadata
      const chains = Object.fromEntries(
        Object.keys(current.namespaces).map((namespace) => [namespace, sessionChains(current.namespaces[namespace])]),
      )
      return { peer: { name, url, icon: icons?.[0] }, chains, expiry: current.expiry }
    },
    async connect({ caipNetwork, silent, onUri, signIn }) {
      const p = await ready()
      const restored = session()
      if (silent) {
        if (!restored) throw new WalletError('disconnected', 'Please call connect() before request()')
        return result(restored, caipNetwork)
      }
      const settings = await options.settings()
      const mine = ++attempt
      return pairThroughRelay(
        p,
        settings.relayUrl,
        (uri) => {
          if (mine === attempt) onUri?.(uri)
        },
        () => pair(p, settings.networks, caipNetwork, signIn),
      )
    },
    async disconnect() {
      attempt++
      const p = provider
      if (!p) return
      try {
        if (p.session) await p.disconnect()
      } finally {
        // Stored data goes with the session: pending pairings too, so a reload restores nothing.
        await p.cleanupPendingPairings({ deletePairings: true })
        for (const namespace of Object.keys(activeChains) as ChainNamespace[]) delete activeChains[namespace]
      }
    },
    async close() {
      if (provider && closeProvider) await closeProvider(provider)
    },
    async switchNetwork(network) {
      const current = session()
      if (!current || !provider) throw new WalletError('disconnected', 'Please call connect() before request()')
      // Inside what the session approved the switch is ours to make; outside it the wallet
      // would have to approve a new session, so the network is unsupported for this one.
      if (!sessionChains(current.namespaces[network.chainNamespace]).includes(network.caipNetworkId)) {
        throw new WalletError('networkNotApproved', 'Chain is not supported', 4902)
      }
      activeChains[network.chainNamespace] = network.caipNetworkId
      provider.setDefaultChain(network.caipNetworkId)
    },
    getProvider: (namespace = 'eip155') => providerFor(namespace),
    sendTransaction: ({ caipNetworkId, transaction }) =>
      eip155(caipNetworkId, 'send a transaction', (ask) => sendEip155Transaction(ask, transaction)),
    signMessage: ({ caipAddress, message }) =>
      eip155(caipAddress, 'sign', (ask) => signEip155Message(ask, message, accountOf(caipAddress))),
    // Reads go to the namespace's HTTP RPC through the session provider, not to the wallet.
    estimateFee: ({ caipNetworkId, transaction }) =>
      eip155(caipNetworkId, 'estimate a fee', (ask) => estimateEip155Fee(ask, transaction)),
    // The wallet is on another device: asking would be a prompt there, for a list the
    // Blockchain API gives without one.
    walletAssets: async () => undefined,
    // EIP-5792 as far as the session approved it: a method outside it is refused here, so a
    // wallet that did not approve wallet_getCapabilities is one with none (one call at a time).
    calls: walletCallsOver((caipId, what, run) =>
      eip155(caipId, what, (ask) =>
        run(eip5792, (method, params) => {
          if (!session()?.namespaces.eip155?.methods?.includes(method))
            throw new WalletError('unsupportedMethod', `The session did not approve ${method}`, 4200)
          return ask(method, params)
        }),
      ),
    ),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
