// The account's token list (section 3 tokenBalance) and, in step with it, its native balance,
// as the account state holds them. Asked for when an account connects, when its address or
// network changes, when the Account view opens on Tokens (or Tokens is chosen, or Try again
// pressed there once a failure's retry gap has passed), and past the
// cache after a transaction is sent and again once it is mined. Whether an ask goes out is the
// query's cache rules (tokenBalanceQuery: 30 s balance cache, 30 s retry gap); this flow writes
// what comes back into the account, shows "Token Balance Unavailable" (section 8) for a new
// failure, and comes with the api (apiFlows): an account connected before that is asked for when
// it arrives.
import type { CaipAddress, ChainNamespace } from '../../contract'
import { namespaceOf } from '../../contract/caip'
import type { Flow } from '../../store/listener'
import { selectCurrentView } from '../modal/selectors'
import {
  accountConnected,
  caipAddressChanged,
  tabChanged,
  tokenBalanceFailed,
  tokenBalanceLoaded,
  tokenBalanceLoading,
} from '../account/accountSlice'
import { activeNetworkChanged } from '../chain/chainSlice'
import { snackbarRequested } from '../snackbar/snackbarSlice'
import type { RootState } from '../../store/state'
import { transactionSent } from '../send/actions'
import { tokenBalanceRetried } from '../account/actions'
import { onrampCompleted } from '../onramp/actions'
import { pendingSettled } from '../transactions/pendingSlice'
import { apiArrived, whenApiAttached } from '../../store/apiArrival'
import { balanceRetryGapSeconds, balancesApi } from './tokenBalanceQuery'
import { answerOf } from '../../api/answerOf'

const { tokenBalance } = balancesApi.endpoints

const accountShown = (state: RootState) => state.portico.modal.open && selectCurrentView(state).view === 'Account'
const onTokens = (state: RootState) => {
  const namespace = state.portico.chain.activeNamespace
  return !!namespace && state.portico.account[namespace]?.currentTab === 'Tokens'
}

/** The connected account of the active namespace, once it is on the active network. */
function targetOf(state: RootState): { namespace: ChainNamespace; caipAddress: CaipAddress } | undefined {
  const { activeNamespace: namespace, activeCaipNetworkId } = state.portico.chain
  const account = namespace ? state.portico.account[namespace] : undefined
  if (!namespace || !activeCaipNetworkId || account?.status !== 'connected' || !account.caipAddress) return undefined
  // Between the two actions of one switch (network, then address, or the other way round) the
  // account is still on the old network: the second action asks again.
  if (!account.caipAddress.startsWith(`${activeCaipNetworkId}:`)) return undefined
  return { namespace, caipAddress: account.caipAddress }
}

const isCurrent = (state: RootState, caipAddress: CaipAddress) =>
  state.portico.account[namespaceOf(caipAddress)]?.caipAddress === caipAddress

export const balancesFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      accountConnected.match(action) ||
      caipAddressChanged.match(action) ||
      activeNetworkChanged.match(action) ||
      transactionSent.match(action) ||
      pendingSettled.match(action) ||
      onrampCompleted.match(action) ||
      tokenBalanceRetried.match(action) ||
      (tabChanged.match(action) && action.payload.tab === 'Tokens') ||
      (accountShown(current) && !accountShown(previous) && onTokens(current)) ||
      // Whatever of the above happened before this flow started: the state tells.
      apiArrived(current, previous),
    effect: async (action, api) => {
      const target = targetOf(api.getState())
      if (!target) return
      await whenApiAttached(api)
      const { namespace, caipAddress } = target
      const arg = { caipAddress }
      // What the chain holds changed: the cached list is old.
      const refresh = transactionSent.match(action) || pendingSettled.match(action) || onrampCompleted.match(action)
      const askedAt = Date.now()
      let result = await answerOf(api.dispatch(tokenBalance.initiate(arg, { forceRefetch: refresh })))
      // A refresh that joined a load begun before the transaction: that list is already old.
      if (refresh && (result.startedTimeStamp ?? 0) < askedAt)
        result = await answerOf(api.dispatch(tokenBalance.initiate(arg, { forceRefetch: true })))
      const outcome = result.data
      // Fresh or from the cache alike: the account may have shown another network since.
      if (outcome?.ok) {
        api.dispatch(
          tokenBalanceLoaded({
            namespace,
            caipAddress,
            tokenBalance: outcome.tokens,
            balance: outcome.native.balance,
            symbol: outcome.native.symbol,
          }),
        )
      } else if (outcome) {
        // The failure kept by the query answers until the gap has passed (from when it came).
        const failedAt = result.fulfilledTimeStamp ?? Date.now()
        api.dispatch(tokenBalanceFailed({ namespace, caipAddress, retryAt: failedAt + balanceRetryGapSeconds * 1000 }))
      }
    },
  })

  // Said once per request, however many asks share it.
  startListening({
    matcher: tokenBalance.matchPending,
    effect: (action, api) => {
      const { caipAddress } = action.meta.arg.originalArgs
      api.dispatch(tokenBalanceLoading({ namespace: namespaceOf(caipAddress), caipAddress }))
    },
  })

  startListening({
    matcher: tokenBalance.matchFulfilled,
    effect: (action, api) => {
      if (action.payload.ok || !isCurrent(api.getState(), action.meta.arg.originalArgs.caipAddress)) return
      api.dispatch(
        snackbarRequested({ message: 'snackbar.tokenBalanceUnavailable', variant: 'error', autoClose: true }),
      )
    },
  })
}
