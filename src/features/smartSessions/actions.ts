// What a host and the visitor do with smart sessions (ERC-7715 permissions, feature switch
// `smartSessions`), and what comes of it: plain actions in the first load's reach (the hook and
// the events name them); the flow and the slice that answer them come with the api.
import { createAction } from '@reduxjs/toolkit'
import type { GrantPermissionsRequest, GrantPermissionsResponse } from '../../connectors/types'

/** The host asks the connected account to grant permissions (useSmartSessions().grantPermissions); `id` pairs the outcome. */
export const smartSessionGrantRequested = createAction<{ id: string; request: GrantPermissionsRequest }>(
  'portico/smartSessionGrantRequested',
)
/** The visitor pressed Revoke on a session of the Account view's list (or the host asked). */
export const smartSessionRevokeRequested = createAction<{ pci: string }>('portico/smartSessionRevokeRequested')
/**
 * The visitor stopped waiting for the wallet to revoke `pci` (Stop waiting, as on
 * ApproveTransaction): the attempt ends as refused, the session as it was.
 */
export const smartSessionRevokeStopped = createAction<{ pci: string }>('portico/smartSessionRevokeStopped')
/** The list failed to load and the visitor asks again. */
export const smartSessionsRetried = createAction('portico/smartSessionsRetried')

// Events (usePorticoEvents): each step's outcome.
/** Granted by the wallet and registered with the server: listed from now on. */
export const smartSessionGranted = createAction<{ id: string; pci: string; response: GrantPermissionsResponse }>(
  'portico/smartSessionGranted',
)
/** Not granted: in the words of whoever refused (the switch, the wallet, the server). */
export const smartSessionGrantFailed = createAction<{ id: string; error: string }>('portico/smartSessionGrantFailed')
/** Revoked by the wallet and the server. */
export const smartSessionRevoked = createAction<{ pci: string }>('portico/smartSessionRevoked')
export const smartSessionRevokeFailed = createAction<{ pci: string; error: string }>('portico/smartSessionRevokeFailed')
