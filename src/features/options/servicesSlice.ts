// Where the generated endpoints send their requests and how they identify themselves.
// Kept in the store (not a module variable) so that two Portico stores on one page,
// or a host store and a test store, never share a project id or a base URL.
import type { PayloadAction } from '@reduxjs/toolkit'
import { defaultBaseUrls, type ServiceName } from '../../contract/hosts'
import { sdkType, sdkVersion } from '../../version'
import { apiAttached, apiPrepared } from '../../store/apiAttachment'
import type { ApiServices } from '../../api/hostState'
import { merge, plainSlice } from '../../store/plainSlice'

/** What the api reads (api/hostState.ts), and whether it is attached. */
export interface ServicesState extends ApiServices {
  /** The api chunk is attached to this store: RTK Query calls may run (see apiAttachment). */
  apiAttached: boolean
  /** The api chunk is in this store quietly, ready to be said attached (see apiAttachment). */
  apiPrepared: boolean
}

export type ServicesConfig = Partial<Omit<ServicesState, 'baseUrls' | 'apiAttached' | 'apiPrepared'>> & {
  baseUrls?: Partial<Record<ServiceName, string>>
}

export const initialServicesState: ServicesState = {
  baseUrls: defaultBaseUrls,
  projectId: '',
  sdkType,
  sdkVersion,
  timeoutMs: 10_000,
  swapNetworks: [],
  apiAttached: false,
  apiPrepared: false,
}

export const servicesSlice = plainSlice({
  name: 'portico/services',
  initialState: initialServicesState,
  reducers: {
    servicesConfigured(state, { payload }: PayloadAction<ServicesConfig>) {
      const { baseUrls, ...rest } = payload
      return merge(state, baseUrls ? { ...rest, baseUrls: { ...state.baseUrls, ...baseUrls } } : rest)
    },
  },
  extraReducers: (on) => [
    on(apiAttached, (state) => merge(state, { apiAttached: true })),
    on(apiPrepared, (state) => merge(state, { apiPrepared: true })),
  ],
})

export const { servicesConfigured } = servicesSlice.actions
