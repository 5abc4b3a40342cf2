// Portico as a wagmi connector: a wagmi app puts `porticoConnector({ store })` in its
// createConfig's connectors and keeps its hooks. Portico stays the one that connects (its modal,
// its wallets, its stored session); wagmi follows it both ways: connecting in either connects
// both, a disconnect or a network switch on either side is the other's too (sections 3 and 4),
// and wagmi's actions reach the connected wallet through Portico's provider (section 6).
import { ChainNotConfiguredError, SwitchChainNotSupportedError, createConnector } from 'wagmi'
import { SwitchChainError, UserRejectedRequestError, type Chain, type EIP1193Provider } from 'viem'
import type { CaipNetworkId } from '../contract'
import { disconnectRequested, switchNetworkRequested } from '../features/connection/actions'
import { openRequested } from '../features/modal/actions'
import { selectNetworks } from '../features/chain/selectors'
import { defaultPortico } from '../composition/defaultInstance'
import type { PorticoInstance } from '../composition/portico'
import type { RootState } from '../store/state'
import {
  eip155Connection,
  followEip155Connection,
  whenState,
  type Eip155Connection,
  type PorticoStoreLike,
} from '../viem/eip155Connection'
import { createPorticoProvider } from '../viem/porticoProvider'

export interface PorticoConnectorParameters {
  /**
   * The store Portico lives in: `createPorticoStore(config)`'s, the one `<PorticoProvider
   * store={…}>` is given, or a host's own with porticoReducer under `portico`.
   */
  store: PorticoStoreLike & { portico?: PorticoInstance }
  /** The instance whose middleware that store mounted: the store's own, else the default. */
  instance?: PorticoInstance
}

/**
 * How long wagmi's reconnect waits for Portico's own (section 4: the stored session comes back
 * without a prompt). Past it wagmi starts disconnected, and connects when Portico does.
 */
export const reconnectWaitMs = 10_000

/** Why wagmi's connect failed when the visitor closed Portico without connecting (EIP-1193's 4001). */
export const closedWithoutConnecting = 'The visitor closed Portico without connecting a wallet'

const state = (store: PorticoStoreLike) => store.getState() as RootState

/** wagmi's type for Portico's connectors: this one, and each wallet's (followPorticoConnections). */
export const porticoConnectorType = 'portico'

/** What followPorticoConnections reads of the connector: its store, its provider and its switch. */
export interface PorticoConnectorBinding {
  store: PorticoStoreLike
  provider: EIP1193Provider
  switchTo: (chainId: number) => Promise<Chain>
  /** While `when()` holds, each wallet's connector tells wagmi of its own connection, and this one tells nothing. */
  quiet: (when: () => boolean) => void
}

