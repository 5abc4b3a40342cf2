// A WalletConnect connector whose wallet follows a script, for stories and view tests: no SDK,
// no relay. Each connect() hands out a well-formed pairing URI (deterministic per call, so a
// new pairing shows a new QR code), then waits, declines, fails or approves as scripted; or,
// its relay unreachable, hands out none and fails.
// Registered as 'walletConnect', it takes the place of the real SDK connector.
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../src/contract'
import { walletConnectConnectorInfo } from '../../src/connectors/walletConnect/info'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type {
  Connector,
  ConnectorEvent,
  ConnectResult,
  NamespaceConnection,
  SignInRequest,
} from '../../src/connectors/types'
import { siwxMessageText } from '../../src/siwx/siwxMessage'
import type { SiwxSession } from '../../src/siwx/types'
import type { WalletConnectSessionState } from '../../src/features/walletConnect/walletConnectSlice'
import { fixtures } from '../db/fixtures'
import { ProviderRpcError } from './providerErrors'
import { accountOf } from '../../src/contract/caip'
import {
  askProvider,
  estimateEip155Fee,
  sendEip155Transaction,
  signEip155Message,
} from '../../src/connectors/eip155Requests'
import type { Eip1193Provider } from '../../src/connectors/eip1193Provider'
import { WalletError } from '../../src/connectors/walletErrors'

/**
 * What the wallet does with a pairing:
 * - 'wait': nothing; the call stays pending until a newer pairing supersedes it (the flow
 *   drops it) or the story answers by hand (`approve()`, `decline()`, `fail()`);
 * - 'decline': rejects with `{ code: 5000, message: 'User rejected.' }` (section 8: a wallet
 *   declining with 5000 is a user rejection);
 * - 'fail': rejects with an Error carrying a section 8 message (`failMessage`);
 * - 'approve': resolves a session with an eip155 account on the first network, and a Solana
 *   account when `solana` is set;
 * - 'unreachable': no URI; after `uriDelayMs` rejects as the WalletConnect connector does once
 *   the SDK gave up reaching its relay.
 */
export type WalletConnectOutcome = 'wait' | 'decline' | 'fail' | 'approve' | 'unreachable'

export interface ScriptedWalletConnectOptions {
  /** One outcome for every pairing, or one per connect() call in turn (the last repeats). Default 'wait'. */
  script?: WalletConnectOutcome | WalletConnectOutcome[]
  /** Milliseconds before the URI is handed out (the view shows its loading state meanwhile). Default 0. */
  uriDelayMs?: number
  /** Milliseconds between the URI and the scripted answer. Default 0. */
  delayMs?: number
  /** The message of a 'fail'. Default 'Sign Client not initialized'. */
  failMessage?: string
  /** The eip155 network an approved session is on; the scene passes its first network. Default eip155:1. */
  caipNetworkId?: CaipNetworkId
  /** Approve with a Solana account too. */
  solana?: boolean
  /** Approve with Bitcoin mainnet's two demo addresses too (fixtures.bitcoinDemoAccounts). */
  bitcoin?: boolean
  /** The wallet as the session describes it. */
  peer?: WalletConnectSessionState['peer']
  /** Clock for the URI's expiryTimestamp. */
  now?: () => number
  /**
   * One-click sign-in: a sign-in asked with the pairing is signed with this key (EIP-191, as a
   * wallet signs a CACAO), and the session's account is its address. Without it the wallet
   * answers the connection alone.
   */
  signInKey?: Hex
}

export interface ScriptedWalletConnect {
  connector: Connector
  /** How many times connect() was called. */
  readonly pairings: number
  /** The URIs handed out so far, oldest first. */
  readonly uris: readonly string[]
  /** Hands the pending pairing a replacement URI, as the SDK does for an expiring one. */
  replaceUri(): string | undefined
  /** Answers the pending pairing now, whatever the script said. */
  approve(): void
  decline(): void
  fail(message?: string): void
  /** The wallet ends the session from its side (session_delete). */
  endSession(): void
}

