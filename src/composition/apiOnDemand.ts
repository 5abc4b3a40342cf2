// When the api (RTK Query, the contract table, the flows that need it) is said to be there, and
// acts: when the visitor shows they mean to open the modal (pointer over, focus on, touch of a
// Portico button), when it opens anyway (a host's open(), inline mode), when a wallet connects
// or comes back (the account's balance and profile), when a pairing is asked for. Its chunk may
// have come long before, while the page was idle (react/idlePreload.ts), and sat in the store
// quietly: a visitor who never shows intent makes no request to the services.
import { isAnyOf } from '../store/toolkit'
import type { Flow } from '../store/listener'
import { afterNextPaint, idle, intentWaitMs } from '../store/scheduling'
import { accountConnected, statusChanged } from '../features/account/accountSlice'
import { openIntended, openRequested } from '../features/modal/actions'
import { porticoStarted } from '../store/actions'
import { pairingRequested } from '../features/walletConnect/actions'

export const apiOnDemandFlow: Flow = (startListening) => {
  const attach: Parameters<typeof startListening>[0]['effect'] = async (action, api) => {
    // After the frame that answers the visitor: the dialog's frame paints first (scheduling.ts),
    // and the view's own data is asked for before this (connectPrefetchFlow.ts).
    await afterNextPaint()
    await api.delay(0)
    // An intent is often followed by the press at once (a tap, a quick click): the press's
    // frame goes first, the api when the page is idle again.
    if (openIntended.match(action)) await idle(intentWaitMs)
    await api.extra
      .attachApi(api.dispatch)
      .catch((error: unknown) => console.error('Portico: the api failed to load', error))
  }

  // A pairing asked for (a host's own QR code, with the modal closed) needs the api's flows too.
  startListening({ matcher: isAnyOf(openIntended, openRequested, accountConnected, pairingRequested), effect: attach })
  // A stored wallet coming back: the api loads beside the reconnect, not after it.
  startListening({
    actionCreator: statusChanged,
    effect: (action, api) => {
      if (action.payload.status === 'reconnecting') return attach(action, api)
    },
  })
  // Inline mode shows the modal at once.
  startListening({
    actionCreator: porticoStarted,
    effect: (action, api) => {
      if (api.getState().portico.options.embedded) return attach(action, api)
    },
  })
}
