// One Portico instance: its reducer, its middleware, and what lives outside the store (the
// connector registry, storage). A host that mounts Portico in its own store uses the default
// instance's `porticoReducer` and `porticoMiddleware`.
import type { Middleware } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { porticoApi } from '../api/porticoApi'
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
  const listener = createPorticoListener({ registry, storage, discover: options.discover ?? discoverBrowserWallets }, flows)
  return { reducer: porticoReducer, middleware: [porticoApi.middleware, listener.middleware], registry, storage }
}

/** Starts the client-side work: environment, wallet discovery, reconnecting. Call once, in the browser. */
export function startPortico(dispatch: PorticoDispatch, environment = detectEnvironment()) {
  dispatch(environmentDetected(environment))
  // Refetching on focus and reconnect listens to window events: client only, like all of this.
  setupListeners(dispatch)
  dispatch(porticoStarted())
}
