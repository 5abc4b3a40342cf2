// The connector interface: the one door between the store's flows and a wallet's live
// objects (EIP-1193 providers, SDK clients). The store holds only ConnectorInfo; flows reach
// the live connector through the registry by id.
import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '../contract'
import type { AccountType } from '../contract/entities'
import type { ConnectorType } from '../config/connectorTypes'
import type { SiwxMessageData, SiwxSession } from '../siwx/types'
import { reportingConnector } from './reportingConnector'

/** A connector as the store knows it: a serializable description (the live object stays in the registry). */
export interface ConnectorInfo {
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  /** Directory id, when the connector matches a directory entry. */
  explorerId?: string
  rdns?: string
  /** A browser wallet present on the page (announced or window.ethereum). */
  installed: boolean
  /** Connects by pairing (a URI shown as a QR code or opened in the wallet's app): its own view starts the attempt. */
  connectsByPairing?: boolean
  /**
   * A login, not a wallet to pick (the embedded wallet): offered by its own methods (email,
   * social, Farcaster), so never listed among the wallets nor kept as a recent one.
   */
  login?: boolean
  /** A merged entry (MULTI_CHAIN): the namespaces it serves, and the connectors it merges, by id. */
  chains?: ChainNamespace[]
  connectors?: string[]
}

/** A session-based connector's session (WalletConnect), as the store and the views see it. */
export interface SessionPeer {
  name: string
  url?: string
  icon?: string
}

export interface WalletConnectSessionState {
  peer: SessionPeer
  /** Per namespace, the chains the session approved. */
  chains: Partial<Record<ChainNamespace, CaipNetworkId[]>>
  /** Seconds since epoch, as the session says. */
  expiry: number
}

export interface NamespaceConnection {
  /** The selected account on the connected network, `namespace:reference:address`. */
  caipAddress: CaipAddress
  /** Every account the wallet exposed, selected first. */
  accounts: string[]
  caipNetworkId: CaipNetworkId
  /**
   * The selected account's type when the wallet says (the embedded wallet: smart account or
   * EOA); otherwise the namespace's kind of account (section 3: payment on bip122, else eoa).
   */
  accountType?: AccountType
}

/**
 * A sign-in asked in the same step as the connection (WalletConnect's one-click sign-in): the
 * message's fields but the account, which the wallet fills in (section 3).
 */
export type SignInRequest = Omit<SiwxMessageData, 'accountAddress' | 'issuedAt'>

export interface ConnectResult extends NamespaceConnection {
  /**
   * What the wallet signed when the connection carried a sign-in request and the wallet took it
   * (one session per network it signed for); absent when it answered the connection alone.
   */
  signedIn?: SiwxSession[]
  /**
   * A session spanning namespaces (WalletConnect): every namespace it connected, the
   * connector's own included. Absent for a one-namespace wallet.
   */
  namespaces?: Partial<Record<ChainNamespace, NamespaceConnection>>
}

export interface ConnectOptions {
  /** The active network. */
  caipNetwork?: CaipNetwork
  /**
   * Every network the app configures: a wallet of another namespace than the active network's
   * starts on its namespace's first (startNetwork).
   */
  networks?: readonly CaipNetwork[]
  /** Reconnect after a reload without a prompt; fails if the wallet would have to ask. */
  silent?: boolean
  /** WalletConnect: called with each pairing URI, the first and any replacement. */
  onUri?: (uri: string) => void
  /**
   * Sign in in the same approval, where the connector's protocol can (WalletConnect's
   * authenticate request); a connector that cannot connects alone.
   */
  signIn?: SignInRequest
}

export type ConnectorEvent =
  /** Without a namespace: the connector's own. With a type when the wallet says which the first account is. */
  | { type: 'accountsChanged'; accounts: string[]; namespace?: ChainNamespace; accountType?: AccountType }
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId }
  /** A session's namespaces changed (WalletConnect session_update): accounts and chains per namespace. */
  | {
      type: 'sessionChanged'
      namespaces: Partial<Record<ChainNamespace, NamespaceConnection & { chains: CaipNetworkId[] }>>
    }
  | { type: 'disconnect' }
  /** The wallet refused a method it never takes (the embedded wallet's section 6 lists): section 8's "Action not allowed". */
  | { type: 'requestRefused'; method: string }

/** An eip155 transaction as wallets take it in eth_sendTransaction. */
export interface Eip155Transaction {
  from: `0x${string}`
  to: `0x${string}`
  value?: `0x${string}`
  data?: `0x${string}`
}

/** One call of an EIP-5792 batch: a transaction without its sender (the batch has one). */
export type Eip155Call = Omit<Eip155Transaction, 'from'>

/** What a wallet can do on one chain beyond one transaction at a time (EIP-5792's capabilities). */
export interface ChainCapabilities {
  /**
   * Batches run all or nothing: 'supported' now, 'ready' once the visitor lets the wallet
   * upgrade the account (an EIP-7702 delegation, asked with the first batch), or not at all.
   */
  atomic: 'supported' | 'ready' | 'unsupported'
  /** ERC-7677: the wallet takes a paymaster service's URL and lets it pay the fee. */
  paymasterService: boolean
  /** ERC-7682: the wallet can bring funds the chain does not show (it may send more than the balance). */
  auxiliaryFunds: boolean
}

