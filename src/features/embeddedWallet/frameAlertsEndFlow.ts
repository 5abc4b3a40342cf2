// Section 8's alerts about the embedded wallet ("Network Error - Could not load embedded
// wallet", the frame's load failure, "Embedded Wallet Request Timed Out") say it is not
// answering. Once it answers again (Try again got a login step only the frame gives: the device
// to approve, the code, the provider's page, the Farcaster link, connecting) or a wallet
// connects, that is no longer so: the alert comes down rather than stay up over a login that
// works.
import type { UnknownAction } from '@reduxjs/toolkit'
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { alertDismissed, type AlertKey } from '../alerts/alertsSlice'
import { emailLoginStepped } from './emailLoginSlice'
import { socialLoginStepped } from './socialLoginSlice'
import { farcasterLoginStepped } from './farcasterLoginSlice'

const frameAlerts: readonly AlertKey[] = ['embeddedWalletLoadFailed', 'iframeLoadFailed', 'iframeRequestTimeout']

/**
 * A login stepped on by the frame's answer: to a step only that answer leads to (a failure that
 * puts the login back on the code boxes is not one).
 */
const steppedByTheFrame = (action: UnknownAction) =>
  (emailLoginStepped.match(action) && ['device', 'code', 'connecting'].includes(action.payload.step)) ||
  (socialLoginStepped.match(action) && ['waiting', 'connecting'].includes(action.payload.step)) ||
  (farcasterLoginStepped.match(action) && ['waiting', 'connecting'].includes(action.payload))

const connected = (state: RootState) =>
  Object.values(state.portico.account).some((account) => account?.status === 'connected')

export const frameAlertsEndFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      frameAlerts.includes(current.portico.alerts.current as AlertKey) &&
      (steppedByTheFrame(action) || (connected(current) && !connected(previous))),
    effect: (_action, api) => void api.dispatch(alertDismissed()),
  })
}
