// One Portico instance: its reducer, its middleware, and what lives outside the store (the
// connector registry, storage). A host that mounts Portico in its own store uses the default
// instance's `porticoReducer` and `porticoMiddleware`.
import type { Middleware } from '@reduxjs/toolkit'
import { createDynamicMiddleware } from '../store/dynamicMiddleware'
import type { porticoApi } from '../api/porticoApi'
import { apiAttached, apiMiddlewareAdded, apiPrepared } from '../store/apiAttachment'
import { createConnectorRegistry, type ConnectorRegistry } from '../connectors/types'
import { flows } from './flows'
import { porticoStarted } from '../store/actions'
import {
  createPorticoListener,
  type ApiParts,
  type HostParts,
  type PorticoDispatch,
  type PorticoExtra,
} from '../store/listener'
import { detectEnvironment } from '../features/options/environment'
import { apiKeys, createPorticoReducer, type PorticoReducer } from './porticoReducer'
import { environmentDetected } from '../features/options/optionsSlice'
import { browserStore, createPorticoStorage, type PorticoStorage } from '../store/storage/porticoStorage'
import { createErrorSink } from '../store/errorSink'
import { createHeardBeforeApi } from '../store/heardBeforeApi'

export interface PorticoInstance {
  reducer: PorticoReducer['reducer']
  /** The listener (flows, the hooks' listeners) and the api's door: first in a store's chain (prepend). */
  middleware: readonly [Middleware, Middleware]
  registry: ConnectorRegistry
  storage: PorticoStorage
  /** The host's functions from its config (configurePortico puts them here). */
  host: HostParts
  /**
   * Loads the api chunk (once) and puts its middleware in this store, and its flows in this
   * instance: in the same task when the chunk is loaded already (prepareApi).
   */
  attachApi(dispatch: PorticoDispatch): Promise<void>
  /**
   * The same, for a caller that already has the api module (tests, hosts using its hooks): its
   * reducer and middleware go in with the flows, which come with the api's chunk.
   */
  attachLoadedApi(dispatch: PorticoDispatch, api: { reducer: never; middleware: Middleware }): Promise<void>
  /**
   * Loads the api chunk and puts it in this store without saying so: its flows stay deaf, no
   * service is asked anything, and a later attachApi takes no more than the saying.
   */
  prepareApi(dispatch: PorticoDispatch): Promise<void>
}

export interface PorticoInstanceOptions {
  registry?: ConnectorRegistry
  storage?: PorticoStorage
  /** The tab's own storage (sessionStorage by default): what the page keeps of itself (features/keptPage). */
  tabStorage?: PorticoStorage
  /** How the page's wallets are found; EIP-6963 and window.ethereum by default. */
  discover?: PorticoExtra['discover']
}

type ApiModule = Pick<typeof porticoApi, 'reducer' | 'middleware'>

/** The registry reports each connector to the store (startup flow), so nothing to do on found. */
const noop = () => {}
const discoverBrowserWallets: NonNullable<PorticoExtra['discover']> = (registry, namespaces) => {
  if (typeof window !== 'object') return
  // Its code is a chunk of its own, fetched as Portico starts: nothing on the page waits for it,
  // and EIP-6963 wallets announce again when asked, so none is missed (eip6963.ts).
  void import('../connectors/browserWallets').then((m) => m.startBrowserWalletDiscovery({ registry, onFound: noop }))
  // Solana wallets register by the Wallet Standard, whose code is a chunk of its own; wallets
  // registered before it loads register again on its app-ready event.
  if (namespaces.includes('solana'))
    void import('../connectors/solana/walletStandard').then((m) =>
      m.startStandardWalletDiscovery({ target: window, registry, onFound: noop }),
    )
}

/**
 * A part the api's chunk lets go first (the modal's body: react/modalChunk.ts), and how long at
 * most. On a slow phone both come over one thin line: the body alone arrives in a third of the
 * time and its Connect view paints its wallets, where side by side both took the api's time and
 * the api's code ran first. The directory's wallets come no later: the line was full either way.
 */
let goesFirst: Promise<unknown> = Promise.resolve()
export const goesFirstAtMostMs = 1000
export function fetchedBeforeApi(part: Promise<unknown>): void {
  goesFirst = part.catch(() => {})
}
const afterFirstParts = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, goesFirstAtMostMs)
    void goesFirst.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })

