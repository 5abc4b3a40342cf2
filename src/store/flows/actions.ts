// What views and hooks ask for. Each is handled by a flow (listener middleware), which
// applies the spec's rules and moves the slices; views never move slices themselves.
import { createAction } from '@reduxjs/toolkit'
import type { CaipNetworkId } from '../../contract'
import type { RouteData, View } from '../slices/views'
import type { PairingWallet } from '../slices/walletConnect'

/** Open the modal; with a view, that view (section 2 opening rule). */
export const openRequested = createAction<{ view?: View; data?: RouteData } | undefined>('portico/openRequested')
/** The visitor shows they mean to open the modal (pointer over, focus on, touch of a Portico button): load what it needs. */
export const openIntended = createAction('portico/openIntended')
/** Close, unless a rule blocks it (ApproveTransaction, required SIWX); `force` overrides the first. */
export const closeRequested = createAction<{ force?: boolean } | undefined>('portico/closeRequested')
/** The header's back button: pop, or close when the rule says so. */
export const backRequested = createAction('portico/backRequested')
/** Shake the modal for 500 ms. */
export const shakeRequested = createAction('portico/shakeRequested')

export const connectRequested = createAction<{ connectorId: string }>('portico/connectRequested')
/** Retry the last connection attempt (after a decline or an error). */
export const connectRetried = createAction('portico/connectRetried')
export const disconnectRequested = createAction('portico/disconnectRequested')
export const switchNetworkRequested = createAction<{ caipNetworkId: CaipNetworkId }>('portico/switchNetworkRequested')

/** Dispatched once the store is configured on the client: discovery and reconnecting start. */
export const porticoStarted = createAction('portico/started')

/** Outcomes the host can listen to (useEvents). */
export const connectSucceeded = createAction<{ connectorId: string; caipAddress: string }>('portico/connectSucceeded')
export const disconnectSucceeded = createAction('portico/disconnectSucceeded')
export const disconnectFailed = createAction<{ message: string }>('portico/disconnectFailed')

/** The embedded wallet's auth connector should reload (its frame arrives with the embedded-wallet issue). */
export const authConnectorReloadRequested = createAction('portico/authConnectorReloadRequested')

/**
 * Start a WalletConnect pairing (or a fresh one after a decline, a failure or an expiring URI).
 * Entering ConnectingWalletConnect or ConnectingWalletConnectBasic asks for one by itself.
 */
export const pairingRequested = createAction<{ wallet?: PairingWallet; refresh?: boolean } | undefined>('portico/pairingRequested')
/** The visitor pressed "Open in app": the flow watches whether the page loses focus to the app. */
export const appLinkOpened = createAction<{ href: string; name: string }>('portico/appLinkOpened')
/** "Copy link": the clipboard flow writes `text` and says how it went (snackbar); `what` names it there. */
export const linkCopyRequested = createAction<{ text: string; what?: 'link' | 'address' }>('portico/linkCopyRequested')

/** Send what the Send form holds: the send flow validates, asks the wallet, and resets (section 4). */
export const sendRequested = createAction('portico/sendRequested')
/** Outcome the host (and the balance flow) can listen to: the wallet accepted a transaction. */
export const transactionSent = createAction<{ hash: string; caipNetworkId: CaipNetworkId }>('portico/transactionSent')
