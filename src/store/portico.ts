// One Portico instance: its reducer, its middleware, and what lives outside the store (the
// connector registry, storage). A host that mounts Portico in its own store uses the default
// instance's `porticoReducer` and `porticoMiddleware`.
import { createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { apiAttached, attachApiReducer } from './apiAttachment'
import { startBrowserWalletDiscovery } from '../connectors/browserWallets'
import { createConnectorRegistry, type ConnectorRegistry } from '../connectors/types'
import { flows } from './flows'
import { porticoStarted } from './flows/actions'
import { createPorticoListener, type PorticoDispatch, type PorticoExtra } from './listener'
import { detectEnvironment } from './environment'
import { porticoReducer } from './porticoReducer'
import { environmentDetected } from './slices/options'
import { createPorticoStorage, type PorticoStorage } from './storage/porticoStorage'

export interface PorticoInstance {
  reducer: typeof porticoReducer
  middleware: Middleware[]
  registry: ConnectorRegistry
  storage: PorticoStorage
  /** Loads the api chunk (once) and puts its middleware in this store. */
  attachApi(dispatch: PorticoDispatch): Promise<void>
  /** The same, for a caller that already has the api module (tests, hosts using its hooks). */
  attachLoadedApi(dispatch: PorticoDispatch, api: { reducer: never; middleware: Middleware }): void
}

export interface PorticoInstanceOptions {
  registry?: ConnectorRegistry
  storage?: PorticoStorage
  /** How the page's wallets are found; EIP-6963 and window.ethereum by default. */
  discover?: PorticoExtra['discover']
}

/** The registry reports each connector to the store (startup flow), so nothing to do on found. */
const discoverBrowserWallets: NonNullable<PorticoExtra['discover']> = (registry) => void startBrowserWalletDiscovery({ registry, onFound: () => {} })

export function createPortico(options: PorticoInstanceOptions = {}): PorticoInstance {
  const registry = options.registry ?? createConnectorRegistry()
  const storage = options.storage ?? createPorticoStorage()
  const dynamic = createDynamicMiddleware()
  let loading: Promise<void> | undefined
  const instance: PorticoInstance = {
    reducer: porticoReducer,
    middleware: [dynamic.middleware as Middleware],
    registry,
    storage,
    attachLoadedApi(dispatch, api) {
      attachApiReducer(api.reducer)
      // Added directly, not through an action: an action carrying a function would trip the
      // store's serializability check.
      dynamic.addMiddleware(api.middleware)
      dispatch(apiAttached())
    },
    attachApi: (dispatch) =>
      (loading ??= import('../api/porticoApi').then(({ porticoApi }) => instance.attachLoadedApi(dispatch, porticoApi as never))),
  }
  const listener = createPorticoListener({ registry, storage, discover: options.discover ?? discoverBrowserWallets, attachApi: (d) => instance.attachApi(d) }, flows)
  instance.middleware.unshift(listener.middleware)
  return instance
}

/** Starts the client-side work: environment, wallet discovery, reconnecting. Call once, in the browser. */
export function startPortico(dispatch: PorticoDispatch, environment = detectEnvironment()) {
  dispatch(environmentDetected(environment))
  // Refetching on focus and reconnect listens to window events: client only, like all of this.
  setupListeners(dispatch)
  dispatch(porticoStarted())
}
