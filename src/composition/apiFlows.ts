// The features that only matter once the api is there (or once the modal opened, which brings
// it): the token list, the profile, Send, the history's failure, the embedded wallet (its loading
// and email login, with its slice), sign-in, names, smart sessions, WalletConnect's "Open in"
// check, copying, analytics and error telemetry. They come with the api chunk, not the first load: attachApi imports this
// module beside the api and starts them on the instance's listener (portico.ts). What happened
// before, above all a wallet reconnecting at startup, never reached them; so the balances and
// profile flows take the api's arrival as one more trigger and do what the missed ones would
// have (apiArrived). The others have nothing to catch up: Send and the history are asked for by
// views, which render once the api is attached. The connector lookup that query functions use
// (connectorLookup.ts) comes with them, since only the api's queries need it.
import type { Middleware } from '@reduxjs/toolkit'
import type { ConnectorRegistry } from '../connectors/types'
import { connectorLookupMiddleware } from '../store/connectorLookup'
import { startFlows, type Flow, type PorticoListener } from '../store/listener'
import type { PorticoReducer } from './porticoReducer'
import { balancesFlow } from '../features/balances/balancesFlow'
import { profileFlow } from '../features/profile/profileFlow'
import { sendFlow } from '../features/send/sendFlow'
import { transactionsFlow } from '../features/activity/transactionsFlow'
import { emailLoginFlow } from '../features/embeddedWallet/emailLoginFlow'
import { embeddedWalletFlow } from '../features/embeddedWallet/embeddedWalletFlow'
import { socialLoginFlow } from '../features/embeddedWallet/socialLoginFlow'
import { farcasterLoginFlow } from '../features/embeddedWallet/farcasterLoginFlow'
import { embeddedAccountFlow } from '../features/embeddedWallet/embeddedAccountFlow'
import { emailUpdateFlow } from '../features/embeddedWallet/emailUpdateFlow'
import { requestNotAllowedFlow } from '../features/embeddedWallet/requestNotAllowedFlow'
import { frameAlertsEndFlow } from '../features/embeddedWallet/frameAlertsEndFlow'
import { approvalLeftFlow } from '../features/embeddedWallet/approvalLeftFlow'
import { siwxFlow } from '../features/siwx/siwxFlow'
import { namesFlow } from '../features/names/namesFlow'
import { smartSessionsFlow } from '../features/smartSessions/smartSessionsFlow'
import { swapFlow } from '../features/swap/swapFlow'
import { onrampFlow } from '../features/onramp/onrampFlow'
import { pendingFlow } from '../features/transactions/pendingFlow'
import { historyRefreshFlow } from '../features/transactions/historyRefreshFlow'
import { payFlow } from '../features/pay/payFlow'
import { capabilitiesFlow } from '../features/batches/capabilitiesFlow'
import { hostCallsFlow } from '../features/batches/hostCallsFlow'
import { connectionsFlow } from '../features/connections/connectionsFlow'
import { previewFlow } from '../features/preview/previewFlow'
import { approvalWaitFlow } from '../features/approvals/approvalWaitFlow'
import { connectionBalancesFlow } from '../features/connections/connectionBalances'
import { analyticsFlow } from '../features/analytics/analyticsFlow'
import { originCheckFlow } from '../features/analytics/originCheckFlow'
import { errorTelemetryFlow } from '../features/analytics/errorTelemetryFlow'
import { appLinkFlow } from '../features/walletConnect/appLinkFlow'
import { walletConnectFlow } from '../features/walletConnect/walletConnectFlow'
import { clipboardFlow } from '../features/clipboard/clipboardFlow'
import { accountSwitchFlow } from '../features/account/accountSwitchFlow'
import { connectPrefetchFlow } from '../features/connection/connectPrefetchFlow'
import { attachApiSlices } from './apiSlices'

export const apiFlows: readonly Flow[] = [
  previewFlow,
  approvalWaitFlow,
  sendFlow,
  balancesFlow,
  profileFlow,
  transactionsFlow,
  embeddedWalletFlow,
  emailLoginFlow,
  socialLoginFlow,
  farcasterLoginFlow,
  embeddedAccountFlow,
  emailUpdateFlow,
  requestNotAllowedFlow,
  frameAlertsEndFlow,
  approvalLeftFlow,
  siwxFlow,
  namesFlow,
  smartSessionsFlow,
  swapFlow,
  onrampFlow,
  pendingFlow,
  historyRefreshFlow,
  payFlow,
  capabilitiesFlow,
  hostCallsFlow,
  connectionsFlow,
  connectionBalancesFlow,
  analyticsFlow,
  originCheckFlow,
  errorTelemetryFlow,
  // Pairing: a WalletConnect view, or a host's pair(), brings the api; one asked for before it
  // came is taken up on its arrival.
  walletConnectFlow,
  // "Open in {name}" is pressed on a WalletConnect view: the modal is open, so the api is here.
  appLinkFlow,
  // Copying is pressed on a view, and a view shows only in a commit that says the api is there
  // (PorticoProvider.tsx).
  clipboardFlow,
  // So is another account picked in Account.
  accountSwitchFlow,
]

/**
 * What the visitor waits for once they mean to open (the Connect view's list): heard as soon as
 * the api is in a store, even before it is said to be attached.
 */
const eagerFlows: readonly Flow[] = [connectPrefetchFlow]

/**
 * Puts the api's features in an instance: their slices in its reducer, their flows on its
 * listener (hearing nothing until a store says the api is there), and the connector lookup
 * their queries use in its middleware.
 */
export function attachApiFeatures(instance: {
  portico: PorticoReducer
  listener: PorticoListener
  dynamic: { addMiddleware(middleware: Middleware): void }
  registry: ConnectorRegistry
}) {
  attachApiSlices(instance.portico)
  startFlows(instance.listener, eagerFlows)
  // In place from here on, but deaf until the api is said to be here (apiAttached).
  startFlows(instance.listener, apiFlows, (state) => state.portico.services.apiAttached)
  instance.dynamic.addMiddleware(connectorLookupMiddleware(instance.registry))
}
