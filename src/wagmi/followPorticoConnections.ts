// Several wallets at once in wagmi's own terms (README "Several wallets at once"): with Portico's
// `multiWallet`, every EVM wallet Portico keeps connected is a wagmi connector of its own (its
// wallet's name and icon) with its own connection, so wagmi's useConnections lists them all, and
// wagmi's `current` is the wallet that acts (section 4's connector id). Each side's switch moves
// the other: wagmi's switchConnection makes that wallet act in Portico (no prompt, as Portico's
// Switch), and Portico's Switch makes its connector wagmi's current. Portico's list is the truth:
// what wagmi's own actions write is put back in line with it, other connectors' connections untouched.
import { createConnector, type Config, type Connector } from 'wagmi'
import { ProviderRpcError, SwitchChainError, getAddress, type Address, type EIP1193Provider } from 'viem'
import { referenceOf } from '../contract/caip'
import { connectionDisconnectRequested, connectionSwitchRequested } from '../features/connections/actions'
import type { WalletConnection } from '../features/connections/connectionsSlice'
import { selectConnections } from '../features/connections/selectors'
import type { RootState } from '../store/state'
import { eip155Connection, whenState } from '../viem/eip155Connection'
import { porticoConnectorType, type PorticoConnectorBinding } from './porticoConnector'

/** A wallet's connector id in wagmi: Portico's connector id under Portico's prefix. */
export const walletConnectorId = (connectorId: string) => `portico:${connectorId}`

interface WalletReading {
  connectorId: string
  accounts: readonly [Address, ...Address[]]
  chainId: number
}

/** The EVM wallets Portico lists, in order, each with its accounts and chain (the acting one's from its account). */
function walletsOf(state: RootState): {
  wallets: (WalletReading & { wallet: WalletConnection['wallet'] })[]
  acting?: string
} {
  const acting = eip155Connection(state)
  const wallets = selectConnections(state).flatMap((connection) => {
    if (acting?.connectorId === connection.connectorId) return [{ ...acting, wallet: connection.wallet }]
    const record = connection.namespaces.eip155
    if (!record?.accounts.length) return []
    const [first, ...rest] = record.accounts.map((address) => getAddress(address))
    return [
      {
        connectorId: connection.connectorId,
        wallet: connection.wallet,
        accounts: [first!, ...rest] as const,
        chainId: Number(referenceOf(record.caipAddress)),
      },
    ]
  })
  return { wallets, acting: acting?.connectorId }
}

/**
 * 4100 (EIP-1193's unauthorized): a wallet that does not act is asked nothing (section 4: the
 * acting one is asked). Made when asked, not as a class: viem's error class may not be evaluated
 * yet where this module is (a chunk of its own).
 */
const notActing = (name: string) =>
  new ProviderRpcError(new Error(`${name} is connected but does not act: switch to it first (switchConnection)`), {
    code: 4100,
    shortMessage: `${name} does not act`,
  })

/**
 * Call once after createConfig, with a config whose connectors hold `porticoConnector`: while
 * Portico's `multiWallet` is on, wagmi lists every EVM wallet Portico keeps connected and switches
 * with it both ways. Without `multiWallet` it changes nothing. Returns what stops it.
 */
