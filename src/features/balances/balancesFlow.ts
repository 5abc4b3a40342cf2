// The account's token list (section 3 tokenBalance) and, in step with it, its native balance.
// Loaded when an account connects, when its address or network changes, when the Account view
// opens on Tokens (or Tokens is chosen), and after a transaction is sent; a list is kept 30 s
// (section 9, balance cache). A failure or an unsupported network shows "Token Balance
// Unavailable", and no new attempt is made for 30 s (section 8, section 9 retry gap). This flow
// comes with the api (apiFlows): an account connected before that is loaded when it arrives.
// The work itself is a lazy chunk (balancesWork).
import type { CaipAddress, CaipNetwork, ChainNamespace } from '../../contract'
import { balanceNamespaces } from '../../contract/supportedSets'
import type { Flow } from '../../store/listener'
import { selectCurrentView } from '../modal/selectors'
import { selectNetworks } from '../chain/selectors'
import { accountConnected, caipAddressChanged, tabChanged, tokenBalanceFailed, tokenBalanceLoaded, tokenBalanceLoading } from '../account/accountSlice'
import { activeNetworkChanged } from '../chain/chainSlice'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import type { RootState } from '../../store/state'
import { transactionSent } from '../send/actions'
import { apiArrived, whenApiAttached } from '../../store/apiArrival'

/** Section 9: balance cache 30 s. */
export const balanceCacheMs = 30_000
/** Section 9: balance retry gap 30 s. */
export const balanceRetryGapMs = 30_000

const accountShown = (state: RootState) => state.portico.modal.open && selectCurrentView(state).view === 'Account'
const onTokens = (state: RootState) => {
  const namespace = state.portico.chain.activeNamespace
  return !!namespace && state.portico.account[namespace]?.currentTab === 'Tokens'
}

interface Target {
  namespace: ChainNamespace
  caipAddress: CaipAddress
  address: string
  network?: CaipNetwork
}

/** The connected account of the active namespace, once it is on the active network. */
function targetOf(state: RootState): Target | undefined {
  const { activeNamespace: namespace, activeCaipNetworkId } = state.portico.chain
  const account = namespace ? state.portico.account[namespace] : undefined
  if (!namespace || !activeCaipNetworkId || account?.status !== 'connected' || !account.caipAddress || !account.address) return undefined
  // Between the two actions of one switch (network, then address, or the other way round) the
  // account is still on the old network: the second action asks again.
  if (!account.caipAddress.startsWith(`${activeCaipNetworkId}:`)) return undefined
  const network = selectNetworks(state).find((n) => n.caipNetworkId === activeCaipNetworkId)
  return { namespace, caipAddress: account.caipAddress, address: account.address, network }
}

export const balancesFlow: Flow = (startListening) => {
  /** The load under way in this store, so a second trigger for the same list waits for it. */
  let running: { caipAddress: CaipAddress } | undefined

  startListening({
    predicate: (action, current, previous) =>
      accountConnected.match(action) ||
      caipAddressChanged.match(action) ||
      activeNetworkChanged.match(action) ||
      transactionSent.match(action) ||
      (tabChanged.match(action) && action.payload.tab === 'Tokens') ||
      (accountShown(current) && !accountShown(previous) && onTokens(current)) ||
      // Whatever of the above happened before this flow started: the state tells.
      apiArrived(current, previous),
    effect: async (action, api) => {
      const target = targetOf(api.getState())
      if (!target) return
      const refresh = transactionSent.match(action)
      if (!refresh && running?.caipAddress === target.caipAddress) return
      const { namespace, caipAddress, address, network } = target
      const account = api.getState().portico.account[namespace]!
      const now = Date.now()
      if (account.tokenBalanceFailedAt !== undefined && now - account.tokenBalanceFailedAt < balanceRetryGapMs) return
      const fresh = account.tokenBalanceStatus === 'loaded' && now - (account.tokenBalanceUpdatedAt ?? 0) < balanceCacheMs
      if (fresh && !refresh) return

      // Another account or network (or a refresh) supersedes the load under way.
      api.cancelActiveListeners()
      const run = { caipAddress }
      running = run
      const fail = () => {
        api.dispatch(tokenBalanceFailed({ namespace, caipAddress, at: Date.now() }))
        api.dispatch(snackbarRequested({ message: 'snackbar.tokenBalanceUnavailable', variant: 'error', autoClose: true }))
      }
      try {
        if (!(balanceNamespaces as readonly string[]).includes(namespace) || !network) return fail()
        api.dispatch(tokenBalanceLoading({ namespace }))
        await whenApiAttached(api)
        const { loadTokenBalance } = await api.pause(import('./balancesWork'))
        const connectorId = api.getState().portico.connectors.connectedIdByNamespace[namespace]
        const connector = connectorId ? api.extra.registry.get(connectorId) : undefined
        // The connector decides whether its wallet may be asked (one on another device is not).
        const outcome = await api.pause(loadTokenBalance(api.dispatch, { address, network, connector, refresh }))
        if (!outcome.ok) return fail()
        api.dispatch(tokenBalanceLoaded({ namespace, caipAddress, tokenBalance: outcome.tokens, balance: outcome.native.balance, symbol: outcome.native.symbol, at: Date.now() }))
      } finally {
        if (running === run) running = undefined
      }
    },
  })
}
