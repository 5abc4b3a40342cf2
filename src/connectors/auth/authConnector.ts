// The embedded wallet's connector (type AUTH): the wallet lives in the frame, reached through the
// frame client, which is loaded and created only when asked for (the frame chunk stays out of
// the first load). The visitor signs in first (email login here; social and Farcaster follow),
// then connect() reads the signed-in user. Wallet operations go through an EIP-1193 provider
// over the frame, so the eip155 requests every connector shares apply unchanged; where the host
// configured a Solana network, the same sign-in connects a Solana account too, with a Solana
// provider over the frame (frameSolanaProvider.ts).
import { accountOf, namespaceOf } from '../../contract/caip'
import type { CaipNetworkId } from '../../contract/core'
import { FrameRequestError, type FrameClient } from '../../frame/frameClient'
import { chainIdNumber, userAddressOf, type FrameRequest } from '../../frame/protocol'
import {
  askProvider,
  estimateEip155Fee,
  sendEip155Transaction,
  signEip155Message,
  walletCallsOver,
} from '../eip155Requests'
import { eip155NetworkId } from '../eip1193Provider'
import * as eip5792 from '../eip5792'
import type {
  AccountTypes,
  Connector,
  ConnectorEvent,
  ConnectorInfo,
  EmailLogin,
  NamespaceConnection,
  EmailUpdate,
  FarcasterLogin,
  SocialLogin,
  GrantPermissionsResponse,
  WalletPermissions,
} from '../types'
import type { AccountType } from '../../contract/entities'
import { toWalletError, WalletError } from '../walletErrors'
import { createFrameProvider } from './frameProvider'
import { createFrameSolanaProvider } from './frameSolanaProvider'
import { base58Encode } from '../solana/encodings'
import type { HttpRpcTransport } from '../../rpc/httpRpcTransport'
import { disconnectWaitMs, emailLoginCooldownMs } from './limits'
import { socialResult, type SocialResultHost } from './socialResult'
import { socialLoginErrors } from './popup'

/**
 * Section 7's login cache, kept in the app's storage: what lets the next visit find the session
 * (and the cooldown) again. Cleared first when the visitor signs out or the frame lost the session.
 */
export interface LoginCache {
  /** When the last email login was sent: the 30 s cooldown outlives a reload. */
  lastEmailLoginAt(): Promise<number | undefined>
  emailLoginSent(at: number): void
  signedIn(user: { email?: string | null; userName?: string | null }): void
  /** The name a social or Farcaster login gave (the frame's user has none: connect social and Farcaster answer it). */
  userName(): Promise<string | undefined>
  chainUsed(chainId: number): void
  /** The account type the visitor chose last (section 6's default when none). */
  preferredAccountType(): Promise<AccountType | undefined>
  /** Resolves once the choice is stored: the next visit must find it. */
  accountTypeChosen(type: AccountType): Promise<void>
  clear(): void
}

export interface AuthConnectorOptions {
  /** The frame client, created on first use. */
  frame: () => Promise<FrameClient>
  /**
   * The app's data and theme, told to the frame before its first request (section 3's syncs):
   * the frame is initialized once it has them (section 4).
   */
  sync?: { dappData: FrameRequest<'syncDappData'>; theme: FrameRequest<'syncTheme'> }
  /** The chain the wallet starts on (the last used one, or the default network's). */
  chainId: number
  /** A network's RPC URL (the host's network list), sent with each request as the client does. */
  rpcUrl?: (caipNetworkId: CaipNetworkId) => string | undefined
  /** A Solana network the host configured: the sign-in connects the user's Solana account there too. */
  solanaChainId?: CaipNetworkId
  /** The Blockchain API's JSON-RPC for a chain, over section 9's transport: where the safe reads go. */
  node?: (chainId: number) => HttpRpcTransport
  /** Where a social login's popup is heard from: the page's window by default (a test brings its own). */
  popupHost?: SocialResultHost
  cache?: LoginCache
  now?: () => number
  setTimeout?: (run: () => void, ms: number) => unknown
}

export const authConnectorInfo: ConnectorInfo = {
  id: 'auth',
  type: 'AUTH',
  name: 'Email',
  chain: 'eip155',
  installed: false,
  login: true,
}

/**
 * A frame call's failure as a WalletError; one that one of section 8's timeouts ended keeps it as
 * its cause (`iframe_load_failed`, `iframe_request_timeout`), for a login to say why in the
 * alert's words rather than the aborted request's "Something went wrong".
 */
function frameFailure(error: unknown): WalletError {
  if (error instanceof FrameRequestError && error.timeout)
    return new WalletError(
      error.timeout === 'iframe_load_failed' ? 'frameLoadFailed' : 'unknown',
      error.message,
      undefined,
      { cause: error },
    )
  return toWalletError(error)
}

