// What the connected eip155 wallet can do on each network beyond one transaction at a time
// (EIP-5792's capabilities: atomic batches, a paymaster service, auxiliary funds), as the flows
// that send read it before they ask. Kept per wallet, account and network: another wallet or
// account starts afresh. Arrives with the api's flows (composition/apiSlices.ts).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipNetworkId } from '../../contract/entities'
import type { ChainCapabilities } from '../../connectors/types'

/** Whose capabilities: the connector and the account's address. */
export interface CapabilitiesOwner {
  connectorId: string
  address: string
}

export interface CapabilitiesState {
  owner?: CapabilitiesOwner
  /** Per network: being asked, or as the wallet answered (none, when it did not). */
  byNetwork: Partial<Record<CaipNetworkId, 'asking' | ChainCapabilities>>
}

export const initialCapabilitiesState: CapabilitiesState = { byNetwork: {} }

type ForNetwork = CapabilitiesOwner & { caipNetworkId: CaipNetworkId }

const sameOwner = (state: CapabilitiesState, owner: CapabilitiesOwner) =>
  state.owner?.connectorId === owner.connectorId && state.owner.address === owner.address

export const capabilitiesSlice = createSlice({
  name: 'portico/capabilities',
  initialState: initialCapabilitiesState,
  reducers: {
    capabilitiesAsked(state, { payload }: PayloadAction<ForNetwork>) {
      const { caipNetworkId, ...owner } = payload
      if (!sameOwner(state, owner)) return { owner, byNetwork: { [caipNetworkId]: 'asking' } }
      state.byNetwork[caipNetworkId] = 'asking'
    },
    capabilitiesKnown(state, { payload }: PayloadAction<ForNetwork & { capabilities: ChainCapabilities }>) {
      // An answer for a wallet or account since left is dropped.
      if (!sameOwner(state, payload)) return
      state.byNetwork[payload.caipNetworkId] = payload.capabilities
    },
    /** No eip155 wallet connected any more. */
    capabilitiesCleared: () => initialCapabilitiesState,
  },
})

export const { capabilitiesAsked, capabilitiesKnown, capabilitiesCleared } = capabilitiesSlice.actions
