// What a request will do, as the chain says before the visitor signs (README "Before you sign"):
// the request exactly as the wallet is asked it, simulated on the network's own node
// (eth_simulateV1 with traceTransfers), and what that simulation moved for the account. Not in
// the spec, which shows the request's fields alone (section 5); it sits beside them on
// ApproveTransaction.
import type { CaipNetworkId } from '../../contract/entities'

/** One call as the wallet is asked it: where it goes, the coin it carries, its calldata. */
export interface PreviewCall {
  to: string
  value?: `0x${string}`
  data?: `0x${string}`
}

/** The very request the wallet is asked (one transaction, or a batch's calls in order), from the account. */
export interface PreviewRequest {
  caipNetworkId: CaipNetworkId
  from: string
  calls: PreviewCall[]
}

/** The network's coin, or an ERC-20 token by its contract. */
export type AssetId = 'native' | `0x${string}`

/** How much of an asset the account gains (positive) or loses (negative) by the request, the network fee aside. */
export interface BalanceChange {
  asset: AssetId
  symbol: string
  decimals: number
  /** Signed base units, as a decimal string (the store holds no bigint). */
  delta: string
  /** What the amount is worth, in the visitor's currency, where the Blockchain API prices it. */
  value?: number
}

/** An allowance the request leaves the account's token with: `spender` may move `amount` of it. */
export interface AllowanceChange {
  token: `0x${string}`
  symbol: string
  decimals: number
  spender: string
  /** Base units, as a decimal string. */
  amount: string
  /** So large no balance reaches it (the maximum, or past half of it): any amount, at any time. */
  unlimited: boolean
  /** Every item of a collection (ERC-721's ApprovalForAll): `amount` is then the maximum. */
  collection?: true
}

/** Something the visitor can act on before signing; words in the catalogue (preview.warning.*). */
export type PreviewWarning =
  | { kind: 'willFail'; reason?: string }
  | { kind: 'unlimitedApproval'; symbol: string; spender: string }
  | { kind: 'newAddress'; address: string; role: 'recipient' | 'spender' }
  | { kind: 'onlySends' }
  | { kind: 'unexpectedApproval' }
  | { kind: 'unexpectedOutflow' }

/** Why there is no preview: the node cannot simulate, it did not answer in time, or it failed. */
export type PreviewUnavailable = 'notSupported' | 'timedOut' | 'failed'

export type Preview =
  | { status: 'loading' }
  | {
      status: 'ready'
      changes: BalanceChange[]
      allowances: AllowanceChange[]
      /** The coin the calls carry, in base units (a decimal string). */
      nativeSent: string
      /** The request would revert: the contract's reason where it gave one. */
      fails?: { reason?: string }
      warnings: PreviewWarning[]
    }
  | { status: 'unavailable'; reason: PreviewUnavailable }