export function createAuthConnector(options: AuthConnectorOptions): Connector & {
  emailLogin: EmailLogin
  socialLogin: SocialLogin
  farcasterLogin: FarcasterLogin
  emailUpdate: EmailUpdate
} {
  const now = options.now ?? Date.now
  const later = options.setTimeout ?? ((run, ms) => setTimeout(run, ms))
  let chainId = options.chainId
  let address: string | undefined
  let solanaChainId = options.solanaChainId
  let solanaAddress: string | undefined
  let lastEmailLoginAt: number | undefined
  /** The social or Farcaster name the visitor signed in as (from the login's answer, or the cache after a reload). */
  let userName: string | undefined
  /**
   * The visitor's choice of account type (stored; none: section 6's default, sent as such), asked
   * for in every getUser. Not what the frame answers: a network without smart accounts answers the EOA, and
   * the choice still stands on the next network that has them.
   */
  let preferredType: Exclude<AccountType, 'payment'> | undefined
  const cache = options.cache
  /** Section 6: the visitor's choice, else eip155's default, the smart account (the frame answers the EOA where there is none). */
  const preferred = () => ({ preferredAccountType: preferredType ?? 'smartAccount' })
  /** A chain as the frame's requests carry it, with its RPC URL when the host's network names one. */
  const rpcUrlOf = (id: number | CaipNetworkId) => options.rpcUrl?.(typeof id === 'number' ? eip155NetworkId(id) : id)
  const onChain = (id: number | CaipNetworkId) => {
    const rpcUrl = rpcUrlOf(id)
    return { chainId: id, ...(rpcUrl && { rpcUrl }) }
  }
  const loggedIn = (user: { email?: string | null; userName?: string | null }) => {
    if (user.userName) userName = user.userName
    cache?.signedIn(user)
  }
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => listeners.forEach((listener) => listener(event))
  /**
   * The frame, initialized: the app's data and theme synced first, once. The two syncs go out
   * together, as one wait bounded by section 8's 30 s, as the login request behind them is (the
   * frame client's `iframe_request_timeout`): the setup ends at most 30 s after the frame is ready
   * (itself at most 20 s), whatever it answers. A setup that failed is not kept: Try again starts
   * a clean one.
   */
  let initialized: Promise<FrameClient> | undefined
  const frame = () =>
    (initialized ??= options
      .frame()
      .then(async (client) => {
        if (options.sync) {
          await Promise.all([
            client.request('syncDappData', options.sync.dappData),
            client.request('syncTheme', options.sync.theme),
          ])
        }
        client.initialized()
        return client
      })
      .catch((error: unknown) => {
        // Not kept: the next request loads and sets up again (the frame may answer on a second try).
        initialized = undefined
        throw error
      }))
  const provider = createFrameProvider({
    client: frame,
    chainId: () => chainId,
    rpcUrl: () => rpcUrlOf(chainId),
    onRefused: (method) => emit({ type: 'requestRefused', method }),
    address: () => address,
    node: options.node,
  })
  const ask = askProvider(provider)
  const solanaProvider = createFrameSolanaProvider({
    client: frame,
    chainId: () => solanaChainId ?? '',
    rpcUrl: () => (solanaChainId ? rpcUrlOf(solanaChainId) : undefined),
    onRefused: (method) => emit({ type: 'requestRefused', method }),
    address: () => solanaAddress,
  })
  const frameCall = async <T>(run: (client: FrameClient) => Promise<T>): Promise<T> => {
    try {
      return await run(await frame())
    } catch (error) {
      throw frameFailure(error)
    }
  }

  /** Section 8's words for an email inside section 9's cooldown. */
  const refuseInCooldown = (at: number) => {
    const wait = lastEmailLoginAt === undefined ? 0 : emailLoginCooldownMs - (at - lastEmailLoginAt)
    if (wait > 0) throw new WalletError('unknown', `Please try again after ${Math.ceil(wait / 1000)} seconds`)
  }

  const emailLogin: EmailLogin = {
    async start(email) {
      const last = lastEmailLoginAt ?? (await cache?.lastEmailLoginAt())
      const at = now()
      // Section 9: the cooldown is 30 s, whatever storage (or a clock put back) says. A time
      // ahead of the clock counts as now, and is kept (and stored) as such: the visitor waits
      // 30 s at most, once, and an email sent just before the clock was put back still gets its
      // cooldown (discarding the time would let a second email go at once).
      if (last !== undefined) {
        lastEmailLoginAt = Math.min(last, at)
        if (last > at) cache?.emailLoginSent(at)
      }
      refuseInCooldown(at)
      const { action } = await frameCall((client) => {
        // The cooldown counts from the email sent, once the frame is loaded and set up: a try
        // that ended before (section 8's load or setup timeout) sent none, and Try again goes at
        // once. Asked again here: another start may have sent one while this one waited.
        const sentAt = now()
        refuseInCooldown(sentAt)
        lastEmailLoginAt = sentAt
        cache?.emailLoginSent(sentAt)
        return client.request('connectEmail', { email })
      })
      return action
    },
    confirmDevice: () => frameCall((client) => client.request('connectDevice', undefined)),
    confirmCode: (code) => frameCall((client) => client.request('connectOtp', { otp: code })),
  }

  const emailUpdate: EmailUpdate = {
    start: async (email) => (await frameCall((client) => client.request('updateEmail', { email }))).action,
    confirmCurrent: (code) => frameCall((client) => client.request('updateEmailPrimaryOtp', { otp: code })),
    async confirmNew(code) {
      const { newEmail } = await frameCall((client) => client.request('updateEmailSecondaryOtp', { otp: code }))
      // Section 4: the new email is stored.
      cache?.signedIn({ email: newEmail })
      return newEmail
    },
  }

  const socialLogin: SocialLogin = {
    async signIn(provider, popup, onWaiting) {
      try {
        await frameCall(async (client) => {
          const { uri } = await client.request('getSocialRedirectUri', { provider: provider as never })
          popup.navigate(uri)
          onWaiting?.()
          // The provider's page comes back to the frame's origin and says how it ended.
          const resultUri = await socialResult(popup, client.origin, options.popupHost)
          loggedIn(await client.request('connectSocial', { uri: resultUri, ...onChain(chainId), ...preferred() }))
        })
      } finally {
        if (!popup.closed) popup.close()
      }
    },
    async complete(resultUri) {
      // The provider's way back said no (RFC 6749 4.1.2.1), as socialResult reads it from a popup.
      if (new URL(resultUri).searchParams.get('error') === 'access_denied')
        throw new WalletError('userRejected', socialLoginErrors.declined)
      await frameCall(async (client) => {
        loggedIn(await client.request('connectSocial', { uri: resultUri, ...onChain(chainId), ...preferred() }))
      })
    },
  }

  const farcasterLogin: FarcasterLogin = {
    uri: async () => (await frameCall((client) => client.request('getFarcasterUri', undefined))).url,
    // The answer is the name only: connect reads the user after it (get user).
    signIn: async () => loggedIn(await frameCall((client) => client.request('connectFarcaster', undefined))),
  }

  const accountTypes: AccountTypes = {
    async describe() {
      const [user, { smartAccountEnabledNetworks }] = await frameCall(async (client) =>
        Promise.all([
          client.request('getUser', { ...onChain(chainId), ...preferred() }),
          client.request('getSmartAccountEnabledNetworks', undefined),
        ]),
      )
      userName ??= await cache?.userName()
      const current = user.preferredAccountType ?? 'eoa'
      const other: AccountType = current === 'smartAccount' ? 'eoa' : 'smartAccount'
      return {
        ...(user.email && { email: user.email }),
        ...(userName && { userName }),
        current,
        available: smartAccountEnabledNetworks.includes(chainId) ? [current, other] : [current],
      }
    },
    async set(type) {
      const { address: next } = await frameCall((client) => client.request('setPreferredAccount', { type }))
      // Stored before the account visibly changes: a reload right after finds the choice.
      await cache?.accountTypeChosen(type)
      preferredType = type === 'payment' ? undefined : type
      address = next
      emit({ type: 'accountsChanged', accounts: [next], accountType: type })
    },
  }

  // Section 6's unsafe methods, approved inside the frame; the frame's smart account answers them.
  const permissions: WalletPermissions = {
    grant: async (request) =>
      (await provider.request({ method: 'wallet_grantPermissions', params: [request] })) as GrantPermissionsResponse,
    revoke: async (request) =>
      String(await provider.request({ method: 'wallet_revokePermissions', params: [request] })),
  }

  return {
    info: authConnectorInfo,
    accountTypes,
    permissions,
    emailLogin,
    socialLogin,
    farcasterLogin,
    emailUpdate,
    reload: () => frameCall((client) => client.request('reload', undefined)),
    // Only a frame that is there has requests to abort: none is loaded for it.
    abortRequests: () =>
      void initialized?.then(
        (client) => client.abortUnsafeRequests(),
        () => undefined,
      ),
    async connect({ caipNetwork, silent }) {
      if (caipNetwork?.chainNamespace === 'solana') solanaChainId = caipNetwork.caipNetworkId
      const wanted = caipNetwork?.chainNamespace === 'eip155' ? Number(caipNetwork.id) : chainId
      const [user, solanaUser] = await frameCall(async (client) => {
        // After a reload: only a session the frame still holds connects, without a prompt.
        // Section 4: not connected any more, so the stored login is of no use.
        if (silent && !(await client.request('isConnected', undefined)).isConnected) {
          cache?.clear()
          throw new WalletError('unauthorized', 'The embedded wallet has no session')
        }
        const stored = await cache?.preferredAccountType()
        preferredType = stored === 'payment' ? undefined : stored
        const evm = await client.request('getUser', { ...onChain(wanted), ...preferred() })
        // The same user on the host's Solana network: their Solana account (section 6: an EOA).
        const sol = solanaChainId
          ? await client.request('getUser', { ...onChain(solanaChainId), preferredAccountType: 'eoa' })
          : undefined
        return [evm, sol] as const
      })
      // Each answer's address must be of its namespace: a frame mixing them is not taken on trust.
      if (
        !userAddressOf.eip155.safeParse(user.address).success ||
        (solanaUser && !userAddressOf.solana.safeParse(solanaUser.address).success)
      )
        throw new WalletError('unknown', 'An error occurred')
      chainId = chainIdNumber(user.chainId)
      address = user.address
      loggedIn(user)
      cache?.chainUsed(chainId)
      const caipNetworkId = eip155NetworkId(chainId)
      const eip155: NamespaceConnection = {
        caipAddress: `${caipNetworkId}:${user.address}`,
        accounts: [user.address],
        caipNetworkId,
        // The frame's account in use: its smart account, or its EOA.
        ...(user.preferredAccountType && { accountType: user.preferredAccountType }),
      }
      if (!solanaUser || !solanaChainId) return eip155
      solanaAddress = solanaUser.address
      const solana: NamespaceConnection = {
        caipAddress: `${solanaChainId}:${solanaUser.address}`,
        accounts: [solanaUser.address],
        caipNetworkId: solanaChainId,
      }
      return { ...eip155, namespaces: { eip155, solana } }
    },
    async disconnect() {
      address = undefined
      userName = undefined
      solanaAddress = undefined
      // Section 4: the login cache goes first, then sign-out is sent and waited for at most 3 s.
      cache?.clear()
      const signOut = frameCall((client) => client.request('signOut', undefined)).catch(() => undefined)
      await Promise.race([signOut, new Promise<void>((resolve) => later(resolve, disconnectWaitMs))])
    },
    async switchNetwork(network) {
      if (network.chainNamespace === 'solana') {
        await frameCall((client) => client.request('switchNetwork', onChain(network.caipNetworkId)))
        solanaChainId = network.caipNetworkId
        return emit({ type: 'chainChanged', caipNetworkId: network.caipNetworkId })
      }
      await frameCall((client) => client.request('switchNetwork', onChain(Number(network.id))))
      chainId = Number(network.id)
      cache?.chainUsed(chainId)
      emit({ type: 'chainChanged', caipNetworkId: eip155NetworkId(chainId) })
      // The account may differ on the new network (a smart account only where it is offered,
      // section 6): the frame's user there, said as any wallet's account change.
      const user = await frameCall((client) => client.request('getUser', { ...onChain(chainId), ...preferred() }))
      if (user.address !== address && userAddressOf.eip155.safeParse(user.address).success) {
        address = user.address
        emit({ type: 'accountsChanged', accounts: [user.address], accountType: user.preferredAccountType })
      }
    },
    // A Solana transaction is signed and sent by the frame's Solana account.
    sendTransaction: async ({ transaction }) =>
      'serialized' in transaction
        ? solanaProvider.signAndSendTransaction(transaction.serialized)
        : sendEip155Transaction(ask, transaction),
    async signMessage({ caipAddress, message }) {
      // A Solana signature is given base58, as Solana's RPC gives it.
      if (namespaceOf(caipAddress) === 'solana')
        return base58Encode(await solanaProvider.signMessage(new TextEncoder().encode(message)))
      return signEip155Message(ask, message, accountOf(caipAddress))
    },
    estimateFee: ({ transaction }) => estimateEip155Fee(ask, transaction),
    // The embedded wallet gives no report of its assets: the Blockchain API's balance call answers.
    walletAssets: async () => undefined,
    // EIP-5792 through the frame (section 6's unsafe wallet_sendCalls is approved there): its
    // smart account runs a batch; its EOA has no capabilities and refuses.
    calls: walletCallsOver(async (caipId, what, run) => {
      if (namespaceOf(caipId) !== 'eip155')
        throw new WalletError('unsupportedMethod', `The embedded wallet cannot ${what} on ${caipId}`, 4200)
      try {
        // Capabilities are asked for the account alone, as the secure site's public client asks
        // (its schema takes no list of chains): the answer names the frame's chain.
        return await run(eip5792, (method, params) =>
          ask(method, method === 'wallet_getCapabilities' ? params.slice(0, 1) : params),
        )
      } catch (error) {
        throw toWalletError(error)
      }
    }),
    getProvider: (namespace) => (namespace === 'solana' ? solanaProvider : provider),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
