// Networks per namespace and the active one (sections 3 and 4, network switching).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../contract'
import { namespaceOf } from '../../contract/caip'

export interface NetworkState {
  caipNetworks: CaipNetwork[]
  /** Networks the connected wallet approved (WalletConnect sessions), when it says. */
  approvedCaipNetworkIds?: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
}

export interface ChainState {
  activeNamespace?: ChainNamespace
  activeCaipNetworkId?: CaipNetworkId
  byNamespace: Partial<Record<ChainNamespace, NetworkState>>
  /** Set while a switch moves to another namespace (section 4). */
  isSwitchingNamespace: boolean
  /** The network the connected wallet is being asked to switch to, while it asks its user. */
  switchAsked?: CaipNetworkId
}

export const chainSlice = createSlice({
  name: 'portico/chain',
  initialState: { byNamespace: {}, isSwitchingNamespace: false } as ChainState,
  reducers: {
    networksConfigured(state, { payload }: PayloadAction<{ networks: CaipNetwork[]; active?: CaipNetworkId }>) {
      state.byNamespace = {}
      for (const network of payload.networks) {
        const entry = (state.byNamespace[network.chainNamespace] ??= {
          caipNetworks: [],
          supportsAllNetworks: true,
          smartAccountEnabledNetworks: [],
        })
        entry.caipNetworks.push(network)
      }
      const active = payload.active ?? payload.networks[0]?.caipNetworkId
      state.activeCaipNetworkId = active
      state.activeNamespace = active ? namespaceOf(active) : undefined
    },
    activeNetworkChanged(state, { payload }: PayloadAction<CaipNetworkId | undefined>) {
      const namespace = payload ? namespaceOf(payload) : undefined
      // Switching to another namespace flags namespace switching.
      state.isSwitchingNamespace = !!namespace && !!state.activeNamespace && namespace !== state.activeNamespace
      state.activeCaipNetworkId = payload
      state.activeNamespace = namespace ?? state.activeNamespace
    },
    /** The wallet asks its user to switch (a network), or has answered (none). */
    networkSwitchAsked(state, { payload }: PayloadAction<CaipNetworkId | undefined>) {
      state.switchAsked = payload
    },
    namespaceSwitchSettled(state) {
      state.isSwitchingNamespace = false
    },
    approvedNetworksChanged(
      state,
      {
        payload,
      }: PayloadAction<{ namespace: ChainNamespace; approved?: CaipNetworkId[]; supportsAllNetworks: boolean }>,
    ) {
      const entry = state.byNamespace[payload.namespace]
      if (!entry) return
      entry.approvedCaipNetworkIds = payload.approved
      entry.supportsAllNetworks = payload.supportsAllNetworks
    },
    /** Removing the active network switches to the first remaining one. */
    networkRemoved(state, { payload }: PayloadAction<CaipNetworkId>) {
      const namespace = namespaceOf(payload)
      const entry = state.byNamespace[namespace]
      if (!entry) return
      entry.caipNetworks = entry.caipNetworks.filter((n) => n.caipNetworkId !== payload)
      if (entry.caipNetworks.length === 0) delete state.byNamespace[namespace]
      if (state.activeCaipNetworkId === payload) {
        const first = Object.values(state.byNamespace).flatMap((e) => e?.caipNetworks ?? [])[0]
        state.activeCaipNetworkId = first?.caipNetworkId
        state.activeNamespace = first?.chainNamespace
      }
    },
  },
})

export const {
  networksConfigured,
  activeNetworkChanged,
  namespaceSwitchSettled,
  networkSwitchAsked,
  approvedNetworksChanged,
  networkRemoved,
} = chainSlice.actions
