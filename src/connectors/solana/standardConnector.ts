// A Solana connector over a Wallet Standard wallet: the same operations as every connector,
// translated to the standard's features (standard:connect, standard:events, solana:signMessage,
// solana:signAndSendTransaction). The standard has no "current network": a transaction names
// its chain, so switching among the wallet's Solana networks is the connector's own choice.
import type { CaipNetworkId } from '../../contract'
import { accountOf } from '../../contract/caip'
import type { Connector, ConnectorEvent, ConnectorInfo, ConnectResult } from '../types'
import { startNetwork } from '../startNetwork'
import { toWalletError, WalletError } from '../walletErrors'
import { base58Encode } from './encodings'
import type { StandardWallet, StandardWalletAccount } from './walletStandard'

/** The standard's names of Solana's clusters, by CAIP-2 id; any other Solana network is the wallet's localnet. */
const standardChains: Record<string, string> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}
export const standardChainOf = (caipNetworkId: CaipNetworkId) => standardChains[caipNetworkId] ?? 'solana:localnet'
const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

type Feature<M extends string> = Record<M, (...args: never[]) => Promise<unknown>>

export function createStandardWalletConnector(info: ConnectorInfo, wallet: StandardWallet): Connector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => [...listeners].forEach((listener) => listener(event))
  let network: CaipNetworkId = mainnet
  let accounts: readonly StandardWalletAccount[] = []

  const feature = <M extends string>(name: string, method: M): Feature<M> => {
    const found = wallet.features[name] as Partial<Feature<M>> | undefined
    if (typeof found?.[method] !== 'function')
      throw new WalletError('unsupportedMethod', `${info.name} does not offer ${name}`, 4200)
    return found as Feature<M>
  }
  const solanaAccounts = (list: readonly StandardWalletAccount[]) =>
    list.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
  /** The wallet's account behind an address; one it no longer exposes is refused. */
  const accountFor = (address: string) => {
    const account = accounts.find((a) => a.address === address)
    if (!account) throw new WalletError('unauthorized', `${info.name} has no account ${address} for this site`, 4100)
    return account
  }
  /** A wallet's answer is a list of outputs, one per input; Portico sends one. */
  const first = <T>(outputs: unknown, what: string): T => {
    const output = Array.isArray(outputs) ? (outputs[0] as T | undefined) : undefined
    if (!output) throw new WalletError('unknown', `${info.name} gave no ${what}`)
    return output
  }
  const translated =
    <A extends unknown[], T>(run: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      try {
        return await run(...args)
      } catch (error) {
        throw toWalletError(error)
      }
    }

  let stopEvents: (() => void) | undefined
  const onChange = ({ accounts: changed }: { accounts?: readonly StandardWalletAccount[] }) => {
    if (!changed) return
    accounts = solanaAccounts(changed)
    // No account left: the site lost access, which flows read as a disconnect.
    emit({ type: 'accountsChanged', accounts: accounts.map((a) => a.address) })
  }

  return {
    info,

    connect: translated(async (options): Promise<ConnectResult> => {
      const answer = (await feature('standard:connect', 'connect').connect(
        ...([{ silent: !!options.silent }] as never[]),
      )) as { accounts?: readonly StandardWalletAccount[] } | undefined
      accounts = solanaAccounts(answer?.accounts ?? wallet.accounts)
      const [selected] = accounts
      if (!selected) throw new WalletError('unauthorized', `${info.name} has no Solana account for this site`, 4100)
      const start = startNetwork(options, 'solana')
      if (start) network = start.caipNetworkId
      return {
        caipAddress: `${network}:${selected.address}`,
        accounts: accounts.map((a) => a.address),
        caipNetworkId: network,
      }
    }),

    disconnect: translated(async () => {
      accounts = []
      const disconnect = wallet.features['standard:disconnect'] as Partial<Feature<'disconnect'>> | undefined
      await disconnect?.disconnect?.()
    }),

    switchNetwork: translated(async (target) => {
      const chain = standardChainOf(target.caipNetworkId)
      if (target.chainNamespace !== 'solana' || !wallet.chains.includes(chain))
        throw new WalletError('unrecognizedChain', `${info.name} does not serve ${target.name}`, 4902)
      network = target.caipNetworkId
      emit({ type: 'chainChanged', caipNetworkId: network })
    }),

    sendTransaction: translated(async ({ caipNetworkId, transaction }) => {
      if (!('serialized' in transaction))
        throw new WalletError('unsupportedMethod', `${info.name} cannot send on ${caipNetworkId}`, 4200)
      const account = accountFor(transaction.feePayer)
      const outputs = await feature('solana:signAndSendTransaction', 'signAndSendTransaction').signAndSendTransaction(
        ...([{ account, transaction: transaction.serialized, chain: standardChainOf(caipNetworkId) }] as never[]),
      )
      return base58Encode(first<{ signature: Uint8Array }>(outputs, 'signature').signature)
    }),

    signMessage: translated(async ({ caipAddress, message }) => {
      const account = accountFor(accountOf(caipAddress))
      const outputs = await feature('solana:signMessage', 'signMessage').signMessage(
        ...([{ account, message: new TextEncoder().encode(message) }] as never[]),
      )
      return base58Encode(first<{ signature: Uint8Array }>(outputs, 'signature').signature)
    }),

    // A Wallet Standard wallet has no node to ask: the send work reads fees from one.
    estimateFee: async ({ caipNetworkId }) => {
      throw new WalletError('unsupportedMethod', `${info.name} cannot estimate a fee on ${caipNetworkId}`, 4200)
    },
    walletAssets: async () => undefined,
    getProvider: () => wallet,

    subscribe(listener) {
      if (listeners.size === 0 && !stopEvents) {
        const events = wallet.features['standard:events'] as Partial<Feature<'on'>> | undefined
        const off = events?.on?.(...(['change', onChange] as never[])) as unknown
        stopEvents = typeof off === 'function' ? (off as () => void) : () => {}
      }
      listeners.add(listener)
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        stopEvents?.()
        stopEvents = undefined
      }
    },
  }
}
