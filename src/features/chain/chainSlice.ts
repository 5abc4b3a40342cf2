// Networks per namespace and the active one (sections 3 and 4, network switching).
import type { PayloadAction } from '@reduxjs/toolkit'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../contract'
import { namespaceOf } from '../../contract/caip'
import { merge, plainSlice, without } from '../../store/plainSlice'

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

export const chainSlice = plainSlice({
  name: 'portico/chain',
  initialState: { byNamespace: {}, isSwitchingNamespace: false } as ChainState,
  reducers: {
    networksConfigured(state, { payload }: PayloadAction<{ networks: CaipNetwork[]; active?: CaipNetworkId }>) {
      // A new object, filled here before anyone sees it.
      const byNamespace: ChainState['byNamespace'] = {}
      for (const network of payload.networks) {
        const entry = (byNamespace[network.chainNamespace] ??= {
          caipNetworks: [],
          supportsAllNetworks: true,
          smartAccountEnabledNetworks: [],
        })
        entry.caipNetworks.push(network)
      }
      const active = payload.active ?? payload.networks[0]?.caipNetworkId
      return {
        ...state,
        byNamespace,
        activeCaipNetworkId: active,
        activeNamespace: active ? namespaceOf(active) : undefined,
      }
    },
    activeNetworkChanged(state, { payload }: PayloadAction<CaipNetworkId | undefined>) {
      const namespace = payload ? namespaceOf(payload) : undefined
      return merge(state, {
        // Switching to another namespace flags namespace switching.
        isSwitchingNamespace: !!namespace && !!state.activeNamespace && namespace !== state.activeNamespace,
        activeCaipNetworkId: payload,
        activeNamespace: namespace ?? state.activeNamespace,
      })
    },
    /** The wallet asks its user to switch (a network), or has answered (none). */
    networkSwitchAsked: (state, { payload }: PayloadAction<CaipNetworkId | undefined>) =>
      merge(state, { switchAsked: payload }),
    namespaceSwitchSettled: (state) => merge(state, { isSwitchingNamespace: false }),
    approvedNetworksChanged(
      state,
      {
        payload,
      }: PayloadAction<{ namespace: ChainNamespace; approved?: CaipNetworkId[]; supportsAllNetworks: boolean }>,
    ) {
      const entry = state.byNamespace[payload.namespace]
      if (!entry) return state
      const changed = merge(entry, {
        approvedCaipNetworkIds: payload.approved,
        supportsAllNetworks: payload.supportsAllNetworks,
      })
      return merge(state, { byNamespace: merge(state.byNamespace, { [payload.namespace]: changed }) })
    },
    /** Removing the active network switches to the first remaining one. */
    networkRemoved(state, { payload }: PayloadAction<CaipNetworkId>) {
      const namespace = namespaceOf(payload)
      const entry = state.byNamespace[namespace]
      if (!entry) return state
      const caipNetworks = entry.caipNetworks.filter((n) => n.caipNetworkId !== payload)
      const byNamespace =
        caipNetworks.length === 0
          ? without(state.byNamespace, namespace)
          : { ...state.byNamespace, [namespace]: { ...entry, caipNetworks } }
      if (state.activeCaipNetworkId !== payload) return { ...state, byNamespace }
      const first = Object.values(byNamespace).flatMap((e) => e?.caipNetworks ?? [])[0]
      return {
        ...state,
        byNamespace,
        activeCaipNetworkId: first?.caipNetworkId,
        activeNamespace: first?.chainNamespace,
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
