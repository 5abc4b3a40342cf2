// Sign in with the wallet (SIWX, spec sections 3 and 4), as a host plugs it in. Portico writes
// the message, asks the connected wallet to sign it, and keeps the session; each part may be the
// host's own: the nonce or the whole message (a server that issues nonces), and where sessions
// live (a server that verifies them). By default sessions live in Portico's storage and each
// signature is verified before it is kept.
import type { CaipNetworkId } from '../contract/core'

/** Section 3's message fields. */
export interface SiwxMessageData {
  /** The account signing in (its address on the chain, without the CAIP prefix). */
  accountAddress: string
  /** The network (CAIP-2), e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: CaipNetworkId
  /** Who asks: the page's host (`example.com`). */
  domain: string
  /** The page asking. */
  uri: string
  version: '1'
  nonce: string
  statement?: string
  /** ISO 8601. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** What the wallet is asked to sign: the fields and their text (EIP-4361 for eip155, CAIP-122 otherwise). */
export interface SiwxMessage {
  data: SiwxMessageData
  message: string
}

/** A signed-in session (section 3): the message, its signature, and for a WalletConnect one-click sign-in its CACAO. */
export interface SiwxSession extends SiwxMessage {
  signature: string
  cacao?: unknown
}

/** Where sessions live. A server that verifies signatures keeps them itself; Portico's storage by default. */
export interface SiwxSessionStore {
  /** The sessions of an account on a network; none means the visitor signs in. */
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Keeps a new session: a store refuses (throws) one whose signature it does not accept. */
  add(session: SiwxSession): Promise<void>
  /** Signs the account out on that network. */
  revoke(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session (a sign-out everywhere is `set([])`). */
  set(sessions: SiwxSession[]): Promise<void>
}

export interface SiwxConfig {
  /** The visitor must sign in: the sign view cannot be closed, and cancelling disconnects. */
  required?: boolean
  /** The message's statement (Portico's default words when absent). */
  statement?: string
  /** How long a session lasts, in seconds (a day by default). */
  expiresInSeconds?: number
  /**
   * A nonce from the host's server; a random one is made here otherwise. For WalletConnect's
   * one-click sign-in it is asked before the account is known: `accountAddress` is empty.
   */
  getNonce?(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<string>
  /**
   * The whole message, written by the host (its server's). For WalletConnect's one-click
   * sign-in only its fields are used, asked with an empty `accountAddress`: the wallet writes
   * the text for its account.
   */
  createMessage?(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  /** Where sessions live; Portico's storage, each signature verified, by default. */
  sessions?: SiwxSessionStore
}
