// src/composition assembles the features into the store: their slices and flows, the instance
// that runs them, what comes with the api's chunk. Features never import from it, so each stays
// a folder that knows the store below it and nothing of the others' wiring.
//
// Portico's own slices, by the key they have in Portico's state.
import { accountSlice } from '../features/account/accountSlice'
import { alertsSlice } from '../features/alerts/alertsSlice'
import { chainSlice } from '../features/chain/chainSlice'
import { connectorsSlice } from '../features/connection/connectorsSlice'
import { localeSlice } from '../features/locale/localeSlice'
import { modalSlice } from '../features/modal/modalSlice'
import { optionsSlice } from '../features/options/optionsSlice'
import { recentWalletsSlice } from '../features/connection/recentWalletsSlice'
import { routerSlice } from '../features/modal/routerSlice'
import { servicesSlice } from '../features/options/servicesSlice'
import { snackbarSlice } from '../features/snackbar/snackbarSlice'
import { walletConnectSlice } from '../features/walletConnect/walletConnectSlice'

export const sliceReducers = {
  services: servicesSlice.reducer,
  options: optionsSlice.reducer,
  locale: localeSlice.reducer,
  chain: chainSlice.reducer,
  account: accountSlice.reducer,
  connectors: connectorsSlice.reducer,
  recentWallets: recentWalletsSlice.reducer,
  router: routerSlice.reducer,
  modal: modalSlice.reducer,
  snackbar: snackbarSlice.reducer,
  alerts: alertsSlice.reducer,
  walletConnect: walletConnectSlice.reducer,
}

export type PorticoSlices = { [K in keyof typeof sliceReducers]: ReturnType<(typeof sliceReducers)[K]> }
