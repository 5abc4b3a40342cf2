// The WalletConnect pairing and session as the views see them (sections 2 and 4). The live
// UniversalProvider stays in the WalletConnect connector, outside the store; this holds only
// what a view renders: the pairing URI and its age, how the attempt stands, and which
// namespaces and chains the session approved.
import type { PayloadAction } from '@reduxjs/toolkit'
import type { SessionPeer, WalletConnectSessionState } from '../../connectors/types'
import { merge, plainSlice } from '../../store/plainSlice'
import { pairingRequested } from './actions'

export type PairingStatus =
  /** No pairing asked for yet, or the last one ended in a session. */
  | 'idle'
  /** The SDK chunk loads and a pairing is being created: no URI yet. */
  | 'loading'
  /** A URI is shown and the wallet has not answered. */
  | 'waiting'
  /** The wallet rejected the proposal. */
  | 'declined'
  /** The SDK failed to load, the relay was unreachable, or the wallet answered with an error. */
  | 'failed'

/** The wallet a pairing is for (a directory entry), when the visitor picked one. */
export interface PairingWallet {
  id: string
  /** Known when the view that started the pairing had the directory entry at hand. */
  name?: string
  imageId?: string
  imageUrl?: string
}

export interface PairingState {
  status: PairingStatus
  uri?: string
  /** When the URI was created (ms since epoch): it expires 4 minutes later (pairingUri.ts). */
  createdAt?: number
  wallet?: PairingWallet
  /**
   * The error shown for declined and failed, in the spec's words: the wallet's or the SDK's, or a
   * catalogue key (the relay unreachable).
   */
  message?: string
  /** How many times an expiring URI was replaced in this attempt. */
  refreshes: number
  /**
   * "Open in app" was pressed and the page was still in view (visible, focused) a set time later:
   * the app is likely not installed, and the view offers the ways on. Back to false on the next
   * "Open in" ("Try again"); a new attempt starts without it.
   */
  appNotOpened: boolean
}

export type { SessionPeer, WalletConnectSessionState }

export interface WalletConnectState {
  pairing: PairingState
  session?: WalletConnectSessionState
}

const idlePairing = (): PairingState => ({ status: 'idle', refreshes: 0, appNotOpened: false })

/** A new attempt: loading, the old URI dropped, the wallet kept unless another is given. */
const loading = (state: WalletConnectState, wallet: PairingWallet | undefined): WalletConnectState => ({
  ...state,
  pairing: { ...idlePairing(), status: 'loading', wallet: wallet ?? state.pairing.wallet },
})

const withPairing = (state: WalletConnectState, changes: Partial<PairingState>) =>
  merge(state, { pairing: merge(state.pairing, changes) })

export const walletConnectSlice = plainSlice({
  name: 'portico/walletConnect',
  initialState: { pairing: idlePairing() } as WalletConnectState,
  reducers: {
    /** A new attempt (or a retry): the old URI is dropped; the wallet stays unless another is given. */
    pairingStarted: (state, { payload }: PayloadAction<{ wallet?: PairingWallet } | undefined>) =>
      loading(state, payload?.wallet),
    pairingUriReady: (state, { payload }: PayloadAction<{ uri: string; createdAt: number; refreshed?: boolean }>) =>
      withPairing(state, {
        status: 'waiting',
        uri: payload.uri,
        createdAt: payload.createdAt,
        message: undefined,
        refreshes: state.pairing.refreshes + (payload.refreshed ? 1 : 0),
      }),
    pairingDeclined: (state, { payload }: PayloadAction<{ message: string }>) =>
      withPairing(state, { status: 'declined', message: payload.message, uri: undefined }),
    pairingFailed: (state, { payload }: PayloadAction<{ message: string }>) =>
      withPairing(state, { status: 'failed', message: payload.message, uri: undefined }),
    appNotOpened: (state, { payload }: PayloadAction<boolean>) => withPairing(state, { appNotOpened: payload }),
    /** Resets WalletConnect (section 4, Disconnect): no URI, no session. */
    walletConnectReset: (): WalletConnectState => ({ pairing: idlePairing() }),
    sessionChanged: (state, { payload }: PayloadAction<WalletConnectSessionState | undefined>) =>
      merge(
        state,
        payload
          ? { session: payload, pairing: { ...idlePairing(), wallet: state.pairing.wallet } }
          : { session: payload },
      ),
  },
  // Asked for, a pairing is loading at once: before the flow that makes it has arrived (it comes
  // with the api), the state keeps the request, and the flow takes it up on arrival.
  extraReducers: (on) => [on(pairingRequested, (state, { payload }) => loading(state, payload?.wallet))],
})

export const {
  pairingStarted,
  pairingUriReady,
  pairingDeclined,
  pairingFailed,
  appNotOpened,
  walletConnectReset,
  sessionChanged,
} = walletConnectSlice.actions
