// Where the generated endpoints send their requests and how they identify themselves.
// Kept in the store (not a module variable) so that two Portico stores on one page,
// or a host store and a test store, never share a project id or a base URL.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { defaultBaseUrls } from '../../contract'
import type { ServiceName } from '../../contract'
import { sdkType, sdkVersion } from '../../version'

export interface ServicesState {
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
}

export type ServicesConfig = Partial<Omit<ServicesState, 'baseUrls'>> & { baseUrls?: Partial<Record<ServiceName, string>> }

export const initialServicesState: ServicesState = {
  baseUrls: defaultBaseUrls,
  projectId: '',
  sdkType,
  sdkVersion,
  timeoutMs: 10_000,
}

export const servicesSlice = createSlice({
  name: 'portico/services',
  initialState: initialServicesState,
  reducers: {
    servicesConfigured(state, { payload }: PayloadAction<ServicesConfig>) {
      const { baseUrls, ...rest } = payload
      Object.assign(state, rest)
      if (baseUrls) state.baseUrls = { ...state.baseUrls, ...baseUrls }
    },
  },
})

export const { servicesConfigured } = servicesSlice.actions
