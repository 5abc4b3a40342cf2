// The Connect view's list reads the directory (its featured and recommended wallets, section 2).
// It is asked for as soon as the visitor means to open on Connect and the api is in the store
// (put in while the page was idle, before it is said to be attached), not when the view first
// renders: the request goes out with the press, or with the intent ahead of it. Never before
// intent: a page view alone asks no service anything.
import { isAnyOf } from '@reduxjs/toolkit'
import { directoryApi } from '../../api/porticoApi'
import { apiArrived } from '../../store/apiArrival'
import { idle, intentWaitMs } from '../../store/scheduling'
import type { Flow } from '../../store/listener'
import type { RootState } from '../../store/state'
import { openIntended, openRequested } from '../modal/actions'
import { openingView } from '../modal/modalFlow'
import { selectCurrentView } from '../modal/selectors'
import { selectFeaturedWalletsArg, selectRecommendedWalletsArg } from './connectList'
import { answerOf } from '../../api/answerOf'

const isIntent = isAnyOf(openIntended, openRequested)

/** What the modal shows, or would show if opened now. */
const viewShownOrOpening = (state: RootState) =>
  state.portico.modal.open ? selectCurrentView(state).view : openingView(state).view

export const connectPrefetchFlow: Flow = (startListening) => {
  startListening({
    // The api arriving with the modal open on Connect (opened before the api was in) asks too.
    predicate: (action, current, previous) =>
      (isIntent(action) && current.portico.services.apiPrepared) ||
      (apiArrived(current, previous) && current.portico.modal.open),
    effect: async (action, api) => {
      // Pointer over or focus: once the page is idle, so a press right behind it (a quick click)
      // paints first. A press started or made: now, so the request leaves before the view's own
      // render (and, for a pointer, a press's length before the open).
      if (openIntended.match(action) && !action.payload?.press) await api.pause(idle(intentWaitMs))
      const state = api.getState()
      if (viewShownOrOpening(state) !== 'Connect') return
      // Asked for already (by the intent before this press): nothing more to do.
      if (
        directoryApi.endpoints.getWallets.select(selectRecommendedWalletsArg(state))(state as never).status !==
        'uninitialized'
      )
        return
      // Cached answers are kept (section 9's lifetimes); the view subscribes when it renders.
      const featured = selectFeaturedWalletsArg(state)
      if (featured) void answerOf(api.dispatch(directoryApi.endpoints.getWallets.initiate(featured)))
      void answerOf(api.dispatch(directoryApi.endpoints.getWallets.initiate(selectRecommendedWalletsArg(state))))
    },
  })
}
