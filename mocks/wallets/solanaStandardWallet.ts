// The demo Solana wallet: a Wallet Standard wallet, registered on the page as Phantom, Solflare
// or Backpack register, with its keys in the page (mocks/wallets/solanaAccount.ts, one per anvil
// key, so its addresses are the funded demo accounts of the local Solana chain). Like an
// extension it asks its user before connecting, signing and sending (approve, reject or manual:
// the same approvals as the EIP-6963 demo wallet when it is given its `ask`), remembers the
// site's grant in memory, sends to its node for the chain a transaction names, and tells the
// page when its accounts change. Runs in Node and in the browser.
import { base58, base64 } from '@scure/base'
import { createApprovals } from './approvals'
import { anvilPrivateKeys } from './anvilKeys'
import { createEmitter } from './emitter'
import { invalidParams, ProviderRpcError, unauthorized, userRejected } from './providerErrors'
import { solanaAccountFrom, type SolanaAccount } from './solanaAccount'

/** The standard's Solana clusters; a wallet serves those it has a node for, and signs on all. */
export const solanaStandardChains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
export type SolanaStandardChain = (typeof solanaStandardChains)[number]

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#7048e8"/>' +
  '<path d="M26 62h36l8-8H34zM26 42h36l8-8H34zM34 34h36l-8 8H26z" fill="#fff"/></svg>'
/** The standard requires a base64 data URI. */
export const demoSolanaWalletIcon = `data:image/svg+xml;base64,${base64.encode(new TextEncoder().encode(iconSvg))}`

const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

export interface SolanaStandardWalletOptions {
  name?: string
  /** Each chain's node; a chain without one can sign but not send. */
  rpcUrls: Partial<Record<SolanaStandardChain, string>>
  /** Its accounts' keys (EVM keys the Solana keys derive from); anvil's first three by default. */
  privateKeys?: readonly `0x${string}`[]
  /** Asks the wallet's user: true when they approve. An always-approving user by default. */
  ask?: (method: string, params: readonly unknown[]) => Promise<boolean>
}

export interface SolanaWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly SolanaStandardChain[]
  readonly features: readonly string[]
  readonly label: string
}

export interface SolanaStandardWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: string
  readonly chains: readonly SolanaStandardChain[]
  readonly features: Record<string, unknown>
  /** The accounts the site may use: none until it connected. */
  readonly accounts: readonly SolanaWalletAccount[]
  /** Every account the wallet holds, connected or not (the demo's panel). */
  readonly addresses: readonly string[]
  /** Registers on `target` by the Wallet Standard's events, now and for an app that is ready later; returns stop. */
  register(target: EventTarget): () => void
  /** The wallet's user picks another of its accounts: the site hears a change, that account first. */
  switchAccount(index: number): void
}

interface RegisterApi {
  register(...wallets: unknown[]): () => void
}

export function createSolanaStandardWallet(options: SolanaStandardWalletOptions): SolanaStandardWallet {
  const keys: SolanaAccount[] = (options.privateKeys ?? anvilPrivateKeys.slice(0, 3)).map(solanaAccountFrom)
  const ask = options.ask ?? createApprovals('approve').ask
  const events = createEmitter()
  let permitted = false
  let selected = 0

  const accountOf = (key: SolanaAccount, index: number): SolanaWalletAccount => ({
    address: key.address,
    publicKey: base58.decode(key.address),
    chains: solanaStandardChains,
    features,
    label: `Demo Solana ${index + 1}`,
  })
  /** The site's view: the selected account first, then the rest. */
  const accounts = () =>
    permitted
      ? [keys[selected]!, ...keys.filter((_, i) => i !== selected)].map((k) => accountOf(k, keys.indexOf(k)))
      : []

  const keyFor = (account: unknown) => {
    const address = (account as { address?: unknown } | undefined)?.address
    const key = keys.find((k) => k.address === address)
    if (!permitted || !key) throw unauthorized()
    return key
  }
  const consent = async (method: string, params: unknown) => {
    if (!(await ask(method, [params]))) throw userRejected()
  }
  const bytes = (value: unknown, what: string) => {
    if (!(value instanceof Uint8Array)) throw invalidParams(`${what} must be bytes`)
    return value
  }

  async function send(chain: unknown, signed: Uint8Array): Promise<Uint8Array> {
    const url = options.rpcUrls[chain as SolanaStandardChain]
    if (!url) throw new ProviderRpcError(4901, `The demo wallet has no node for ${String(chain)}`)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [base64.encode(signed), { encoding: 'base64', preflightCommitment: 'confirmed' }],
      }),
    })
    const answer = (await response.json()) as { result?: string; error?: { code: number; message: string } }
    if (answer.error) throw new ProviderRpcError(answer.error.code, answer.error.message)
    return base58.decode(answer.result!)
  }

  const wallet: SolanaStandardWallet = {
    version: '1.0.0',
    name: options.name ?? 'Portico Solana Demo',
    icon: demoSolanaWalletIcon,
    chains: solanaStandardChains,
    get accounts() {
      return accounts()
    },
    get addresses() {
      return keys.map((k) => k.address)
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        // A site it granted is not asked again; a silent connect never asks.
        async connect(input?: { silent?: boolean }) {
          if (!permitted && !input?.silent) {
            await consent('solana_connect', {})
            permitted = true
            events.emit('change', { accounts: accounts() })
          }
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          permitted = false
          events.emit('change', { accounts: [] })
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: unknown) => void) {
          events.on(event, listener as never)
          return () => events.removeListener(event, listener as never)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: unknown; message: unknown }[]) {
          const outputs = []
          for (const input of inputs) {
            const key = keyFor(input.account)
            const message = bytes(input.message, 'message')
            await consent('solana_signMessage', { message: new TextDecoder().decode(message), pubkey: key.address })
            outputs.push({ signedMessage: message, signature: key.signMessage(message), signatureType: 'ed25519' })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: unknown; transaction: unknown }[]) {
          const outputs = []
          for (const input of inputs) {
            const key = keyFor(input.account)
            const transaction = bytes(input.transaction, 'transaction')
            await consent('solana_signTransaction', { transaction: base64.encode(transaction) })
            outputs.push({ signedTransaction: key.signTransaction(transaction) })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: { account: unknown; transaction: unknown; chain: unknown }[]) {
          const outputs = []
          for (const input of inputs) {
            const key = keyFor(input.account)
            const transaction = bytes(input.transaction, 'transaction')
            await consent('solana_signAndSendTransaction', {
              transaction: base64.encode(transaction),
              chain: input.chain,
            })
            outputs.push({ signature: await send(input.chain, key.signTransaction(transaction)) })
          }
          return outputs
        },
      },
    },
    register(target) {
      const callback = ({ register }: RegisterApi) => register(wallet)
      const onAppReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail)
      target.addEventListener('wallet-standard:app-ready', onAppReady)
      target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
      return () => target.removeEventListener('wallet-standard:app-ready', onAppReady)
    },
    switchAccount(index) {
      if (!keys[index]) throw new Error(`The demo Solana wallet has ${keys.length} accounts`)
      selected = index
      if (permitted) events.emit('change', { accounts: accounts() })
    },
  }
  return wallet
}
