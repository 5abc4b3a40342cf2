// The modal's views (section 2). There are no URL routes: a stack of these.
import type { ApprovalRequest } from '../approvals/approvalRequest'

export const views = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  // Optional feature screens whose contents later issues build; until then they show a
  // clear "coming" state, never a dead end.
  'EmailLogin',
  'UpdateEmail',
  'Socials',
  'Swap',
  'Send',
  'Receive',
  'OnRamp',
  'History',
  'Pay',
] as const
export type View = (typeof views)[number]

/** What a view may carry; serializable, as everything in the store. */
export interface RouteData {
  /** The connector or wallet a Connecting view is about. */
  connectorId?: string
  walletId?: string
  caipNetworkId?: string
  /** ApproveTransaction: what the wallet is being asked, from the request itself. */
  approval?: ApprovalRequest
  /** ApproveTransaction: the preview of that very request, by its id (features/preview). */
  previewId?: string
  /**
   * ApproveTransaction: this request's own id, so the visitor's Stop waiting and the wallet's
   * silence past the bound reach the flow that asked it, never a later one (withApproval).
   */
  attempt?: string
}

export interface RouteEntry {
  view: View
  data?: RouteData
}
