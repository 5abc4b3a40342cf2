import { createAction } from '../../store/toolkit'
import type { PairingWallet } from './walletConnectSlice'

/**
 * Start a WalletConnect pairing (or a fresh one after a decline, a failure or an expiring URI).
 * Entering ConnectingWalletConnect or ConnectingWalletConnectBasic asks for one by itself.
 */
export const pairingRequested = createAction<{ wallet?: PairingWallet; refresh?: boolean } | undefined>(
  'portico/pairingRequested',
)
/** The visitor pressed "Open in app": the flow watches whether the page loses focus to the app. */
export const appLinkOpened = createAction<{ href: string; name: string }>('portico/appLinkOpened')