/** A wallet that reports nothing can do nothing more than send one transaction at a time. */
export const noCapabilities: ChainCapabilities = {
  atomic: 'unsupported',
  paymasterService: false,
  auxiliaryFunds: false,
}

/** wallet_sendCalls: calls on one network, from one account, for the wallet to run as one request. */
export interface CallsRequest {
  caipNetworkId: CaipNetworkId
  from: `0x${string}`
  calls: Eip155Call[]
  /** All or nothing, or refused: Portico only batches where the wallet said it can. */
  atomicRequired: boolean
  /** EIP-5792 capabilities for the whole batch (ERC-7677's paymasterService). */
  capabilities?: Record<string, unknown>
}

/** Where a batch stands (wallet_getCallsStatus), by EIP-5792's classes of status codes. */
export interface CallsStatus {
  status: 'pending' | 'confirmed' | 'failedOffchain' | 'reverted' | 'partiallyReverted'
  atomic: boolean
  /** The transactions the batch went in, as far as the wallet reports them. */
  receipts: { transactionHash: string; succeeded: boolean }[]
}

/** An eip155 wallet that speaks EIP-5792. */
export interface WalletCalls {
  /** What the wallet can do for the account on the network; nothing, when it does not answer. */
  capabilities(request: { address: string; caipNetworkId: CaipNetworkId }): Promise<ChainCapabilities>
  /** Asks the wallet to send the calls (its user approves once); resolves with the batch's id. */
  send(request: CallsRequest): Promise<string>
  status(request: { id: string; caipNetworkId: CaipNetworkId }): Promise<CallsStatus>
}

/**
 * A Solana transaction for the wallet to sign and send: the wire form (legacy or v0), its
 * signature slots empty, with the account that pays its fee (the wallet's, which signs).
 */
export interface SolanaTransaction {
  serialized: Uint8Array
  feePayer: string
}

/** A transaction for the wallet to send, on a network of the connector's namespace. */
export interface TransactionRequest {
  caipNetworkId: CaipNetworkId
  transaction: Eip155Transaction | SolanaTransaction
}

/**
 * Every wallet operation the store's flows use: they name no JSON-RPC method and test no
 * connector type; each connector answers for its own protocol (EIP-1193, a WalletConnect
 * session) and refuses what it cannot do with a WalletError.
 */
export interface Connector {
  readonly info: ConnectorInfo
  /** Asks the wallet for accounts. */
  connect(options: ConnectOptions): Promise<ConnectResult>
  disconnect(): Promise<void>
  /**
   * Switches the wallet's network, adding it to the wallet first when it does not know it. A
   * network outside what a session approved fails with 'networkNotApproved'.
   */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Asks the wallet to send a transaction (its user approves); resolves with the hash. */
  sendTransaction(request: TransactionRequest): Promise<string>
  /** Asks the wallet to sign a message with the account (its user approves); resolves with the signature. */
  signMessage(request: { caipAddress: CaipAddress; message: string }): Promise<string>
  /** The network fee of a transaction, read from the wallet's own node (no approval). */
  estimateFee(request: TransactionRequest): Promise<bigint>
  /**
   * The wallet's own report of its assets on a network, as it answered, or undefined when it
   * has none to give or may not be asked (a wallet on another device would prompt its user).
   */
  walletAssets(request: { address: string; caipNetworkId: CaipNetworkId }): Promise<unknown>
  /** The live provider (EIP-1193 for eip155), for the host's own calls; per namespace for a session spanning several. */
  getProvider(namespace?: ChainNamespace): unknown
  subscribe(listener: (event: ConnectorEvent) => void): () => void
  /**
   * Section 4: cancels the open requests waiting for the visitor's approval (a wallet whose
   * approval shows in the modal: the embedded wallet's frame), and tells the wallet.
   */
  abortRequests?(): void
  /** A session-based connector (WalletConnect): the live session described for the store. */
  sessionInfo?(): WalletConnectSessionState | undefined
  /** An embedded wallet (the auth connector): the visitor signs in by email before connect(). */
  emailLogin?: EmailLogin
  /** An embedded wallet: the visitor signs in with a social provider, in a popup, before connect(). */
  socialLogin?: SocialLogin
  /** An embedded wallet: the visitor signs in with Farcaster (a URI shown as a QR code) before connect(). */
  farcasterLogin?: FarcasterLogin
  /** An embedded wallet signed in by email: the visitor moves the account to another email. */
  emailUpdate?: EmailUpdate
  /** Starts the wallet afresh, dropping a login left half-way (the embedded wallet's frame). */
  reload?(): Promise<void>
  /** A wallet whose account can be of several types (the embedded wallet: smart account or EOA). */
  accountTypes?: AccountTypes
  /** An eip155 wallet that may run calls as one batch (EIP-5792); asking one without it is sending one by one. */
  calls?: WalletCalls
  /** A wallet that grants permissions to other signers (ERC-7715 smart sessions: the embedded wallet's smart account). */
  permissions?: WalletPermissions
}

