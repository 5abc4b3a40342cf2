// What the wallet is being asked, as ApproveTransaction (section 2) shows it: written by the flow
// that asks, from the very request it hands the wallet, and carried on the view's route entry
// (section 2: a view is shown "with its data"). The view reads nothing else, so no other
// feature's state (an earlier Send's form, say) can stand in for the request on screen.
import type { CaipNetworkId } from '../../contract/entities'
import type { PermissionTypeData } from '../../connectors/types'

/**
 * Who an address belongs to, where Portico knows because it asked a service for the transaction
 * (never guessed from the address): the view names it beside the address.
 */
export type CounterpartyRole = 'swapService'

/** An amount as the request carries it: base units, with how to read them. */
export interface ApprovalAmount {
  /** Base units, as a decimal string (the store holds no bigint). */
  value: string
  decimals: number
  symbol: string
}

interface OnNetwork {
  caipNetworkId: CaipNetworkId
  /** The app's paymaster pays the network fee (ERC-7677): the visitor pays none. */
  feePaidByApp?: true
}

/** Coins or tokens leave the account for an address: a Send, or a host's payment (Pay). */
export interface TransferApproval extends OnNetwork {
  kind: 'send' | 'payment'
  amount: ApprovalAmount
  to: string
  /** The name the visitor typed for `to`, when it resolved to it. */
  toName?: string
  /** The network fee estimated for this very transfer, in the native currency. */
  fee?: ApprovalAmount
}

/** An ERC-20 approval: `spender` may move up to `amount` of the token (`unlimited`: the maximum). */
export interface TokenApproval extends OnNetwork {
  kind: 'tokenApproval'
  token: string
  symbol: string
  spender: string
  /** Who the spender is, where Portico asked for the approval: the swap service named it. */
  spenderRole?: CounterpartyRole
  amount: ApprovalAmount | 'unlimited'
}

/** A swap: `pay` leaves the account, at least the quoted `receive` comes back. */
export interface SwapApproval extends OnNetwork {
  kind: 'swap'
  pay: ApprovalAmount
  receive: ApprovalAmount
  /** The contract the transaction goes to. */
  contract: string
  /** Whose contract it is: the swap service built the transaction for it. */
  contractRole?: CounterpartyRole
}

/** The account signs the registration of an account name (section 4). */
export interface NameRegistrationApproval extends OnNetwork {
  kind: 'nameRegistration'
  name: string
  account: string
}

/** The account grants a smart session (ERC-7715): a signer may act within these permissions until `expiry`. */
export interface SmartSessionApproval extends OnNetwork {
  kind: 'smartSession'
  /** Seconds since the epoch. */
  expiry: number
  signer: string
  permissions: PermissionTypeData[]
}

/** A contract call no rule above reads: where it goes, what it carries, the function it calls. */
export interface CallApproval extends OnNetwork {
  kind: 'call'
  to: string
  value?: ApprovalAmount
  /** The call's 4-byte function selector, when it carries data. */
  selector?: `0x${string}`
}

/** One request the wallet may be asked alone, or as one of a batch's calls. */
export type SingleApproval =
  TransferApproval | TokenApproval | SwapApproval | NameRegistrationApproval | SmartSessionApproval | CallApproval

/**
 * Several calls in one request (EIP-5792's wallet_sendCalls), all or nothing: each described from
 * the call itself, in the order the wallet runs them.
 */
export interface BatchApproval extends OnNetwork {
  kind: 'batch'
  calls: SingleApproval[]
}

export type ApprovalRequest = SingleApproval | BatchApproval
