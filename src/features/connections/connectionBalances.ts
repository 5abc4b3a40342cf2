// The native balance of every listed wallet (README "Several wallets at once"), for Account's
// Connected wallets. The wallet acting in a namespace has its account's, kept by the balances
// flow (which may ask that wallet itself). Any other is asked of the Blockchain API's balance call
// alone, for its own address: a wallet that does not act is never asked, and no wallet is asked
// about another's account (its extension would learn an address it was not given). Asked when a
// wallet is listed, when its record moves to another address or network, and when it stops
// acting; the balance call's own cache (section 9, 30 s) decides whether a request goes out. A
// failure leaves the balance out, silently: the row shows none.
import type { CaipAddress, ChainNamespace } from '../../contract'
import { accountOf } from '../../contract/caip'
import { apiArrived, whenApiAttached } from '../../store/apiArrival'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import { apiTokenBalance, balanceNetworkOf } from '../balances/tokenBalanceQuery'
import { connectionBalanceLoaded } from './connectionsSlice'
import { selectActs, selectConnections } from './selectors'

/** The addresses of listed wallets in the namespaces where they do not act. */
function idleAddresses(state: RootState): CaipAddress[] {
  return selectConnections(state).flatMap((connection) =>
    (Object.entries(connection.namespaces) as [ChainNamespace, { caipAddress: CaipAddress }][])
      .filter(([namespace]) => !selectActs(state, connection.connectorId, namespace))
      .map(([, record]) => record.caipAddress),
  )
}

async function askBalance(api: PorticoListenerApi, caipAddress: CaipAddress) {
  const network = balanceNetworkOf(api.getState(), caipAddress)
  if (!network) return
  try {
    const outcome = await apiTokenBalance(api.dispatch, network, accountOf(caipAddress))
    if (!outcome.ok) return
    const { balance: amount, symbol } = outcome.native
    api.dispatch(connectionBalanceLoaded({ caipAddress, balance: { amount, symbol } }))
  } catch {
    // An answer the rules cannot read: no balance, as for any failure.
  }
}

export const connectionBalancesFlow: Flow = (startListening) => {
  startListening({
    predicate: (_action, current, previous) =>
      current.portico.options.multiWallet &&
      (selectConnections(current) !== selectConnections(previous) ||
        current.portico.connectors.connectedIdByNamespace !== previous.portico.connectors.connectedIdByNamespace ||
        apiArrived(current, previous)),
    effect: async (_action, api) => {
      const original = api.getOriginalState()
      const before = new Set(apiArrived(api.getState(), original) ? [] : idleAddresses(original))
      const asked = [...new Set(idleAddresses(api.getState()))].filter((caipAddress) => !before.has(caipAddress))
      if (asked.length === 0) return
      await whenApiAttached(api)
      await Promise.all(asked.map((caipAddress) => askBalance(api, caipAddress)))
    },
  })
}
