// The embedded wallet's account in the Account view (section 6's account types): read once per
// connection (when the connector is recorded as connected: a login, or its return at start),
// read again when its email or the network changed (the types offered are the network's),
// forgotten on disconnect; a switch asks the wallet, which reports the new address
// (accountsChanged, so the account follows as for any wallet), stores the choice (the login
// cache), and is read again.
import { isAnyOf } from '@reduxjs/toolkit'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import { toWalletError } from '../../connectors/walletErrors'
import { connectorConnected } from '../connection/connectorsSlice'
import { disconnectSucceeded } from '../connection/actions'
import { activeNetworkChanged } from '../chain/chainSlice'
import { apiArrived } from '../../store/apiArrival'
import { accountTypeRequested } from './actions'
import { accountTypeSwitchFailed, accountTypeSwitching, embeddedAccountRead } from './embeddedAccountSlice'
import { emailUpdated } from './emailUpdateSlice'
import { connectedConnector } from '../connection/connectedConnector'
import { failureMessage } from './loginSteps'

/** The connected eip155 wallet, when it offers account types. */
const typedWallet = (api: PorticoListenerApi) => connectedConnector(api, 'eip155')?.accountTypes

async function read(api: PorticoListenerApi) {
  const types = typedWallet(api)
  if (!types) return void api.dispatch(embeddedAccountRead(undefined))
  try {
    api.dispatch(embeddedAccountRead(await api.pause(types.describe())))
  } catch {
    api.dispatch(embeddedAccountRead(undefined))
  }
}

export const embeddedAccountFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      isAnyOf(connectorConnected, disconnectSucceeded, emailUpdated, activeNetworkChanged)(action) ||
      apiArrived(current, previous),
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      await read(api)
    },
  })

  startListening({
    actionCreator: accountTypeRequested,
    effect: async ({ payload: { type } }, api) => {
      const types = typedWallet(api)
      if (!types) return
      api.dispatch(accountTypeSwitching())
      try {
        await api.pause(types.set(type))
      } catch (error) {
        // A frame that did not answer in time says section 8's alert title, not "Something went wrong".
        return void api.dispatch(accountTypeSwitchFailed(failureMessage(toWalletError(error))))
      }
      await read(api)
    },
  })
}
