// The listener middleware that runs Portico's flows. Its `extra` carries what must not live in
// the store: the connector registry (live wallet objects), storage, and the host's functions.
import type {
  ListenerEffectAPI,
  ListenerMiddlewareInstance,
  ThunkDispatch,
  TypedStartListening,
  UnknownAction,
} from '@reduxjs/toolkit'
import { createListenerMiddleware } from './toolkit'
import type { ConnectorRegistry } from '../connectors/types'
import type { ChainNamespace } from '../contract'
import type { ErrorSink } from './errorSink'
import type { HeardAction } from './heardBeforeApi'
import type { SiwxConfig } from '../siwx/types'
import type { PorticoStorage } from './storage/porticoStorage'
import type { RootState } from './state'
import type * as ApiPartsModule from '../composition/apiParts'

/** What the api's chunk holds (apiParts.ts). */
export type ApiParts = typeof ApiPartsModule

/** What the host configured that is not data (its functions): set with the config, read by the flows. */
export interface HostParts {
  siwx?: SiwxConfig
}

export interface PorticoExtra {
  registry: ConnectorRegistry
  host: HostParts
  storage: PorticoStorage
  /**
   * The tab's own storage (sessionStorage), where the page keeps itself for when the OS reloads a
   * discarded tab (features/keptPage). None: nothing is kept (a store a test makes by hand).
   */
  tabStorage?: PorticoStorage
  /**
   * Finds the page's wallets and adds them to the registry (browser wallets; none on a server),
   * for `namespaces`: those the host's adapters serve (options.namespaces).
   */
  discover?: (registry: ConnectorRegistry, namespaces: readonly ChainNamespace[]) => void
  /** Loads the api chunk and attaches it to this store (see apiAttachment). */
  attachApi: (dispatch: PorticoDispatch) => Promise<void>
  /**
   * The api chunk itself (loaded once), for first-load flows whose work comes with it: the
   * module at once when it is here, else a promise of it.
   */
  apiParts: () => ApiParts | Promise<ApiParts>
  /** What fails in a connector or a flow, for section 8's telemetry (errorSink.ts). */
  errors: ErrorSink
  /** What the store heard before its api was attached, handed over once (heardBeforeApi.ts). */
  heardBeforeApi: () => readonly HeardAction[]
}

export type PorticoDispatch = ThunkDispatch<RootState, PorticoExtra, UnknownAction>
export type StartPorticoListening = TypedStartListening<RootState, PorticoDispatch, PorticoExtra>
export type Flow = (startListening: StartPorticoListening) => void
/** What a flow's effect is handed, for the helpers a flow splits its work into. */
export type PorticoListenerApi = ListenerEffectAPI<RootState, PorticoDispatch, PorticoExtra>

export type PorticoListener = ListenerMiddlewareInstance<RootState, PorticoDispatch, PorticoExtra>

type ListenerOptions = {
  type?: string
  actionCreator?: { match: (action: UnknownAction) => boolean }
  matcher?: (action: UnknownAction) => boolean
  predicate?: (action: UnknownAction, current: RootState, previous: RootState) => boolean
  effect: (action: UnknownAction, api: PorticoListenerApi) => unknown
}

/** Whatever a listener was given to hear (type, action creator, matcher, predicate), as a predicate. */
function heardBy(options: ListenerOptions): NonNullable<ListenerOptions['predicate']> {
  const { type, actionCreator, matcher, predicate } = options
  if (predicate) return predicate
  if (actionCreator) return (action) => actionCreator.match(action)
  if (matcher) return matcher
  return (action) => action.type === type
}

/**
 * The listener's pause, which lets go of what it waited on once the flow is cancelled: Redux
 * Toolkit's pause, asked after the cancellation, rejects without reading the promise it was given,
 * and that promise's own failure later (a node's request cut off as Portico stops) would surface
 * as an unhandled rejection. The flow hears the cancellation either way.
 */
const pauseLettingGo =
  (api: PorticoListenerApi): PorticoListenerApi['pause'] =>
  (promise) => {
    promise.catch(() => {})
    return api.pause(promise)
  }

/**
 * Starts flows on a listener: at creation, or later (those that come with the api chunk). Each
 * effect runs inside section 8's wrapper: what it throws is reported, then thrown on as before.
 * With `heardWhen`, the flows hear nothing while it is false of the state (the api's flows,
 * put in place while the page is idle, before the api is said to be here).
 */
export function startFlows(
  listener: PorticoListener,
  flows: readonly Flow[],
  heardWhen?: (state: RootState) => boolean,
) {
  const startListening = ((options: ListenerOptions) => {
    const effect = async (action: UnknownAction, api: PorticoListenerApi) => {
      try {
        return await options.effect(action, { ...api, pause: pauseLettingGo(api) })
      } catch (error) {
        api.extra.errors.report(error, `flow ${action.type}`)
        throw error
      }
    }
    if (!heardWhen) return listener.startListening({ ...options, effect } as never)
    const heard = heardBy(options)
    return listener.startListening({
      predicate: (action: UnknownAction, current: RootState, previous: RootState) =>
        heardWhen(current) && heard(action, current, previous),
      effect,
    } as never)
  }) as unknown as StartPorticoListening
  for (const flow of flows) flow(startListening)
}

export function createPorticoListener(extra: PorticoExtra, flows: readonly Flow[]): PorticoListener {
  const listener = createListenerMiddleware<RootState, PorticoDispatch, PorticoExtra>({ extra })
  startFlows(listener, flows)
  return listener
}
