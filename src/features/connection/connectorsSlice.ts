// What the store knows of connectors: serializable descriptions. The live objects (EIP-1193
// providers, SDK clients) stay in the connector registry, outside the store.
import type { PayloadAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../../contract'
import type { ConnectorInfo } from '../../connectors/types'
import { accountReset, statusChanged } from '../account/accountSlice'
import { networksConfigured } from '../chain/chainSlice'
import { merge, plainSlice, without } from '../../store/plainSlice'

export type { ConnectorInfo }

export type ConnectionAttempt =
  | { status: 'idle' }
  | { status: 'connecting'; connectorId: string }
  | { status: 'declined'; connectorId: string; message: string }
  | { status: 'failed'; connectorId: string; message: string; code?: number }

export interface ConnectorsState {
  list: ConnectorInfo[]
  connectedIdByNamespace: Partial<Record<ChainNamespace, string>>
  attempt: ConnectionAttempt
  /** Namespaces whose networks were all removed: their connectors are disabled (section 4). */
  disabledNamespaces: ChainNamespace[]
  /**
   * The last visit's connections came back or were given up (startup, section 4's reconnect):
   * until then a disconnected account may still be on its way back.
   */
  restored: boolean
}

const initialState: ConnectorsState = {
  list: [],
  connectedIdByNamespace: {},
  attempt: { status: 'idle' },
  disabledNamespaces: [],
  restored: false,
}

export const connectorsSlice = plainSlice({
  name: 'portico/connectors',
  initialState,
  reducers: {
    /** Adds or updates connectors by id (discovery announces them one by one). */
    connectorsFound(state, { payload }: PayloadAction<ConnectorInfo[]>) {
      const list = [...state.list]
      for (const info of payload) {
        const at = list.findIndex((c) => c.id === info.id)
        list[at === -1 ? list.length : at] = info
      }
      return list.some((info, i) => info !== state.list[i]) ? { ...state, list } : state
    },
    connectorConnected: (state, { payload }: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>) => ({
      ...state,
      connectedIdByNamespace: merge(state.connectedIdByNamespace, { [payload.namespace]: payload.connectorId }),
      attempt: { status: 'idle' },
    }),
    attemptChanged: (state, { payload }: PayloadAction<ConnectionAttempt>) => merge(state, { attempt: payload }),
    lastVisitRestored: (state) => merge(state, { restored: true }),
    namespaceDisabled: (state, { payload }: PayloadAction<ChainNamespace>) =>
      state.disabledNamespaces.includes(payload)
        ? state
        : { ...state, disabledNamespaces: [...state.disabledNamespaces, payload] },
  },
  extraReducers: (on) => [
    // Setting account status to disconnected removes the connector id for that namespace.
    on(statusChanged, (state, { payload }) =>
      payload.status === 'disconnected'
        ? merge(state, { connectedIdByNamespace: without(state.connectedIdByNamespace, payload.namespace) })
        : state,
    ),
    on(accountReset, (state, { payload }) =>
      merge(state, { connectedIdByNamespace: without(state.connectedIdByNamespace, payload) }),
    ),
    // Networks configured again for a namespace enable its connectors again.
    on(networksConfigured, (state, { payload }) => ({
      ...state,
      disabledNamespaces: state.disabledNamespaces.filter(
        (namespace) => !payload.networks.some((n) => n.chainNamespace === namespace),
      ),
    })),
  ],
})

export const { connectorsFound, connectorConnected, attemptChanged, lastVisitRestored, namespaceDisabled } =
  connectorsSlice.actions
