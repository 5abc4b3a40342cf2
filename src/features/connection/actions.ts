// What views and hooks ask of the connection (section 4), and the outcomes a host can listen to.
import { createAction } from '../../store/toolkit'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../contract'
import type { ConnectedWalletInfo } from '../account/accountSlice'
import type { ConnectorEvent } from '../../connectors/types'

export const connectRequested = createAction<{ connectorId: string }>('portico/connectRequested')
/** Retry the last connection attempt (after a decline or an error). */
export const connectRetried = createAction('portico/connectRetried')
export const disconnectRequested = createAction('portico/disconnectRequested')
export const switchNetworkRequested = createAction<{ caipNetworkId: CaipNetworkId }>('portico/switchNetworkRequested')

/** Outcomes the host can listen to (useEvents). */
export const connectSucceeded = createAction<{ connectorId: string; caipAddress: string }>('portico/connectSucceeded')
export const disconnectSucceeded = createAction('portico/disconnectSucceeded')
export const disconnectFailed = createAction<{ message: string }>('portico/disconnectFailed')

/** The embedded wallet's auth connector should reload (its frame arrives with the embedded-wallet issue). */
export const authConnectorReloadRequested = createAction('portico/authConnectorReloadRequested')

/**
 * A wallet still connected, but not the one that acts in the namespace the event is of (another
 * wallet connected there after it, `multiWallet`), changed: its own record follows
 * (features/connections), the account that acts does not.
 */
export const inactiveWalletChanged = createAction<{ connectorId: string; event: ConnectorEvent }>(
  'portico/inactiveWalletChanged',
)

/**
 * The last visit's wallets came back (several wallets at once): those that did, in the order
 * they had; which acted in each namespace (`active`, as connectorIds kept it); the names of those
 * that did not answer.
 */
export const connectionsCameBack = createAction<{
  order: string[]
  active: Partial<Record<ChainNamespace, string>>
  /** The network the last visit was on. */
  network?: CaipNetworkId
  dropped: string[]
}>('portico/connectionsCameBack')

/**
 * A wallet of the last visit came back where another acts (several wallets at once): listed
 * beside it, as it was (features/connections), not acting.
 */
export const walletConnectedAside = createAction<{
  connectorId: string
  wallet: ConnectedWalletInfo
  namespace: ChainNamespace
  caipAddress: CaipAddress
  accounts: string[]
}>('portico/walletConnectedAside')