/** The api's chunk (apiParts), loaded once for the page: once here, attaching it takes no wait. */
let apiParts: Promise<ApiParts> | undefined
let loadedParts: ApiParts | undefined
export const loadApiParts = (): Promise<ApiParts> =>
  (apiParts ??= afterFirstParts()
    .then(() => import('./apiParts'))
    .then(
      (module) => (loadedParts = module),
      (error: unknown) => {
        // A failed chunk load may succeed later (a flaky network): the next ask tries again.
        apiParts = undefined
        throw error
      },
    ))

/** The api's chunk when it has arrived, for a caller that renders at once with it (the hooks). */
export const loadedApiParts = (): ApiParts | undefined => loadedParts

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
  const tabStorage = options.tabStorage ?? createPorticoStorage(() => browserStore('sessionStorage'))
  const dynamic = createDynamicMiddleware()
  const portico = createPorticoReducer()
  const host: HostParts = {}
  // Section 8: what a connector's operation throws goes where the flows' failures go.
  const errors = createErrorSink()
  registry.onError(errors.report)
  const heardBeforeApi = createHeardBeforeApi()
  const listener = createPorticoListener(
    {
      registry,
      storage,
      tabStorage,
      host,
      errors,
      discover: options.discover ?? discoverBrowserWallets,
      attachApi: (d) => instance.attachApi(d),
      apiParts: () => loadedParts ?? loadApiParts(),
      heardBeforeApi: heardBeforeApi.take,
    },
    flows,
  )
  heardBeforeApi.listenOn(listener)
  /** The features that come with the api start once per instance, before any store is told. */
  let featuresStarted = false
  const withModule = new WeakSet<object>()
  const installed = new WeakSet<object>()
  const attachedStores = new WeakMap<object, Promise<void>>()
  /** The api's reducer and middleware in one store: its endpoints may be called from here on. */
  const addModule = (dispatch: PorticoDispatch, api: ApiModule) => {
    const store = storeOf(dispatch)
    if (withModule.has(store)) return
    withModule.add(store)
    portico.attach(apiKeys, api.reducer)
    // Added directly, not through an action: an action carrying a function would trip the
    // store's serializability check. Added once per instance; applied to each of its stores.
    dynamic.addMiddleware(api.middleware)
    dispatch(apiMiddlewareAdded())
  }
  /**
   * The whole chunk in one store, quietly: the module, RTK Query's focus and reconnect
   * listeners, the features that come with it (their flows deaf until the api is said to be
   * here). Nothing runs and no service is asked anything.
   */
  const install = (dispatch: PorticoDispatch, loaded: ApiParts) => {
    addModule(dispatch, loaded.porticoApi as never)
    if (!featuresStarted) {
      featuresStarted = true
      loaded.attachApiFeatures({ portico, listener, dynamic, registry })
    }
    const store = storeOf(dispatch)
    if (installed.has(store)) return
    installed.add(store)
    loaded.setupListeners(dispatch)
    dispatch(apiPrepared())
  }
  /** Installed, then said to be here: the flows hear from now on, the views render. */
  const complete = (dispatch: PorticoDispatch, loaded: ApiParts) => {
    install(dispatch, loaded)
    // Said to every store the instance serves (the default instance may serve a host's store
    // and a provider's own); the flows that need the api see it arrive (apiArrived).
    dispatch(apiAttached())
  }
  const attach = (dispatch: PorticoDispatch, api?: ApiModule): Promise<void> => {
    const store = storeOf(dispatch)
    const attached = attachedStores.get(store)
    if (attached) return attached
    if (api) addModule(dispatch, api)
    // In the same task when the chunk is here already (loaded while the page was idle, or on
    // intent): the views that wait for it render next.
    const ready = loadedParts
    const done = ready
      ? new Promise<void>((resolve) => resolve(complete(dispatch, ready)))
      : loadApiParts().then((loaded) => complete(dispatch, loaded))
    attachedStores.set(store, done)
    done.catch(() => attachedStores.delete(store))
    return done
  }
  const instance: PorticoInstance = {
    reducer: portico.reducer,
    middleware: [listener.middleware as Middleware, dynamic.middleware as Middleware] as const,
    registry,
    storage,
    host,
    prepareApi: (dispatch) => loadApiParts().then((loaded) => install(dispatch, loaded)),
    attachLoadedApi: (dispatch, api) => attach(dispatch, api as never),
    attachApi: (dispatch) => attach(dispatch),
  }
  return instance
}

/** Starts the client-side work: environment, wallet discovery, reconnecting. Call once, in the browser. */
export function startPortico(dispatch: PorticoDispatch, environment = detectEnvironment()) {
  dispatch(environmentDetected(environment))
  dispatch(porticoStarted())
}
