// The alert banner (section 8, alert catalogue). Some alerts show only once per visit.
import type { PayloadAction } from '@reduxjs/toolkit'
import { merge, plainSlice } from '../../store/plainSlice'

/**
 * Keys of the catalogue; their texts are in the message catalogue under `alert.<key>.*`. One key
 * per cause: section 8's titles are the short texts ("Network Not Found" is what switching to an
 * unconfigured network shows; "Embedded Wallet Request Timed Out", the frame's request timeout;
 * "Network Error - Could not load embedded wallet", its chunk or its frame not loading).
 */
export const alertKeys = [
  'invalidAppConfiguration',
  'embeddedWalletLoadFailed',
  'sessionExpired',
  'invalidProjectId',
  'projectIdNotConfigured',
  'iframeLoadFailed',
  'iframeRequestTimeout',
  'unverifiedDomain',
  'switchNetworkNotFound',
] as const
export type AlertKey = (typeof alertKeys)[number]

/** Shown at most once per visit (the analytics 403 alert, section 8). */
const onceOnly: readonly AlertKey[] = ['invalidAppConfiguration']

export interface AlertsState {
  current?: AlertKey
  shown: AlertKey[]
}

export const alertsSlice = plainSlice({
  name: 'portico/alerts',
  initialState: { shown: [] } as AlertsState,
  reducers: {
    alertRaised(state, { payload }: PayloadAction<AlertKey>) {
      const seen = state.shown.includes(payload)
      if (onceOnly.includes(payload) && seen) return state
      return merge(state, { current: payload, shown: seen ? state.shown : [...state.shown, payload] })
    },
    alertDismissed: (state) => merge(state, { current: undefined }),
  },
})

export const { alertRaised, alertDismissed } = alertsSlice.actions
