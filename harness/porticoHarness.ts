// The one way unit tests, view tests, stories and contract tests build a Portico store: a real
// instance on memory storage with a registry of its own, no page discovery unless the caller
// brings one, and every action it sees recorded. Callers differ only in their scene: the config,
// whether Portico starts now (tests) or when PorticoProvider mounts (stories), whether the api
// is attached at once, and whether the flows run (view tests set the scene themselves).
import { clearAllListeners, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit'
import { porticoApi } from '../src/api/porticoApi'
import type { PorticoConfigInput } from '../src/config/schema'
import { createConnectorRegistry, type ConnectorRegistry } from '../src/connectors/types'
import type { Environment } from '../src/features/options/optionsSlice'
import { apiAttached } from '../src/store/apiAttachment'
import { porticoStarted } from '../src/store/actions'
import { servicesConfigured } from '../src/features/options/servicesSlice'
import { createPorticoStore, porticoRootReducer, type PorticoStore } from '../src/composition/createPorticoStore'
import type { PorticoExtra } from '../src/store/listener'
import { createPortico, startPortico, type PorticoInstance } from '../src/composition/portico'
import { attachApiSlices } from '../src/composition/apiSlices'
import { apiKeys, createPorticoReducer } from '../src/composition/porticoReducer'
import {
  createPorticoStorage,
  memoryStore,
  type KeyValueStore,
  type PorticoStorage,
} from '../src/store/storage/porticoStorage'

/** A desktop browser: what tests start Portico in unless they say otherwise. */
const desktop: Environment = { isMobile: false, isIosSafari: false }

export interface HarnessOptions {
  config: PorticoConfigInput
  /** What the visitor's browser has stored (memory; a fresh one by default). */
  kv?: KeyValueStore
  /** What the tab kept of itself (its sessionStorage: features/keptPage); memory, a fresh one by default. */
  tabKv?: KeyValueStore
  registry?: ConnectorRegistry
  /** How the page's wallets are found; none by default, so a test's wallets are only its own. */
  discover?: PorticoExtra['discover']
  /** An instance of the caller's (one whose api arrives late, say); a fresh one by default. */
  instance?: PorticoInstance
  /** Attach the api module at once (default); stories let it load as a host's page would. */
  api?: boolean
  /**
   * Run Portico's flows (default). Without them only the config's services apply: view tests
   * set networks and options themselves, moving the slices from a blank state.
   */
  flows?: boolean
  /** Start Portico now in this environment (over a desktop one), or leave it to PorticoProvider. */
  start?: false | Partial<Environment>
  /** More middleware after Portico's. */
  middleware?: Middleware[]
}

export interface Harness {
  store: PorticoStore
  registry: ConnectorRegistry
  kv: KeyValueStore
  /** The tab's sessionStorage (memory): what the page kept of itself. */
  tabKv: KeyValueStore
  /** Portico's storage on `kv`, to set what an earlier visit left. */
  storage: PorticoStorage
  /** Every action the store saw, in order. */
  actions: UnknownAction[]
  /** The actions seen so far with this type. */
  dispatched(type: string): UnknownAction[]
  /** Portico's state. */
  state(): ReturnType<PorticoStore['getState']>['portico']
  /** Resolves once Portico has started (at once when the harness started it). */
  started: Promise<void>
  /**
   * Ends what the store still does: its flows cancelled (their waits and timers with them), its
   * requests aborted and its door shut (stopGate), so nothing of it reaches a later test's mock
   * servers or counters.
   */
  stop(): void
}

let whenMade: ((harness: Harness) => void) | undefined
/** Told of each harness made from now on (the unit tests stop each after its test or file). */
export function onHarnessMade(callback: (harness: Harness) => void): void {
  whenMade = callback
}

/**
 * A store's door, shut by its harness's stop(). A flow's effect cancelled by the stop still runs
 * to its end (RTK's listener only aborts its signal): what it asks for after (a refresh of the
 * token list, say) would go to the mock servers of the test after it. Behind a shut door nothing
 * is done and nothing answers: a plain action reaches no reducer, and a thunk (an RTK Query
 * request) never runs, its result a promise that never settles, so what waits on it waits until
 * it is collected.
 */
function stopGate() {
  let shut = false
  const gate: Middleware = () => (next) => (action) =>
    shut ? (typeof action === 'function' ? neverAnswered : action) : next(action)
  return { gate, shut: () => void (shut = true) }
}

/** What a thunk dispatched behind a shut door gives back: it never settles, and its methods do nothing. */
const neverAnswered: unknown = new Proxy(new Promise(() => {}), {
  get: (never, key) =>
    key === 'then' || key === 'catch' || key === 'finally' ? Reflect.get(never, key).bind(never) : () => neverAnswered,
})

/** Portico's reducer and the api's middleware, and no listener: no flow reacts to anything. */
function storeWithoutFlows(
  config: PorticoConfigInput,
  instance: PorticoInstance,
  gate: Middleware,
  middleware: Middleware[],
): PorticoStore {
  const portico = createPorticoReducer()
  portico.attach(apiKeys, porticoApi.reducer)
  attachApiSlices(portico)
  const store = configureStore({
    reducer: porticoRootReducer(portico.reducer),
    // The checks walk the whole state on every action; view tests dispatch thousands.
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false })
        .prepend(gate)
        .concat(porticoApi.middleware, ...middleware),
  })
  store.dispatch(apiAttached())
  // The config's services only: a view test sets networks and options itself, from a blank state.
  store.dispatch(servicesConfigured({ projectId: config.projectId, baseUrls: config.baseUrls }))
  return Object.assign(store, { portico: instance }) as unknown as PorticoStore
}

