// Another of the connection's accounts (section 3 allAccounts) becomes the one in use: the same
// network, that address. The wallet is not asked (each of them was exposed to the app), and what
// follows the address (balances, profile) reads again. Comes with the api: the Account view,
// where the visitor picks one, renders once it is attached.
import type { CaipAddress } from '../../contract'
import type { Flow } from '../../store/listener'
import { accountSwitchRequested } from './actions'
import { caipAddressChanged } from './accountSlice'

export const accountSwitchFlow: Flow = (startListening) => {
  startListening({
    actionCreator: accountSwitchRequested,
    effect: ({ payload }, api) => {
      const account = api.getState().portico.account[payload.namespace]
      // Only one of the list: an address the wallet did not expose is not taken.
      if (!account?.caipAddress || !account.allAccounts.some((a) => a.address === payload.address)) return
      const network = account.caipAddress.split(':').slice(0, 2).join(':')
      api.dispatch(
        caipAddressChanged({
          namespace: payload.namespace,
          caipAddress: `${network}:${payload.address}` as CaipAddress,
        }),
      )
    },
  })
}
