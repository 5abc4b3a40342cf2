// Portico's state made from a host's config, for a store to start from: nothing is dispatched
// while a page renders (Next.js prerendering with cacheComponents refuses the clock reads of
// Redux Toolkit's development checks in a Client Component's render), and a host's own store
// holds its config from its first state.
import type { PorticoConfigInput } from '../config/schema'
import { configActions } from './configurePortico'
import { defaultPortico } from './defaultInstance'
import type { PorticoInstance } from './portico'
import type { PorticoState } from './porticoReducer'

/**
 * `configureStore({ reducer: { portico: porticoReducer, … }, preloadedState: { portico:
 * porticoState(config) } })`. `instance`: the one whose middleware the store mounts (the default).
 */
export function porticoState(config: PorticoConfigInput, instance: PorticoInstance = defaultPortico): PorticoState {
  const { actions } = configActions(config, instance.host)
  return actions.reduce(instance.reducer, undefined) as PorticoState
}
