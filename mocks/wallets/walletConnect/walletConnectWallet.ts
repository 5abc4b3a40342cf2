// A headless WalletConnect wallet: the *wallet* side of a pairing, on the real @reown/walletkit
// SDK, signing with viem local accounts (anvil's test keys by default). Tests script it (pair,
// approve or reject, answer requests, update and end sessions); the demo's wallet page puts a UI
// on it. It runs in Node and in the browser: no node: imports here or below.
import type { Address, Hex } from 'viem'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import type { AuthTypes, CoreTypes } from '@walletconnect/types'
import { anvilPrivateKeys } from '../anvilKeys'
import { toHexChainId } from '../chains'
import { unsupportedMethod } from '../providerErrors'
import { askedNamespaces, approveNamespaces, chainsOf, widenNamespaces } from './approvedNamespaces'
import { createEvents } from './events'
import { createPendingQueue } from './pendingQueue'
import { jsonRpcErrorOf, userRejected, type JsonRpcErrorObject } from './rpcErrors'
import { closeSdkClient, startWalletKit } from './sdkClient'
import { sessionMethods } from './sessionMethods'
import { createSessionSnapshots, sessionView } from './sessionView'
import { solanaMainnet } from '../solanaAccount'
import { fixtures } from '../../db/fixtures'

/** Bitcoin mainnet, as BIP-122 names it (its genesis block hash, truncated). */
const bitcoinMainnet = 'bip122:000000000019d6689c085ae165831e93'
import type {
  ApprovalMode,
  PendingProposal,
  PendingRequest,
  WalletConnectWalletEvents,
  WalletModes,
  WalletSession,
} from './types'
import { walletKeysFrom } from './walletKeys'

export interface WalletConnectWalletOptions {
  /** The relay, e.g. a local one from mocks/relay: `ws://127.0.0.1:PORT`. */
  relayUrl: string
  /** Private keys; a new session gets the first account, updateSession() can add the others. Default: anvil's three test keys. */
  accounts?: readonly Hex[]
  /** The node eth_sendTransaction is filled from and sent to (raw, signed here). */
  anvilUrl?: string
  /** The EVM chains the wallet has, CAIP-2. Default: anvil (eip155:31337) and Ethereum (eip155:1). */
  chains?: readonly string[]
  /** Also hold a Solana account (derived from the first key) on mainnet-beta. */
  solana?: boolean
  /**
   * Also hold Bitcoin mainnet's two demo addresses (fixtures.bitcoinDemoAccounts: payment, then
   * ordinals), watch-only: sessions show them, nothing is signed for them.
   */
  bitcoin?: boolean
  /**
   * Takes one-click sign-in requests (session_authenticate: connect and sign in with one
   * approval). False: a wallet that does not, which gets the dapp's fallback proposal. Default true.
   */
  oneClick?: boolean
  /** How proposals (and one-click sign-ins) are answered; 'manual' waits for approve()/reject(). Default 'approve'. */
  proposals?: ApprovalMode
  /** How signing and sending requests are answered; 'manual' waits for answer()/rejectRequest(). Default 'approve'. */
  requests?: ApprovalMode
  /** The SDK's customStoragePrefix. Default: a fresh one, so every wallet starts empty; give a fixed one to keep sessions across reloads in a browser. */
  storagePrefix?: string
  metadata?: Partial<CoreTypes.Metadata>
}

/** What the wallet sent back for a request. */
export type SessionResponse =
  { id: number; jsonrpc: '2.0'; result: unknown } | { id: number; jsonrpc: '2.0'; error: JsonRpcErrorObject }

/** How long closing waits for what the wallet does on its own (an answer, an acknowledgement). */
const closeWaitMs = 5000

