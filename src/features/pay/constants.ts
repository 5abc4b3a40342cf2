// What a host asks Pay for, what it gets back, and section 9's card payment chains.
import type { CaipNetworkId } from '../../contract/entities'
import { referenceOf } from '../../contract/caip'
import type { MessageKey } from '../../i18n/en'
import { noAdapterSaid } from '../connection/connectedConnector'

/** A payment a host asks for: who gets how much of what, on which network. */
export interface PayRequest {
  /** The address that receives the payment. */
  recipient: string
  /** In the asset's units, as a decimal string: `'12.5'`. */
  amount: string
  /** An eip155 network (`eip155:8453`). */
  network: CaipNetworkId
  /** `'native'` for the network's coin, else the ERC-20's contract address. */
  asset: 'native' | `0x${string}`
  /** How the asset reads (and its decimals, for the amount). */
  metadata: { name: string; symbol: string; decimals: number }
}

/** How a payment went through: its transaction, and whether the wallet or a card paid. */
export interface PayResult {
  hash: string
  caipNetworkId: CaipNetworkId
  method: 'wallet' | 'card'
}

export type PayErrorCode =
  /** The `pay` feature switch is off. */
  | 'PAY_DISABLED'
  /** The request itself is wrong (the message says what). */
  | 'INVALID_REQUEST'
  /** The visitor declined in the wallet and then gave up. */
  | 'USER_REJECTED'
  /** The visitor closed Pay (or a newer payment replaced this one). */
  | 'CANCELLED'

/** Why a payment's promise rejected: a code to branch on, and words to show. */
export class PayError extends Error {
  override readonly name = 'PayError'
  constructor(
    readonly code: PayErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Section 9: the provider networks a card pays on, by eip155 chain id; any other network's
 * payment by card goes to ethereum (the fallback).
 */
const cardPaymentChains: Record<string, string> = {
  '1': 'ethereum',
  '42161': 'arbitrum',
  '137': 'polygon',
  '80094': 'berachain',
  '43114': 'avalanche-c-chain',
  '10': 'optimism',
  '42220': 'celo',
  '8453': 'base',
}
export const fallbackCardChain = 'ethereum'

/** The provider's network a card payment for this network is bought on. */
export const cardChainOf = (network: CaipNetworkId) => cardPaymentChains[referenceOf(network)] ?? fallbackCardChain

/**
 * Why a payment's promise rejects (PayError's message): English words a host's code reads,
 * never a catalogue key.
 */
export const payErrorMessages = {
  disabled: 'Pay is not enabled: set features.pay to true in the config',
  replaced: 'A newer payment request replaced this one',
  cancelled: 'The payment was cancelled',
  // A decline, then giving up: English's words for Pay's 'pay.declined', written out here, as the
  // first load carries this file and not the catalogue.
  declined: 'You declined the payment in the wallet. Nothing was paid.',
} as const

/**
 * Why an attempt did not go through, as the pay flow keeps it for Pay to show: catalogue keys,
 * said in the visitor's language (usePay's `error` too). The wallet's own words are kept as they
 * are.
 */
export const payMessages = {
  notConnected: 'pay.notConnected',
  notSwitched: 'pay.notSwitched',
  // Section 8's words where the connected wallet's connector is gone.
  noWallet: noAdapterSaid,
  failedOnChain: 'pay.failedOnChain',
  // As Send says a decline: in the visitor's words, not the wallet library's.
  declined: 'pay.declined',
  // The visitor stopped waiting on ApproveTransaction.
  stopped: 'approve.stopped',
  cardFailed: 'pay.cardFailed',
  cardClosed: 'pay.cardClosed',
  noPrice: 'pay.noPrice',
} as const satisfies Record<string, MessageKey>
