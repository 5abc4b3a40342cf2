// The shapes the headless WalletConnect wallet shows to its UI and to tests: what waits for the
// user, and the sessions it holds, in CAIP terms (chains `eip155:1`, accounts `eip155:1:0x…`).
import type { AuthTypes, CoreTypes, ProposalTypes, SessionTypes, Verify } from '@walletconnect/types'
import type { ApprovalMode } from '../approvals'

export type { ApprovalMode }

export interface WalletModes {
  proposals: ApprovalMode
  requests: ApprovalMode
}

export interface PendingProposal {
  /** The proposal's JSON-RPC id: approve(id) / reject(id). */
  id: number
  dapp: CoreTypes.Metadata
  /** Every chain the dapp asked for (required and optional), CAIP-2, in the order asked. */
  chains: string[]
  /** What the SDK's Verify step concluded; 'UNKNOWN' offline (see offlineVerify.ts). */
  verified: Verify.Context['verified']
  /** A session proposal; absent for a one-click sign-in. */
  proposal?: ProposalTypes.Struct
  /**
   * A one-click sign-in (session_authenticate): the message the dapp asks to be signed, with
   * its chains; approving signs it for each chain the wallet has and settles the session.
   */
  signIn?: AuthTypes.PayloadParams
}

export interface PendingRequest {
  /** The request's JSON-RPC id: answer(id) / rejectRequest(id). */
  id: number
  /** The session it came on. */
  topic: string
  /** The chain the dapp addressed it to, CAIP-2. */
  chainId: string
  method: string
  params: unknown
  dapp: CoreTypes.Metadata
}

export interface WalletSession {
  topic: string
  dapp: CoreTypes.Metadata
  /** Approved chains of every namespace, CAIP-2. */
  chains: string[]
  /** Approved accounts, CAIP-10. */
  accounts: string[]
  /** The chain the wallet last announced (chainChanged), else the first approved one. */
  activeChain: string
  /** Seconds since the epoch, as the SDK keeps it. */
  expiry: number
  namespaces: SessionTypes.Namespaces
}

/** What `on()` delivers: the whole current list each time it changes, so a UI can just render it. */
export interface WalletConnectWalletEvents {
  proposal: PendingProposal[]
  request: PendingRequest[]
  sessions: WalletSession[]
  /** Something the wallet did on its own (an automatic answer) failed. */
  error: Error
}