export interface WalletConnectWallet {
  /** The EVM accounts, checksummed, in the order of the keys. */
  readonly addresses: readonly Address[]
  /** Base58, when the wallet was created with `solana: true`. */
  readonly solanaAddress?: string
  /** Every chain it can approve, CAIP-2 (the Solana one included when enabled). */
  readonly chains: readonly string[]
  /** Pairs with a dapp's `wc:` URI; the dapp's proposal follows. */
  pair(uri: string): Promise<void>
  proposals(): PendingProposal[]
  /** The oldest pending proposal, or the next to arrive (manual mode). */
  nextProposal(): Promise<PendingProposal>
  /** Approves the proposal (default: the oldest); refuses it with UNSUPPORTED_CHAINS and throws when the wallet cannot serve it. */
  approve(id?: number): Promise<WalletSession>
  /** Rejects the proposal or sign-in (default: the oldest) with the SDK's USER_REJECTED (5000). */
  reject(id?: number): Promise<void>
  requests(): PendingRequest[]
  /** The oldest pending request, or the next to arrive (manual mode). */
  nextRequest(): Promise<PendingRequest>
  /** Answers the request (default: the oldest) as the user approved; a failure goes back as an error response. */
  answer(id?: number): Promise<SessionResponse>
  /** Answers the request (default: the oldest) with USER_REJECTED (5000). */
  rejectRequest(id?: number): Promise<SessionResponse>
  sessions(): WalletSession[]
  /** session_update: more chains (that the wallet has) and/or more of its EVM accounts. Resolves once sent. */
  updateSession(
    topic: string,
    add: { chains?: readonly string[]; accounts?: readonly Address[] },
  ): Promise<WalletSession>
  /** session_event chainChanged, to a chain the session has. */
  emitChainChanged(topic: string, caipNetworkId: string): Promise<void>
  /** Ends the session from the wallet's side (the dapp gets session_delete). */
  deleteSession(topic: string): Promise<void>
  modes(): WalletModes
  setMode(modes: Partial<WalletModes>): void
  on<E extends keyof WalletConnectWalletEvents>(
    event: E,
    listener: (value: WalletConnectWalletEvents[E]) => void,
  ): () => void
  /** Closes the relay socket and stops the SDK's heartbeat, so Node can exit. */
  close(): Promise<void>
}

export const defaultWalletChains = ['eip155:31337', 'eip155:1'] as const

const defaultMetadata: CoreTypes.Metadata = {
  name: 'Portico Demo Wallet',
  description: 'A WalletConnect wallet signing with local test keys',
  url: 'http://127.0.0.1',
  icons: [],
}

