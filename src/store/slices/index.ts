// Portico's own slices, by the key they have in Portico's state.
import { accountSlice } from './account'
import { alertsSlice } from './alerts'
import { chainSlice } from './chain'
import { connectorsSlice } from './connectors'
import { modalSlice } from './modal'
import { optionsSlice } from './options'
import { recentWalletsSlice } from './recentWallets'
import { routerSlice } from './router'
import { sendSlice } from './send'
import { servicesSlice } from './services'
import { snackbarSlice } from './snackbar'
import { walletConnectSlice } from './walletConnect'

export const sliceReducers = {
  services: servicesSlice.reducer,
  options: optionsSlice.reducer,
  chain: chainSlice.reducer,
  account: accountSlice.reducer,
  connectors: connectorsSlice.reducer,
  recentWallets: recentWalletsSlice.reducer,
  router: routerSlice.reducer,
  modal: modalSlice.reducer,
  snackbar: snackbarSlice.reducer,
  alerts: alertsSlice.reducer,
  walletConnect: walletConnectSlice.reducer,
  send: sendSlice.reducer,
}

export type PorticoSlices = { [K in keyof typeof sliceReducers]: ReturnType<(typeof sliceReducers)[K]> }