/** 32 bytes of hex from a seed: the same seed, the same bytes (xorshift, not crypto). */
function hex32(seed: number): string {
  let x = (seed * 2654435761) >>> 0 || 1
  let out = ''
  for (let i = 0; i < 8; i++) {
    x ^= x << 13
    x >>>= 0
    x ^= x >>> 17
    x ^= x << 5
    x >>>= 0
    out += x.toString(16).padStart(8, '0')
  }
  return out
}

/** Bitcoin mainnet, as BIP-122 names it. */
const bitcoinChain = 'bip122:000000000019d6689c085ae165831e93' as CaipNetworkId

/** The lifetime a pairing URI states (section 9: 4 minutes). */
const uriLifetimeSeconds = 4 * 60

/** A WalletConnect v2 pairing URI of the form the SDK gives, for the `n`th URI handed out. */
export function scriptedPairingUri(n: number, nowMs: number): string {
  const expiry = Math.floor(nowMs / 1000) + uriLifetimeSeconds
  return `wc:${hex32(2 * n + 1)}@2?relay-protocol=irn&symKey=${hex32(2 * n + 2)}&expiryTimestamp=${expiry}`
}

/** What the SDK (2.25) says when it gives up publishing a proposal to a relay it cannot reach. */
const relayGaveUp = 'Failed to publish custom payload, please try again.'

const wait = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