const freshStoragePrefix = () =>
  `portico-wc-wallet-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

export async function createWalletConnectWallet(options: WalletConnectWalletOptions): Promise<WalletConnectWallet> {
  const keys = walletKeysFrom(options.accounts ?? anvilPrivateKeys, options.solana ?? false)
  const chains = [
    ...(options.chains ?? defaultWalletChains),
    ...(keys.solana ? [solanaMainnet] : []),
    ...(options.bitcoin ? [bitcoinMainnet] : []),
  ]
  const kit = await startWalletKit({
    relayUrl: options.relayUrl,
    storagePrefix: options.storagePrefix ?? freshStoragePrefix(),
    metadata: { ...defaultMetadata, ...options.metadata },
  })
  const events = createEvents<WalletConnectWalletEvents>()
  const proposals = createPendingQueue<PendingProposal>()
  const requests = createPendingQueue<PendingRequest>()
  /** The chain last announced per session topic. */
  const announced = new Map<string, string>()
  const snapshot = createSessionSnapshots()
  let modes: WalletModes = { proposals: options.proposals ?? 'approve', requests: options.requests ?? 'approve' }

  proposals.watch((list) => events.emit('proposal', list))
  requests.watch((list) => events.emit('request', list))

  const sessions = () =>
    snapshot(Object.values(kit.getActiveSessions()).map((s) => sessionView(s, announced.get(s.topic))))
  const sessionsChanged = () => events.emit('sessions', sessions())
  const sessionOf = (topic: string) => {
    const session = kit.getActiveSessions()[topic]
    if (!session) throw new Error(`The wallet has no session ${topic}`)
    return session
  }
  // What the wallet does on its own (automatic answers, acknowledgements) has no caller to
  // throw to: its failures go to the UI, or to the console when nothing listens.
  const report = (error: unknown) => {
    const failure = error instanceof Error ? error : new Error(String(error))
    if (events.count('error')) events.emit('error', failure)
    else console.warn('[walletconnect wallet]', failure)
  }
  /**
   * What the wallet does on its own, under way: closing waits for it (a few seconds at most). An
   * answer begun after the socket closed would wait the SDK's minute for its publish, and then
   * fail, in whichever test runs by then.
   */
  const underWay = new Set<Promise<unknown>>()
  let closing = false
  const follow = (work: Promise<unknown>) => {
    const done = work.catch(report).finally(() => underWay.delete(done))
    underWay.add(done)
  }
  const onItsOwn = (work: () => Promise<unknown>) => {
    if (!closing) follow(work())
  }
  // Every publish too. The SDK (sign-client 2.25) publishes an error answer without waiting for
  // it, and once it has answered a result it says, in the answer options all answers share, to
  // throw when a publish fails: an error answer the relay had not yet acknowledged when the
  // wallet closed rejected a minute later, unhandled, in whichever test file ran then.
  const relayer = kit.core.relayer
  const publish = relayer.publish.bind(relayer)
  relayer.publish = (topic, message, opts) => {
    const sent = publish(topic, message, opts)
    follow(sent)
    return sent
  }
  const taken = <T>(item: T | undefined, what: string, id: number | undefined): T => {
    if (!item) throw new Error(id === undefined ? `No ${what} is waiting` : `No ${what} ${id} is waiting`)
    return item
  }

  const addressesIn = (namespace: string): readonly string[] => {
    if (namespace === 'eip155') return [keys.evm[0]!.address]
    if (namespace === 'solana') return keys.solana ? [keys.solana.address] : []
    return namespace === 'bip122' && options.bitcoin ? fixtures.bitcoinDemoAccounts : []
  }

  async function approveProposal(pending: PendingProposal): Promise<WalletSession> {
    if (pending.signIn) return approveSignIn(pending.id, pending.signIn)
    const outcome = approveNamespaces(pending.proposal!, chains, addressesIn)
    if ('refusal' in outcome) {
      await kit.rejectSession({ id: pending.id, reason: outcome.refusal })
      throw new Error(
        `Refused ${pending.dapp.name}: ${outcome.refusal.message} It asked for ${pending.chains.join(', ') || 'no chain'}; the wallet has ${chains.join(', ')}.`,
      )
    }
    const session = await kit.approveSession({ id: pending.id, namespaces: outcome.namespaces })
    sessionsChanged()
    return sessionView(session, undefined)
  }

  /**
   * One-click: the first EVM account signs the dapp's message once per chain asked that the
   * wallet has (a CACAO each, EIP-191), and the session settles with them.
   */
  async function approveSignIn(id: number, asked: AuthTypes.PayloadParams): Promise<WalletSession> {
    const served = asked.chains.filter((chain) => chain.startsWith('eip155:') && chains.includes(chain))
    if (served.length === 0) {
      await kit.rejectSessionAuthenticate({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
      throw new Error(
        `Refused the sign-in: it asked for ${asked.chains.join(', ')}; the wallet has ${chains.join(', ')}.`,
      )
    }
    const payload = populateAuthPayload({ authPayload: asked, chains: served, methods: Object.keys(sessionMethods) })
    const account = keys.evm[0]!
    const auths = []
    for (const chain of payload.chains) {
      const iss = `did:pkh:${chain}:${account.address}`
      const signature = await account.signMessage({ message: kit.formatAuthMessage({ request: payload, iss }) })
      auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
    }
    const { session } = await kit.approveSessionAuthenticate({ id, auths })
    if (!session) throw new Error('The sign-in settled no session')
    sessionsChanged()
    return sessionView(session, undefined)
  }

  const rejectPending = (pending: PendingProposal) =>
    pending.signIn
      ? kit.rejectSessionAuthenticate({ id: pending.id, reason: getSdkError('USER_REJECTED') })
      : kit.rejectSession({ id: pending.id, reason: getSdkError('USER_REJECTED') })

  async function respond(
    pending: PendingRequest,
    outcome: { result: unknown } | { error: JsonRpcErrorObject },
  ): Promise<SessionResponse> {
    const response = { id: pending.id, jsonrpc: '2.0' as const, ...outcome }
    await kit.respondSessionRequest({ topic: pending.topic, response })
    return response
  }

  async function answerRequest(pending: PendingRequest): Promise<SessionResponse> {
    let outcome: { result: unknown } | { error: JsonRpcErrorObject }
    try {
      const method = sessionMethods[pending.method]
      if (!method) throw unsupportedMethod(pending.method)
      const result = await method.answer({
        params: pending.params,
        chainId: pending.chainId,
        session: sessionOf(pending.topic),
        keys,
        anvilUrl: options.anvilUrl,
        announceChain: (chainId) => emitChainChanged(pending.topic, chainId),
      })
      outcome = { result }
    } catch (error) {
      outcome = { error: jsonRpcErrorOf(error) }
    }
    return respond(pending, outcome)
  }

  async function emitChainChanged(topic: string, caipNetworkId: string): Promise<void> {
    const session = sessionOf(topic)
    const namespace = session.namespaces[caipNetworkId.split(':')[0]!]
    if (!namespace || !chainsOf(namespace).includes(caipNetworkId))
      throw new Error(`The session does not have ${caipNetworkId}`)
    const [name, reference] = caipNetworkId.split(':')
    // EIP-1193's chainChanged carries the hex chain id; other namespaces get the CAIP-2 id.
    const data = name === 'eip155' ? toHexChainId(Number(reference)) : caipNetworkId
    await kit.emitSessionEvent({ topic, event: { name: 'chainChanged', data }, chainId: caipNetworkId })
    announced.set(topic, caipNetworkId)
    sessionsChanged()
  }

  const arrived = (pending: PendingProposal) => {
    if (modes.proposals === 'manual') proposals.add(pending)
    else if (modes.proposals === 'approve') onItsOwn(() => approveProposal(pending))
    else onItsOwn(() => rejectPending(pending))
  }
  kit.on('session_proposal', ({ id, params, verifyContext }) =>
    arrived({
      id,
      dapp: params.proposer.metadata,
      chains: [...askedNamespaces(params).values()].flatMap((asked) => asked.chains),
      verified: verifyContext.verified,
      proposal: params,
    }),
  )
  // Listening is what tells the SDK the wallet takes one-click sign-ins: it then ignores the
  // dapp's fallback proposal on the same pairing.
  if (options.oneClick !== false) {
    kit.on('session_authenticate', ({ id, params, verifyContext }) =>
      arrived({
        id,
        dapp: params.requester.metadata,
        chains: params.authPayload.chains,
        verified: verifyContext.verified,
        signIn: params.authPayload,
      }),
    )
  }

  kit.on('session_request', ({ id, topic, params: { request, chainId } }) => {
    const pending: PendingRequest = {
      id,
      topic,
      chainId,
      method: request.method,
      params: request.params,
      dapp: kit.getActiveSessions()[topic]?.peer.metadata ?? defaultMetadata,
    }
    const method = sessionMethods[request.method]
    if (!method || !method.consent || modes.requests === 'approve') onItsOwn(() => answerRequest(pending))
    else if (modes.requests === 'reject') onItsOwn(() => respond(pending, { error: userRejected() }))
    else requests.add(pending)
  })

  kit.on('proposal_expire', ({ id }) => proposals.drop((p) => p.id === id))
  kit.on('session_request_expire', ({ id }) => requests.drop((r) => r.id === id))
  // The dapp ended the session: what it asked on it can no longer be answered.
  kit.on('session_delete', ({ topic }) => {
    requests.drop((r) => r.topic === topic)
    announced.delete(topic)
    sessionsChanged()
  })

  return {
    addresses: keys.evm.map((account) => account.address),
    solanaAddress: keys.solana?.address,
    chains,
    pair: (uri) => kit.pair({ uri }),
    proposals: proposals.list,
    nextProposal: proposals.next,
    approve: (id) => approveProposal(taken(proposals.take(id), 'proposal', id)),
    reject: (id) => rejectPending(taken(proposals.take(id), 'proposal', id)),
    requests: requests.list,
    nextRequest: requests.next,
    answer: (id) => answerRequest(taken(requests.take(id), 'request', id)),
    rejectRequest: (id) => respond(taken(requests.take(id), 'request', id), { error: userRejected() }),
    sessions,
    async updateSession(topic, add) {
      const unknownChain = add.chains?.find((chain) => !chains.includes(chain))
      if (unknownChain) throw new Error(`The wallet does not have ${unknownChain}`)
      const eip155Addresses = (add.accounts ?? []).map((address) => {
        const account = keys.evmAccount(address)
        if (!account) throw new Error(`The wallet holds no key for ${address}`)
        return account.address
      })
      const namespaces = widenNamespaces(sessionOf(topic).namespaces, { chains: add.chains, eip155Addresses })
      const { acknowledged } = await kit.updateSession({ topic, namespaces })
      // The SDK applies the update locally before sending; the dapp's acknowledgement can take
      // as long as the dapp is away, which no caller (a button) should wait for.
      acknowledged().catch(report)
      sessionsChanged()
      return sessionView(sessionOf(topic), announced.get(topic))
    },
    emitChainChanged,
    async deleteSession(topic) {
      await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      requests.drop((r) => r.topic === topic)
      announced.delete(topic)
      sessionsChanged()
    },
    modes: () => modes,
    setMode(next) {
      modes = { ...modes, ...next }
    },
    on: events.on,
    async close() {
      closing = true
      await Promise.race([Promise.allSettled(underWay), new Promise((resolve) => setTimeout(resolve, closeWaitMs))])
      await closeSdkClient(kit.core)
    },
  }
}
