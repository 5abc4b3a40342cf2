// What a store heard before its api was attached. The api's flows (analytics among them) come
// with the api's chunk and hear nothing until a store says the api is there; but the Connect view
// paints, and takes a press, before that (the open never waits on the network). So the actions a
// store hears until then are kept, with when and in what state, for the flows that must count
// them once they arrive (section 7: a visit's events, the wallet picked first among them).
import type { UnknownAction } from '@reduxjs/toolkit'
import type { PorticoListener } from './listener'
import type { RootState } from './state'

export interface HeardAction {
  action: UnknownAction
  /** When it was dispatched (ms since the epoch). */
  at: number
  /** The store's state just after it. */
  state: RootState
}

/** At most this many wait (the newest kept): a visit's first seconds dispatch a few dozen. */
export const heardBeforeApiLimit = 100

/** A record of what each store hears before its api: `listenOn` starts it, `take` hands it over. */
export function createHeardBeforeApi() {
  let heard: HeardAction[] = []
  return {
    listenOn(listener: PorticoListener) {
      listener.startListening({
        // Kept by the predicate, which runs for every action at once (no effect task for each).
        predicate: (action, state) => {
          if (state.portico.services.apiAttached) return false
          heard.push({ action, at: Date.now(), state })
          if (heard.length > heardBeforeApiLimit) heard.shift()
          return false
        },
        effect: () => {},
      })
    },
    /** What was kept until now, handed over once. */
    take(): readonly HeardAction[] {
      const taken = heard
      heard = []
      return taken
    },
  }
}
