// What the api reads from the state it lives in, declared by the api: the key it lives under,
// where its calls go and how they identify themselves, and the active network (section 7:
// calls on an unsupported network answer empty). The store provides this (its state type is
// held to it, store/state.ts); the api imports nothing of the store.
import type { CaipNetworkId } from '../contract'
import type { ServiceName } from '../contract/hosts'

/** The key of Portico's state in the root state; RTK Query's reducerPath, so the api's state sits there too. */
export const porticoKey = 'portico' as const

export interface ApiServices {
  baseUrls: Record<ServiceName, string>
  projectId: string
  /** Sent as `st`. */
  sdkType: string
  /** Sent as `sv`. */
  sdkVersion: string
  /** Sent as `clientId` when set (spec section 7). */
  clientId?: string
  /** A request with no answer after this long fails with a timeout error (spec 9: HTTP RPC timeout 10 s). */
  timeoutMs: number
  /** Networks the host adds to section 9's swap networks (its own chain). */
  swapNetworks: readonly CaipNetworkId[]
}

export interface ApiHostState {
  [porticoKey]: {
    services: ApiServices
    chain: { activeCaipNetworkId?: CaipNetworkId }
  }
}

export const selectApiServices = (state: ApiHostState) => state[porticoKey].services
export const selectApiActiveNetwork = (state: ApiHostState) => state[porticoKey].chain.activeCaipNetworkId