export function porticoConnector(parameters: PorticoConnectorParameters) {
  const { store } = parameters
  const instance = parameters.instance ?? store.portico ?? defaultPortico
  const provider = createPorticoProvider({ store, instance })
  const networkId = (chainId: number): CaipNetworkId => `eip155:${chainId}`

  return createConnector<EIP1193Provider, { portico: PorticoConnectorBinding }>((config) => {
    let unsubscribe: (() => void) | undefined
    let quiet = () => false

    /** What wagmi hears of each change of Portico's eip155 connection (once each). */
    const follow = (before: Eip155Connection | undefined, next: Eip155Connection | undefined) => {
      if (quiet()) return
      if (!next) return config.emitter.emit('disconnect')
      // Connected in Portico (its own button, a reconnect): wagmi takes it as a connection of
      // this connector's, unless it is connecting itself (then connect() answers).
      if (!before) return config.emitter.emit('connect', { accounts: next.accounts, chainId: next.chainId })
      config.emitter.emit('change', {
        ...(before.accounts.join() !== next.accounts.join() && { accounts: next.accounts }),
        ...(before.chainId !== next.chainId && { chainId: next.chainId }),
      })
    }

    /** The connection once Portico's reconnect from the last visit is settled; undefined when it did not come back. */
    const restored = () =>
      whenState(store, (s) => (s.portico.connectors.restored ? { connection: eip155Connection(s) } : undefined), {
        timeoutMs: reconnectWaitMs,
        onTimeout: () => new Error('Portico did not start'),
      }).then(
        ({ connection }) => connection,
        () => undefined,
      )

    /** The wallet that acts once the visitor picked one in Connect (README "Several wallets at once"). */
    const added = async (before: Eip155Connection) => {
      const listed = state(store).portico.connections?.list.length ?? 0
      store.dispatch(openRequested({ view: 'Connect' }))
      let opened = false
      return whenState(store, (s) => {
        const acting = eip155Connection(s)
        if (acting && (acting.connectorId !== before.connectorId || (s.portico.connections?.list.length ?? 0) > listed))
          return acting
        if (s.portico.modal.open) opened = true
        else if (opened && s.portico.account.eip155?.status !== 'connecting')
          throw new UserRejectedRequestError(new Error(closedWithoutConnecting))
        return undefined
      })
    }

    const switchTo = async (chainId: number): Promise<Chain> => {
      const caipNetworkId = networkId(chainId)
      const chain = config.chains.find((c) => c.id === chainId)
      const configured = selectNetworks(state(store)).some((n) => n.caipNetworkId === caipNetworkId)
      if (!chain || !configured) throw new ChainNotConfiguredError()
      if (!state(store).portico.options.enableNetworkSwitch)
        throw new SwitchChainNotSupportedError({ connector: { name: 'Portico' } as never })
      if (eip155Connection(state(store))?.chainId === chainId) return chain
      store.dispatch(switchNetworkRequested({ caipNetworkId }))
      // Switched once the account is on the chain; refused once the wallet was asked and the
      // asking is over with the account elsewhere (Portico's snackbar says why, section 8).
      let asked = false
      await whenState(store, (s) => {
        const connection = eip155Connection(s)
        if (!connection) throw new SwitchChainError(new Error('The wallet disconnected'))
        if (connection.chainId === chainId) return true
        if (s.portico.chain.switchAsked === caipNetworkId) asked = true
        else if (asked) {
          throw s.portico.snackbar.message === 'snackbar.switchDeclined'
            ? new UserRejectedRequestError(new Error('The visitor declined the network switch in the wallet'))
            : new SwitchChainError(new Error(`The wallet did not switch to chain ${chainId}`))
        }
        return undefined
      })
      return chain
    }

    return {
      id: 'portico',
      name: 'Portico',
      type: porticoConnectorType,
      portico: { store, provider, switchTo, quiet: (when) => void (quiet = when) },
      async setup() {
        unsubscribe?.()
        unsubscribe = followEip155Connection(store, follow)
      },
      async connect({ chainId, isReconnecting } = {}) {
        let connection = eip155Connection(state(store))
        // With each wallet its own connector, connecting is adding one: Connect opens over what is
        // connected, and the wallet the visitor picks (new, or already connected) is the answer.
        if (connection && quiet() && !isReconnecting) connection = await added(connection)
        if (!connection && isReconnecting) connection = await restored()
        if (!connection && isReconnecting) throw new Error('Portico has no session to restore')
        if (!connection) {
          // The next connection starts on wagmi's chain when Portico has it (section 4:
          // disconnected, a switch chooses the network the connection starts on).
          if (chainId !== undefined && selectNetworks(state(store)).some((n) => n.caipNetworkId === networkId(chainId)))
            store.dispatch(switchNetworkRequested({ caipNetworkId: networkId(chainId) }))
          store.dispatch(openRequested())
          let opened = false
          connection = await whenState(store, (s) => {
            const connected = eip155Connection(s)
            if (connected) return connected
            if (s.portico.modal.open) opened = true
            else if (opened && s.portico.account.eip155?.status !== 'connecting')
              throw new UserRejectedRequestError(new Error(closedWithoutConnecting))
            return undefined
          })
        }
        if (chainId !== undefined && chainId !== connection.chainId) {
          await switchTo(chainId).catch(() => undefined)
          connection = eip155Connection(state(store)) ?? connection
        }
        return { accounts: connection.accounts as never, chainId: connection.chainId }
      },
      async disconnect() {
        if (!eip155Connection(state(store))) return
        store.dispatch(disconnectRequested())
        await whenState(store, (s) => (eip155Connection(s) ? undefined : true))
      },
      async getAccounts() {
        return eip155Connection(state(store))?.accounts ?? []
      },
      async getChainId() {
        const s = state(store)
        const connected = eip155Connection(s)?.chainId
        if (connected !== undefined) return connected
        const active = s.portico.chain.activeCaipNetworkId
        const network = active?.startsWith('eip155:')
          ? active
          : selectNetworks(s).find((n) => n.chainNamespace === 'eip155')?.caipNetworkId
        return network ? Number(network.split(':')[1]) : config.chains[0].id
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        return !!(eip155Connection(state(store)) ?? (await restored()))
      },
      switchChain: ({ chainId }) => switchTo(chainId),
      // Portico's own store is what this connector listens to (follow), not a wallet's events.
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }
  })
}