/** `{ type, data }`: an ERC-7715 signer, permission or policy. */
export interface PermissionTypeData {
  type: string
  data: unknown
}

/** ERC-7715's request: a signer (keys, typically) may act for the account within `permissions`, until `expiry`. */
export interface GrantPermissionsRequest {
  /** Hex, as EIP-1193 chain ids are. */
  chainId: `0x${string}`
  /** The account granting; the connected one when absent. */
  address?: `0x${string}`
  /** Seconds since the epoch. */
  expiry: number
  signer: PermissionTypeData
  permissions: PermissionTypeData[]
  policies: PermissionTypeData[]
}

/** What the wallet granted: the request as it took it, and the context the signer presents when it acts. */
export interface GrantPermissionsResponse extends GrantPermissionsRequest {
  context: `0x${string}`
}

export interface WalletPermissions {
  /** Asks the wallet (its user approves) to grant the permissions. */
  grant(request: GrantPermissionsRequest): Promise<GrantPermissionsResponse>
  /** Asks the wallet (its user approves) to revoke a granted permission; resolves with its signature of the revocation. */
  revoke(request: {
    pci: string
    address: `0x${string}`
    expiry: number
    permissions: PermissionTypeData[]
  }): Promise<string>
}

/** Who is signed in to an embedded wallet and which account types it offers on its network. */
export interface SignedInAccount {
  email?: string
  userName?: string
  /** The account in use's type; `available` lists every type on this network, that one first. */
  current: AccountType
  available: AccountType[]
}

export interface AccountTypes {
  describe(): Promise<SignedInAccount>
  /** Makes `type` the account in use; the connector says so with an accountsChanged event. */
  set(type: AccountType): Promise<void>
}

/** The Farcaster login's steps: a URI the visitor opens in Farcaster, then the wait for their approval. */
export interface FarcasterLogin {
  uri(): Promise<string>
  /** Resolves once the visitor approved in Farcaster: signed in. */
  signIn(): Promise<void>
}

/** A popup window opened on the visitor's click (blockers allow only those). */
export interface LoginPopup {
  readonly window: unknown
  navigate(url: string): void
  readonly closed: boolean
  close(): void
}

/** The social login's steps, whoever runs them (the embedded wallet's frame). */
export interface SocialLogin {
  /**
   * Sends `popup` to the provider's sign-in and resolves once the visitor is signed in; `onWaiting`
   * is called once the provider's page is on its way. Declined or closed: a 'userRejected' error.
   */
  signIn(provider: string, popup: LoginPopup, onWaiting?: () => void): Promise<void>
  /**
   * The same sign-in finished where popups are blocked: the page went to the provider in its own
   * tab and came back with `resultUri` (what the popup would have posted). Signed in when it resolves.
   */
  complete?(resultUri: string): Promise<void>
}

/** Section 4: connect email answers what comes next. */
export type EmailLoginStep = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** The email login's steps, whoever runs them (the embedded wallet's frame). */
export interface EmailLogin {
  /** Sends the email; refused within the 30 s cooldown ("Please try again after N seconds"). */
  start(email: string): Promise<EmailLoginStep>
  /** Resolves once the visitor approved this device from the inbox; a code follows. */
  confirmDevice(): Promise<void>
  /** The one-time code from the inbox: the visitor is signed in when it resolves. */
  confirmCode(code: string): Promise<void>
}

/** Section 4: the email update asks for the code sent to the address in use, then the one sent to the new address. */
export type EmailUpdateStep = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** The email update's steps, whoever runs them (the embedded wallet's frame). */
export interface EmailUpdate {
  /** Asks to move the account to `email`; a code goes to the address in use first (to the new one when the account has none). */
  start(email: string): Promise<EmailUpdateStep>
  /** The code sent to the address in use: a code to the new address follows. */
  confirmCurrent(code: string): Promise<void>
  /** The code sent to the new address: the account uses it from now on (resolves with it). */
  confirmNew(code: string): Promise<string>
}

export interface ConnectorRegistry {
  add(connector: Connector): void
  get(id: string): Connector | undefined
  list(): Connector[]
  /** Called with each connector added, now and later (discovery is ongoing). */
  onAdded(listener: (connector: Connector) => void): () => void
  /** Told each failure of a connector's operation (section 8's wrapper), and where it came out; one at a time. */
  onError(listener: (error: unknown, where: string) => void): void
}

export function createConnectorRegistry(): ConnectorRegistry {
  const connectors = new Map<string, Connector>()
  const listeners = new Set<(connector: Connector) => void>()
  let report = (_error: unknown, _where: string) => {}
  return {
    add(connector) {
      // What the registry holds reports its failures: every caller reaches wallets through it.
      const held = reportingConnector(connector, (error, where) => report(error, where))
      connectors.set(connector.info.id, held)
      for (const listener of listeners) listener(held)
    },
    get: (id) => connectors.get(id),
    list: () => [...connectors.values()],
    onAdded(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    onError(listener) {
      report = listener
    },
  }
}
