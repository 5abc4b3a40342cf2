// One Portico instance: its reducer, its middleware, and what lives outside the store (the
// connector registry, storage). A host that mounts Portico in its own store uses the default
// instance's `porticoReducer` and `porticoMiddleware`.
import { createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit'
import type { porticoApi } from '../api/porticoApi'
import { apiAttached, apiMiddlewareAdded } from './apiAttachment'
import { startBrowserWalletDiscovery } from '../connectors/browserWallets'
import { createConnectorRegistry, type ConnectorRegistry } from '../connectors/types'
import { flows } from './flows'
import { porticoStarted } from './actions'
import { createPorticoListener, type HostParts, type PorticoDispatch, type PorticoExtra } from './listener'
import { detectEnvironment } from '../features/options/environment'
import { apiKeys, createPorticoReducer, type PorticoReducer } from './porticoReducer'
import { environmentDetected } from '../features/options/optionsSlice'
import { createPorticoStorage, type PorticoStorage } from './storage/porticoStorage'
import { createErrorSink } from './errorSink'

export interface PorticoInstance {
  reducer: PorticoReducer['reducer']
  /** The listener (flows, the hooks' listeners) and the api's door: first in a store's chain (prepend). */
  middleware: readonly [Middleware, Middleware]
  registry: ConnectorRegistry
  storage: PorticoStorage
  /** The host's functions from its config (configurePortico puts them here). */
  host: HostParts
  /** Loads the api chunk (once) and puts its middleware in this store, and its flows in this instance. */
  attachApi(dispatch: PorticoDispatch): Promise<void>
  /**
   * The same, for a caller that already has the api module (tests, hosts using its hooks): its
   * endpoints may be called at once; the flows that need it follow with their chunk.
   */
  attachLoadedApi(dispatch: PorticoDispatch, api: { reducer: never; middleware: Middleware }): Promise<void>
}

export interface PorticoInstanceOptions {
  registry?: ConnectorRegistry
  storage?: PorticoStorage
  /** How the page's wallets are found; EIP-6963 and window.ethereum by default. */
  discover?: PorticoExtra['discover']
}

/** The registry reports each connector to the store (startup flow), so nothing to do on found. */
const noop = () => {}
const discoverBrowserWallets: NonNullable<PorticoExtra['discover']> = (registry, namespaces) => {
  void startBrowserWalletDiscovery({ registry, onFound: noop })
  // Solana wallets register by the Wallet Standard, whose code is a chunk of its own; wallets
  // registered before it loads register again on its app-ready event.
  if (namespaces.includes('solana') && typeof window === 'object')
    void import('../connectors/solana/walletStandard').then((m) =>
      m.startStandardWalletDiscovery({ target: window, registry, onFound: noop }),
    )
}

/**
 * One key per store, whichever of its dispatches is at hand (the store's own, or a listener's):
 * its getState, which the thunk middleware hands every thunk. A store without the thunk
 * middleware is keyed by the dispatch it was given.
 */
function storeOf(dispatch: PorticoDispatch): object {
  try {
    return dispatch(((_: unknown, getState: () => unknown) => getState) as never) as unknown as object
  } catch {
    return dispatch
  }
}

export function createPortico(options: PorticoInstanceOptions = {}): PorticoInstance {
  const registry = options.registry ?? createConnectorRegistry()
  const storage = options.storage ?? createPorticoStorage()
  const dynamic = createDynamicMiddleware()
  const portico = createPorticoReducer()
  const host: HostParts = {}
  // Section 8: what a connector's operation throws goes where the flows' failures go.
  const errors = createErrorSink()
  registry.onError(errors.report)
  const listener = createPorticoListener(
    {
      registry,
      storage,
      host,
      errors,
      discover: options.discover ?? discoverBrowserWallets,
      attachApi: (d) => instance.attachApi(d),
    },
    flows,
  )
  /** The flows that need the api (apiFlows): their chunk loads once, and they start once per instance. */
  let apiFlows: Promise<void> | undefined
  const startApiFlows = () =>
    // Before the api is said to be attached, so no query of its runs without what comes here.
    (apiFlows ??= import('./apiFlows').then((m) => m.attachApiFeatures({ portico, listener, dynamic, registry })))
  /** The api module, imported once; each store the instance serves attaches it once. */
  let apiModule: Promise<{ porticoApi: typeof porticoApi }> | undefined
  const attachedStores = new WeakMap<object, Promise<void>>()
  const instance: PorticoInstance = {
    reducer: portico.reducer,
    middleware: [listener.middleware as Middleware, dynamic.middleware as Middleware] as const,
    registry,
    storage,
    host,
    attachLoadedApi(dispatch, api) {
      const store = storeOf(dispatch)
      const attached = attachedStores.get(store)
      if (attached) return attached
      portico.attach(apiKeys, api.reducer)
      // Added directly, not through an action: an action carrying a function would trip the
      // store's serializability check. Added once per instance; applied to each of its stores.
      dynamic.addMiddleware(api.middleware)
      dispatch(apiMiddlewareAdded())
      // Refetching on focus and reconnect listens to window events: set up with the api, whose
      // chunk carries RTK Query (the module is too large to sit in the first load for this).
      void import('@reduxjs/toolkit/query').then((query) => query.setupListeners(dispatch))
      // Said once the flows that need the api listen, so that they see it arrive (apiArrived)
      // and the views, which wait for it, find them there. Said to every store the instance
      // serves (the default instance may serve a host's store and a provider's own).
      const done = startApiFlows().then(() => void dispatch(apiAttached()))
      attachedStores.set(store, done)
      return done
    },
    attachApi: (dispatch) =>
      // The api chunk and the flows' chunk load side by side.
      attachedStores.get(storeOf(dispatch)) ??
      (apiModule ??= Promise.all([import('../api/porticoApi'), startApiFlows()]).then(([module]) => module)).then(
        (module) => instance.attachLoadedApi(dispatch, module.porticoApi as never),
      ),
  }
  return instance
}

/** Starts the client-side work: environment, wallet discovery, reconnecting. Call once, in the browser. */
export function startPortico(dispatch: PorticoDispatch, environment = detectEnvironment()) {
  dispatch(environmentDetected(environment))
  dispatch(porticoStarted())
}
