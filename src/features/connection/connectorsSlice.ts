// What the store knows of connectors: serializable descriptions. The live objects (EIP-1193
// providers, SDK clients) stay in the connector registry, outside the store.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../../contract'
import type { ConnectorInfo } from '../../connectors/types'
import { accountReset, statusChanged } from '../account/accountSlice'
import { networksConfigured } from '../chain/chainSlice'

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

export const connectorsSlice = createSlice({
  name: 'portico/connectors',
  initialState,
  reducers: {
    /** Adds or updates connectors by id (discovery announces them one by one). */
    connectorsFound(state, { payload }: PayloadAction<ConnectorInfo[]>) {
      for (const info of payload) {
        const at = state.list.findIndex((c) => c.id === info.id)
        if (at === -1) state.list.push(info)
        else state.list[at] = info
      }
    },
    connectorConnected(state, { payload }: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>) {
      state.connectedIdByNamespace[payload.namespace] = payload.connectorId
      state.attempt = { status: 'idle' }
    },
    attemptChanged(state, { payload }: PayloadAction<ConnectionAttempt>) {
      state.attempt = payload
    },
    lastVisitRestored(state) {
      state.restored = true
    },
    namespaceDisabled(state, { payload }: PayloadAction<ChainNamespace>) {
      if (!state.disabledNamespaces.includes(payload)) state.disabledNamespaces.push(payload)
    },
  },
  extraReducers: (builder) => {
    // Setting account status to disconnected removes the connector id for that namespace.
    builder.addCase(statusChanged, (state, { payload }) => {
      if (payload.status === 'disconnected') delete state.connectedIdByNamespace[payload.namespace]
    })
    builder.addCase(accountReset, (state, { payload }) => {
      delete state.connectedIdByNamespace[payload]
    })
    // Networks configured again for a namespace enable its connectors again.
    builder.addCase(networksConfigured, (state, { payload }) => {
      state.disabledNamespaces = state.disabledNamespaces.filter(
        (namespace) => !payload.networks.some((n) => n.chainNamespace === namespace),
      )
    })
  },
})

export const { connectorsFound, connectorConnected, attemptChanged, lastVisitRestored, namespaceDisabled } =
  connectorsSlice.actions