export function createHarness(options: HarnessOptions): Harness {
  const kv = options.kv ?? memoryStore()
  const tabKv = options.tabKv ?? memoryStore()
  const actions: UnknownAction[] = []
  let markStarted!: () => void
  const started = new Promise<void>((resolve) => (markStarted = resolve))
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction)
    const result = next(action)
    if (porticoStarted.match(action)) markStarted()
    return result
  }
  const middleware = [recorder, ...(options.middleware ?? [])]
  const storage = createPorticoStorage(kv, () => {})
  const registry = options.instance?.registry ?? options.registry ?? createConnectorRegistry()
  const instance =
    options.instance ??
    createPortico({
      registry,
      storage,
      tabStorage: createPorticoStorage(tabKv, () => {}),
      discover: options.discover ?? (() => {}),
    })
  const door = stopGate()
  // The door first in the chain, before the thunk middleware: the listener's own middleware wrapped.
  const [listener, dynamic] = instance.middleware
  const gatedListener: Middleware = (api) => (next) => door.gate(api)(listener(api)(next))
  const gated: PorticoInstance = { ...instance, middleware: [gatedListener, dynamic] }
  const store =
    options.flows === false
      ? storeWithoutFlows(options.config, instance, door.gate, middleware)
      : // The store's instance is the caller's own (a test spies on its methods), its door aside.
        Object.assign(
          createPorticoStore(options.config, {
            instance: gated,
            middleware,
            ...(options.api === false ? {} : { api: porticoApi }),
          }),
          { portico: instance },
        )
  if (options.start !== false && options.flows !== false) startPortico(store.dispatch, { ...desktop, ...options.start })
  const harness: Harness = {
    store,
    registry,
    kv,
    tabKv,
    storage,
    actions,
    dispatched: (type) => actions.filter((action) => action.type === type),
    state: () => store.getState().portico,
    started,
    stop() {
      store.dispatch(clearAllListeners())
      store.dispatch(porticoApi.util.resetApiState())
      door.shut()
    },
  }
  whenMade?.(harness)
  return harness
}
