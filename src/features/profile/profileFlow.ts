// The account's profile name and image (section 3): looked up when an eip155 account connects
// or its address changes (names are eip155 only, section 9). This flow comes with the api
// (apiFlows): an account connected before that is looked up when it arrives. The lookups and
// their 5-minute caches are the endpoints'; the work is a lazy chunk (profileWork).
import type { Flow } from '../../store/listener'
import { accountConnected, caipAddressChanged, profileChanged } from '../account/accountSlice'
import { apiArrived, whenApiAttached } from '../../store/apiArrival'

const addressOf = (caipAddress: string) => caipAddress.split(':')[2]

export const profileFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      ((accountConnected.match(action) || caipAddressChanged.match(action)) &&
        action.payload.namespace === 'eip155' &&
        // A network switch keeps the address, and so the profile.
        previous.portico.account.eip155?.address !== addressOf(action.payload.caipAddress)) ||
      // An account connected before this flow started: the state tells.
      (apiArrived(current, previous) && !!current.portico.account.eip155?.address),
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      const address = api.getState().portico.account.eip155?.address
      if (!address) return
      await whenApiAttached(api)
      const { loadProfile } = await api.pause(import('./profileWork'))
      const profile = await api.pause(loadProfile(api.dispatch, address))
      if (api.getState().portico.account.eip155?.address !== address) return
      api.dispatch(profileChanged({ namespace: 'eip155', profileName: profile.name, profileImage: profile.image }))
    },
  })
}
