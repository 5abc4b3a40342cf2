// What views and hooks ask of the wallets connected at once (README "Several wallets at once").
import { createAction } from '../../store/toolkit'

/** Make this connected wallet the one that acts, in every namespace it connected: no prompt. */
export const connectionSwitchRequested = createAction<{ connectorId: string }>('portico/connectionSwitchRequested')
/** Disconnect this wallet alone; the next one of its namespace acts, and the last one disconnects as section 4 says. */
export const connectionDisconnectRequested = createAction<{ connectorId: string }>(
  'portico/connectionDisconnectRequested',
)

/** Outcomes a host can listen to (usePorticoEvents). */
export const connectionSwitched = createAction<{ connectorId: string }>('portico/connectionSwitched')