export function followPorticoConnections(config: Config): () => void {
  const primary = config.connectors.find((c) => c.type === porticoConnectorType) as
    (Connector & { portico?: PorticoConnectorBinding }) | undefined
  if (!primary?.portico)
    throw new Error('followPorticoConnections: the wagmi config has no porticoConnector({ store }) in its connectors')
  const { store, provider, switchTo, quiet } = primary.portico
  const state = () => store.getState() as RootState
  const multi = () => !!state().portico.options.multiWallet
  const reading = (connectorId: string) => walletsOf(state()).wallets.find((w) => w.connectorId === connectorId)

  /** One connector per wallet, made the first time Portico lists it and kept while it is listed. */
  const made = new Map<string, Connector>()
  const walletConnector = (connectorId: string, wallet: WalletConnection['wallet']) => {
    const acts = () => eip155Connection(state())?.connectorId === connectorId
    const walletProvider = {
      request: (args: { method: string }) => {
        if (acts()) return provider.request(args as never)
        const known = reading(connectorId)
        if (args.method === 'eth_accounts') return Promise.resolve(known?.accounts ?? [])
        if (args.method === 'eth_chainId') return Promise.resolve(`0x${(known?.chainId ?? 1).toString(16)}`)
        return Promise.reject(notActing(wallet.name))
      },
      // wagmi hears of this wallet's changes through its connector (the sync below), not its provider.
      on: () => undefined,
      removeListener: () => undefined,
    } as unknown as EIP1193Provider
    return config._internal.connectors.setup(
      createConnector<EIP1193Provider>(() => ({
        id: walletConnectorId(connectorId),
        name: wallet.name,
        ...(wallet.icon && { icon: wallet.icon }),
        type: porticoConnectorType,
        async connect() {
          const known = reading(connectorId)
          if (!known) throw new Error(`${wallet.name} is no longer connected in Portico`)
          if (!acts()) store.dispatch(connectionSwitchRequested({ connectorId }))
          return { accounts: known.accounts as never, chainId: known.chainId }
        },
        async disconnect() {
          if (!reading(connectorId)) return
          store.dispatch(connectionDisconnectRequested({ connectorId }))
          await whenState(store, (s) =>
            walletsOf(s).wallets.some((w) => w.connectorId === connectorId) ? undefined : true,
          )
        },
        async getAccounts() {
          return reading(connectorId)?.accounts ?? []
        },
        async getChainId() {
          return reading(connectorId)?.chainId ?? config.chains[0].id
        },
        async getProvider() {
          return walletProvider
        },
        async isAuthorized() {
          return !!reading(connectorId)
        },
        async switchChain({ chainId }) {
          if (!acts()) throw new SwitchChainError(notActing(wallet.name))
          return switchTo(chainId)
        },
        onAccountsChanged() {},
        onChainChanged() {},
        onDisconnect() {},
      })),
    )
  }

  const owned = (connector: { type: string }) => connector.type === porticoConnectorType
  /** The current we last wrote: any other current wagmi comes to alone is a host's switch. */
  let written: string | null = config.state.current

  /** wagmi's state put in line with Portico's list; nothing written when it already is. */
  const sync = () => {
    if (!multi()) return
    const { wallets, acting } = walletsOf(state())
    for (const w of wallets)
      if (!made.has(w.connectorId)) made.set(w.connectorId, walletConnector(w.connectorId, w.wallet))
    const listedIds = new Set(wallets.map((w) => w.connectorId))
    for (const [id] of made) if (!listedIds.has(id)) made.delete(id)
    const mine = new Set([...made.values()])
    const connectors = [...config.connectors.filter((c) => !owned(c) || c === primary), ...mine]
    if (connectors.length !== config.connectors.length || connectors.some((c, i) => c !== config.connectors[i]))
      config._internal.connectors.setState(connectors)

    const x = config.state
    const connections = new Map([...x.connections].filter(([, c]) => !owned(c.connector)))
    for (const w of wallets)
      connections.set(made.get(w.connectorId)!.uid, {
        accounts: w.accounts,
        chainId: w.chainId,
        connector: made.get(w.connectorId)!,
      })
    const currentOwned = !x.current || !x.connections.get(x.current) || owned(x.connections.get(x.current)!.connector)
    const current =
      acting && made.has(acting)
        ? made.get(acting)!.uid
        : currentOwned
          ? (connections.keys().next().value ?? null)
          : x.current
    const status =
      connections.size > 0
        ? 'connected'
        : x.status === 'connecting' || x.status === 'reconnecting'
          ? x.status
          : 'disconnected'
    written = current
    const same =
      current === x.current &&
      status === x.status &&
      connections.size === x.connections.size &&
      [...connections].every(([uid, c]) => {
        const was = x.connections.get(uid)
        return (
          was?.connector === c.connector &&
          was.chainId === c.chainId &&
          was.accounts.length === c.accounts.length &&
          was.accounts.every((a, i) => a === c.accounts[i])
        )
      })
    if (!same) config.setState((s) => ({ ...s, connections, current, status }))
  }

  quiet(multi)
  const stopPortico = store.subscribe(sync)
  const stopWagmi = config.subscribe(
    (s) => s,
    (next, before) => {
      if (!multi()) return
      // wagmi's switchConnection moves `current` alone; its disconnect moves it with the
      // connections (Portico says who acts next, section 4, so that one is not a switch).
      const switched = [...made].find(([, c]) => c.uid === next.current)?.[0]
      if (
        next.current !== written &&
        switched &&
        next.connections.size === before.connections.size &&
        eip155Connection(state())?.connectorId !== switched
      )
        store.dispatch(connectionSwitchRequested({ connectorId: switched }))
      sync()
    },
  )
  sync()
  return () => {
    stopPortico()
    stopWagmi()
    quiet(() => false)
  }
}
