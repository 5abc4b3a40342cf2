// Opening, closing and going back (section 2): the rules that need more than one slice.
import { selectIsConnected } from '../account/selectors'
import { selectCurrentView, selectSiwxBlocksClose } from './selectors'
import { closed, opened, shakeEnded, shakeStarted } from './modalSlice'
import { popped, reset } from './routerSlice'
import type { RouteEntry } from './views'
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { backRequested, closeRequested, openRequested, shakeRequested } from './actions'

/** Section 9: shake 500 ms. */
export const shakeMs = 500

/** The opening rule, in its order (section 2). */
export function openingView(state: RootState, requested?: RouteEntry): RouteEntry {
  const options = state.portico.options
  const connected = selectIsConnected(state)
  if (options.manualWalletConnect || (options.namespaces.length === 0 && !connected)) {
    return { view: options.environment.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  }
  if (requested) return requested
  return { view: connected ? 'Account' : 'Connect' }
}

/** Why a close is refused, or undefined when it may go ahead. */
export function closeBlocked(state: RootState, force: boolean): 'approveTransaction' | 'siwxRequired' | undefined {
  const { view } = selectCurrentView(state)
  if (view === 'ApproveTransaction' && !force) return 'approveTransaction'
  if (view === 'SIWXSignMessage' && selectSiwxBlocksClose(state)) return 'siwxRequired'
  return undefined
}

export const modalFlow: Flow = (startListening) => {
  startListening({
    actionCreator: openRequested,
    effect: (action, api) => {
      const requested = action.payload?.view ? { view: action.payload.view, data: action.payload.data } : undefined
      api.dispatch(reset(openingView(api.getState(), requested)))
      api.dispatch(opened())
    },
  })

  startListening({
    actionCreator: closeRequested,
    effect: (action, api) => {
      const state = api.getState()
      if (closeBlocked(state, !!action.payload?.force)) return void api.dispatch(shakeRequested())
      if (state.portico.options.embedded) {
        // Inline mode never hides: it returns to where a visitor starts.
        return void api.dispatch(reset({ view: selectIsConnected(state) ? 'Account' : 'Connect' }))
      }
      api.dispatch(closed())
    },
  })

  startListening({
    actionCreator: backRequested,
    effect: (_action, api) => {
      const { history } = api.getState().portico.router
      // The wallet is being asked: leaving ApproveTransaction is as blocked as closing it.
      if (selectCurrentView(api.getState()).view === 'ApproveTransaction') return void api.dispatch(shakeRequested())
      // Going back closes the modal if only one entry remains or UnsupportedChain is in the history.
      if (history.length <= 1 || history.some((e) => e.view === 'UnsupportedChain')) api.dispatch(closeRequested())
      else api.dispatch(popped())
    },
  })

  startListening({
    actionCreator: shakeRequested,
    effect: async (_action, api) => {
      // A new shake restarts the 500 ms.
      api.cancelActiveListeners()
      api.dispatch(shakeStarted())
      await api.delay(shakeMs)
      api.dispatch(shakeEnded())
    },
  })
}