export function createScriptedWalletConnect(options: ScriptedWalletConnectOptions = {}): ScriptedWalletConnect {
  const now = options.now ?? Date.now
  const script = Array.isArray(options.script) ? options.script : [options.script ?? 'wait']
  const evmChain = options.caipNetworkId ?? 'eip155:1'
  const peer = options.peer ?? { name: 'Portico Story Wallet', url: 'https://wallet.portico.dev' }
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => listeners.forEach((listener) => listener(event))
  const uris: string[] = []
  let pairings = 0
  let session:
    { result: ConnectResult; chains: Partial<Record<ChainNamespace, CaipNetworkId[]>>; expiry: number } | undefined
  let activeChain: CaipNetworkId = evmChain
  /** The pairing that may still be answered; an older one is superseded and never settles. */
  let pending:
    | {
        id: number
        onUri?: (uri: string) => void
        settle: (outcome: Exclude<WalletConnectOutcome, 'wait'>, message?: string) => void
      }
    | undefined

  const nextUri = () => {
    const uri = scriptedPairingUri(uris.length, now())
    uris.push(uri)
    return uri
  }

  const signer = options.signInKey && privateKeyToAccount(options.signInKey)
  const evmAccount = signer?.address ?? fixtures.account

  /** What the wallet signs for a one-click sign-in: the asked fields with its account, the text a wallet writes. */
  async function signedIn(request: SignInRequest | undefined): Promise<SiwxSession[] | undefined> {
    if (!request || !signer) return undefined
    const data = { ...request, accountAddress: signer.address, issuedAt: new Date(now()).toISOString() }
    const message = siwxMessageText(data)
    const signature = await signer.signMessage({ message })
    return [{ data, message, signature, cacao: { h: { t: 'caip122' }, s: { t: 'eip191', s: signature } } }]
  }

  function approvedSession(): ConnectResult {
    const evm: NamespaceConnection = {
      caipAddress: `${evmChain}:${evmAccount}` as CaipAddress,
      accounts: [evmAccount],
      caipNetworkId: evmChain,
    }
    const namespaces: Partial<Record<ChainNamespace, NamespaceConnection>> = { eip155: evm }
    const chains: Partial<Record<ChainNamespace, CaipNetworkId[]>> = { eip155: [evmChain] }
    if (options.solana) {
      const solanaChain = fixtures.solanaChainId as CaipNetworkId
      namespaces.solana = {
        caipAddress: `${solanaChain}:${fixtures.solanaAccount}` as CaipAddress,
        accounts: [fixtures.solanaAccount],
        caipNetworkId: solanaChain,
      }
      chains.solana = [solanaChain]
    }
    if (options.bitcoin) {
      // Its payment address first, then its ordinals one, as Bitcoin wallets list them.
      const [payment] = fixtures.bitcoinDemoAccounts
      namespaces.bip122 = {
        caipAddress: `${bitcoinChain}:${payment}` as CaipAddress,
        accounts: [...fixtures.bitcoinDemoAccounts],
        caipNetworkId: bitcoinChain,
      }
      chains.bip122 = [bitcoinChain]
    }
    const result: ConnectResult = { ...evm, namespaces }
    // A WalletConnect session lasts 7 days unless extended.
    session = { result, chains, expiry: Math.floor(now() / 1000) + 7 * 24 * 60 * 60 }
    activeChain = evmChain
    return result
  }

  const connector: Connector = {
    info: walletConnectConnectorInfo,
    connect({ onUri, signIn }) {
      const id = ++pairings
      const outcome = script[Math.min(id - 1, script.length - 1)]!
      return new Promise<ConnectResult>((resolve, reject) => {
        let settled = false
        const settle = (answer: Exclude<WalletConnectOutcome, 'wait'>, message?: string) => {
          if (settled || pending?.id !== id) return
          settled = true
          pending = undefined
          if (answer === 'approve')
            void signedIn(signIn).then((sessions) => resolve({ ...approvedSession(), signedIn: sessions }), reject)
          else if (answer === 'decline') reject(new ProviderRpcError(5000, 'User rejected.'))
          else if (answer === 'unreachable') reject(new WalletError('relayUnreachable', relayGaveUp))
          else reject(new Error(message ?? options.failMessage ?? 'Sign Client not initialized'))
        }
        pending = { id, onUri, settle }
        void (async () => {
          await wait(options.uriDelayMs ?? 0)
          if (pending?.id !== id) return
          if (outcome === 'unreachable') return settle(outcome)
          onUri?.(nextUri())
          if (outcome === 'wait') return
          await wait(options.delayMs ?? 0)
          settle(outcome)
        })()
      })
    },
    async disconnect() {
      session = undefined
      pending = undefined
    },
    async switchNetwork(network) {
      if (!session) throw new Error('Please call connect() before request()')
      const approved = session.chains[network.chainNamespace] ?? []
      // Outside what the session approved, as the WalletConnect connector says it.
      if (!approved.includes(network.caipNetworkId))
        throw new WalletError('networkNotApproved', 'Chain is not supported', 4902)
      activeChain = network.caipNetworkId
      emit({ type: 'chainChanged', caipNetworkId: network.caipNetworkId })
    },
    // Through its provider, as the WalletConnect connector goes through the session's.
    sendTransaction: ({ transaction }) =>
      sendEip155Transaction(askProvider(connector.getProvider('eip155') as Eip1193Provider), transaction),
    signMessage: ({ caipAddress, message }) =>
      signEip155Message(
        askProvider(connector.getProvider('eip155') as Eip1193Provider),
        message,
        accountOf(caipAddress),
      ),
    estimateFee: ({ transaction }) =>
      estimateEip155Fee(askProvider(connector.getProvider('eip155') as Eip1193Provider), transaction),
    walletAssets: async () => undefined,
    getProvider(namespace = 'eip155') {
      return {
        isWalletConnect: true,
        async request({ method }: { method: string }) {
          const connection = session?.result.namespaces?.[namespace]
          if (!connection) throw new Error('Please call connect() before request()')
          if (method === 'eth_accounts' || method === 'eth_requestAccounts') return connection.accounts
          if (method === 'eth_chainId' && namespace === 'eip155')
            return `0x${Number(activeChain.split(':')[1]).toString(16)}`
          throw new ProviderRpcError(4200, `The scripted wallet does not answer ${method}.`)
        },
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    sessionInfo() {
      return session && { peer, chains: session.chains, expiry: session.expiry }
    },
  }

  return {
    connector,
    get pairings() {
      return pairings
    },
    get uris() {
      return uris
    },
    replaceUri() {
      if (!pending?.onUri) return undefined
      const uri = nextUri()
      pending.onUri(uri)
      return uri
    },
    approve: () => pending?.settle('approve'),
    decline: () => pending?.settle('decline'),
    fail: (message) => pending?.settle('fail', message),
    endSession() {
      if (!session) return
      session = undefined
      emit({ type: 'disconnect' })
    },
  }
}
