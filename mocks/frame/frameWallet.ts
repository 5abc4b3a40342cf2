// The fake frame's wallet: what the real embedded wallet does behind its frame, offline. It
// answers the protocol's events (src/frame/protocol.ts) with real keys: each user's key (an
// email, or a social provider's account) is derived from the frame origin's own secret, so it
// never leaves the frame, and requests are signed and sent by a demo wallet on that key (viem
// local account, transactions to the node). Email, social and Farcaster logins, the session, the
// chain, RPC and, where `smartAccounts` names the chain, a smart account (frameSmartAccount.ts)
// and the email update are served. Each user has a Solana key too (derived from the same key):
// on a solana chain the user is that account, and it signs messages and transactions after
// the same approval; sending on Solana needs a Solana node, which the fake frame has not.
import { projectRefusal, serviceRefusals, tokenStarted } from './serviceChecks'
import { concat, keccak256, stringToHex, type Hex } from 'viem'
import {
  appEventOf,
  chainIdNumber,
  frameEvents,
  type AppMessage,
  type FrameEventName,
  type FrameSignalName,
  type FrameRequest,
  type FrameSuccess,
  type FrameUser,
} from '../../src/frame/protocol'
import { rpcRequestProblem } from '../../src/frame/rpcMethods'
import { createDemoWallet, type ApprovalMode, type DemoWallet } from '../wallets/demoWallet'
import {
  answerSolanaSignAllTransactions,
  answerSolanaSignMessage,
  answerSolanaSignTransaction,
  solanaAccountFrom,
  solanaMainnet,
  type SolanaAccount,
} from '../wallets/solanaAccount'
import type { FakeAuth } from './fakeAuth'
import { createFrameSmartAccount, fund, type Faucet, type FrameSmartAccount } from './frameSmartAccount'
import { createPublicClient, http, type Address } from 'viem'

export interface FrameWalletOptions {
  auth: FakeAuth
  /** The frame origin's own secret: every user's key is derived from it and the user's identity. */
  secret: Hex
  /** The fake social provider's consent page, on the frame's origin: where a social login goes. */
  socialPageUrl: string
  /** The fake Farcaster approval page (on the frame's origin): what the Farcaster URI opens. */
  farcasterPageUrl: string
  /** The app the frame serves: the consent page sends the outcome there. */
  appOrigin: string
  /** The node transactions go to, and its chain. */
  rpcUrl: string
  chainId?: number
  /**
   * The chains where the user gets a smart account (the local chain, where its factory is),
   * whether the fake backend funds new accounts there (ETH for gas and demo tokens, or demo
   * tokens only: frameSmartAccount.ts's Faucet), and the ERC-4337 bundler there, with which the
   * account takes sponsored gas (ERC-7677's paymasterService).
   */
  smartAccounts?: { networks: number[]; faucet?: Faucet; bundlerUrl?: string }
  /** How the approval UI inside the frame answers requests that need the visitor. */
  mode?: ApprovalMode
  /** Tells the app a new session token (the frame's session update notice). */
  onSession?(token: string): void
  /**
   * Where the signed-in session is kept: the frame origin's storage in the demo, so a reload
   * of the app finds the visitor signed in, as a real embedded wallet does. Memory by default.
   */
  session?: SessionStore
  /** The project the app named (the frame URL's `projectId`): checked with the page's origin (serviceChecks.ts). */
  projectId?: string
  /** The visitor's clock, which a session token's start is checked against; the page's own by default. */
  now?: () => number
}

export interface KeptSession {
  token: string
  /** The email, or the social identity (`provider:account`). */
  identity: string
  userName?: string
}

export interface SessionStore {
  load(): KeptSession | undefined
  save(session: KeptSession | undefined): void
}

type FrameRequestOf<E extends FrameEventName> = NonNullable<FrameRequest<E>>

export type FrameAnswer = { ok: true; payload: unknown } | { ok: false; message: string }

/** The key of a user's account in this frame: keccak(secret ‖ identity), the email or `provider:account`. */
export const userKey = (secret: Hex, identity: string) =>
  keccak256(concat([secret, stringToHex(identity.trim().toLowerCase())]))

/**
 * A chain id the protocol carries that names a Solana network: CAIP-2 (`solana:…`), or a bare
 * reference that is no number (the client's `getRpcUrl` reads them so).
 */
const isSolanaChain = (id: string | number) =>
  String(id).startsWith('solana:') || (!String(id).includes(':') && !Number.isInteger(Number(id)))

/** What the user's Solana account answers, once they approved. */
const solanaAnswers: Record<string, (account: SolanaAccount, params: unknown) => unknown> = {
  solana_signMessage: answerSolanaSignMessage,
  solana_signTransaction: answerSolanaSignTransaction,
  solana_signAllTransactions: answerSolanaSignAllTransactions,
}

export function createFrameWallet(options: FrameWalletOptions) {
  let chainId = options.chainId ?? 31337
  /** The Solana network the user is on there (each namespace keeps its own). */
  let solanaChainId = solanaMainnet
  let solana: SolanaAccount | undefined
  let pendingEmail: string | undefined
  let farcasterChannel: string | undefined
  let token: string | undefined
  let wallet: DemoWallet | undefined
  let identity: string | undefined
  let userName: string | undefined
  let smartAccount: FrameSmartAccount | undefined
  /** Who follows the signed-in wallet's pending approvals (the frame's approval screen). */
  const approvalWatchers = new Set<() => void>()
  let stopWatchingApprovals: (() => void) | undefined
  /** Section 6's default for eip155 is the smart account, where the chain has one. */
  let preferred: 'eoa' | 'smartAccount' = 'smartAccount'
  const smartAccountHere = () => !!smartAccount && !!options.smartAccounts?.networks.includes(chainId)
  const usesSmartAccount = () => preferred === 'smartAccount' && smartAccountHere()
  /** Whether the node has the smart account's code (its first user operation may deploy it). */
  let smartAccountDeployed = false
  /** The smart account, deployed (and funded) when it is what the user uses. */
  const ready = async () => {
    if (usesSmartAccount()) smartAccountDeployed = await smartAccount!.prepare()
  }

  const signedIn = async (kept: KeptSession, announce = true) => {
    // The token is checked where the visitor is: one the service started ahead of their clock is refused.
    if (!tokenStarted(options.auth.startOf(kept.token), (options.now ?? Date.now)())) {
      throw new Error(serviceRefusals.jwtNotYetValid)
    }
    token = kept.token
    identity = kept.identity
    userName = kept.userName
    options.session?.save(kept)
    solana = solanaAccountFrom(userKey(options.secret, kept.identity))
    wallet = createDemoWallet({
      rpcUrl: options.rpcUrl,
      chainId,
      privateKey: userKey(options.secret, kept.identity),
      mode: 'approve',
    })
    // The frame's own account needs no site permission prompt: it is the visitor's session.
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    if (options.smartAccounts) {
      const { faucet, bundlerUrl } = options.smartAccounts
      smartAccount = createFrameSmartAccount(wallet, userKey(options.secret, kept.identity), options.rpcUrl, {
        faucet,
        bundlerUrl,
      })
      // The owner pays the account's deployment: gas money from the fake backend.
      if (faucet === true) {
        const node = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 0 }), cacheTime: 0 })
        await fund(node, wallet.address as Address, false)
      }
    }
    wallet.setMode(options.mode ?? 'approve')
    stopWatchingApprovals?.()
    stopWatchingApprovals = wallet.onPendingChange(() => approvalWatchers.forEach((watch) => watch()))
    if (announce) options.onSession?.(kept.token)
  }
  // The service serves only a project it knows, on a page the project verified.
  const refusal = options.projectId === undefined ? undefined : projectRefusal(options.projectId, options.appOrigin)
  // A session kept from an earlier load, if the login service still knows it (and it is valid
  // yet: a refused one leaves the visitor signed out, and the app's reconnect says why).
  let restoreFailure: string | undefined
  const kept = options.session?.load()
  const restored =
    kept && !refusal && options.auth.identityOf(kept.token) === kept.identity.trim().toLowerCase()
      ? signedIn(kept, false).catch((error: unknown) => {
          // Said once, to the app's first request (its reconnect); the session is gone after.
          restoreFailure = error instanceof Error ? error.message : String(error)
          options.session?.save(undefined)
        })
      : Promise.resolve()
  const signedInAs = () => {
    if (!identity) throw new Error('Not signed in')
    return identity
  }
  /** The user on a Solana network: their Solana account, an EOA. */
  const solanaUser = (): FrameUser => {
    if (!solana) throw new Error('Not signed in')
    return {
      email: (identity && options.auth.emailOf(identity)) ?? null,
      address: solana.address,
      chainId: solanaChainId,
      accounts: [{ address: solana.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
  }
  /** A Solana request, after the user's approval in the frame. */
  const solanaRequest = async (method: string, params: unknown) => {
    if (!wallet || !solana) throw new Error('Not signed in')
    const answer = solanaAnswers[method]
    if (!answer) throw new Error('The fake frame sends no Solana transactions: it has no Solana node')
    if (!(await wallet.ask(method, params as readonly unknown[]))) throw new Error('User rejected the request.')
    return answer(solana, params)
  }
  const user = (): FrameUser => {
    if (!wallet) throw new Error('Not signed in')
    const eoa = { address: wallet.address, type: 'eoa' as const }
    const smart = smartAccountHere() ? { address: smartAccount!.address, type: 'smartAccount' as const } : undefined
    return {
      email: (identity && options.auth.emailOf(identity)) ?? null,
      address: usesSmartAccount() ? smart!.address : eoa.address,
      chainId,
      accounts: smart ? [smart, eoa] : [eoa],
      preferredAccountType: usesSmartAccount() ? 'smartAccount' : 'eoa',
      smartAccountDeployed: usesSmartAccount() && smartAccountDeployed,
    }
  }

  /** A social or Farcaster login's user, as connect social answers it: its name, no deployment flag. */
  const socialUser = (): FrameSuccess<'connectSocial'> => {
    const { smartAccountDeployed: _, ...rest } = user()
    return { ...rest, userName: userName ?? null }
  }

  const handlers: { [E in FrameEventName | FrameSignalName]?: (payload: never) => Promise<unknown> } = {
    connectEmail: async ({ email: address }: { email: string }) => {
      pendingEmail = address
      return { action: options.auth.startEmailLogin(address, token) }
    },
    connectDevice: async () => {
      if (!pendingEmail) throw new Error('No email login under way')
      await options.auth.waitForDevice(pendingEmail)
    },
    connectOtp: async ({ otp }: { otp: string }) => {
      if (!pendingEmail) throw new Error('No email login under way')
      const outcome = options.auth.verifyCode(pendingEmail, otp)
      if ('error' in outcome) throw new Error(outcome.error)
      await signedIn({ token: outcome.token, identity: outcome.identity })
      pendingEmail = undefined
    },
    getUser: async ({ chainId: requested = chainId, preferredAccountType }: FrameRequestOf<'getUser'> = {}) => {
      if (isSolanaChain(requested)) {
        solanaChainId = String(requested)
        return solanaUser()
      }
      chainId = chainIdNumber(requested) || chainId
      if (preferredAccountType === 'eoa' || preferredAccountType === 'smartAccount') preferred = preferredAccountType
      await ready()
      return user()
    },
    getSmartAccountEnabledNetworks: async () => ({
      smartAccountEnabledNetworks: options.smartAccounts?.networks ?? [],
    }),
    setPreferredAccount: async ({ type }: { type: string }) => {
      if (type !== 'eoa' && type !== 'smartAccount') throw new Error(`The fake frame has no ${type} account`)
      if (type === 'smartAccount' && !smartAccountHere()) throw new Error('No smart account on this network')
      preferred = type
      await ready()
      return { type, address: user().address }
    },
    isConnected: async ({ token: asked }: { token?: string } = {}) => ({
      isConnected: !!wallet && !!token && (asked === undefined || asked === token) && !!options.auth.identityOf(token),
    }),
    signOut: async () => {
      options.auth.endSession(token)
      token = undefined
      wallet = undefined
      identity = undefined
      userName = undefined
      smartAccount = undefined
      smartAccountDeployed = false
      solana = undefined
      preferred = 'smartAccount'
      options.session?.save(undefined)
    },
    getSocialRedirectUri: async ({ provider }: { provider: string }) => {
      const page = new URL(options.socialPageUrl)
      page.searchParams.set('provider', provider)
      page.searchParams.set('state', options.auth.startSocial(provider))
      page.searchParams.set('app', options.appOrigin)
      return { uri: page.href }
    },
    connectSocial: async ({ uri }: { uri: string }) => {
      // The consent page sends back its own address with the state it was given.
      const state = new URL(uri).searchParams.get('state')
      if (!state) throw new Error('The social login result has no state')
      const outcome = options.auth.finishSocial(state)
      if ('error' in outcome) throw new Error(outcome.error)
      await signedIn({ token: outcome.token, identity: outcome.identity, userName: outcome.username })
      return socialUser()
    },
    getFarcasterUri: async () => {
      farcasterChannel = options.auth.startFarcaster()
      const page = new URL(options.farcasterPageUrl)
      page.searchParams.set('channel', farcasterChannel)
      return { url: page.href }
    },
    connectFarcaster: async () => {
      if (!farcasterChannel) throw new Error('No Farcaster login under way')
      const outcome = await options.auth.waitForFarcaster(farcasterChannel)
      farcasterChannel = undefined
      if ('error' in outcome) throw new Error(outcome.error)
      await signedIn({ token: outcome.token, identity: outcome.identity, userName: outcome.username })
      // The user comes from get user after it, as the client asks.
      return { userName: outcome.username }
    },
    getChainId: async () => ({ chainId }),
    switchNetwork: async ({ chainId: next }: { chainId: string | number }) => {
      if (isSolanaChain(next)) return { chainId: (solanaChainId = String(next)) }
      chainId = chainIdNumber(next)
      return { chainId }
    },
    rpcRequest: async ({ method, params, chainNamespace }: FrameRequestOf<'rpcRequest'>) => {
      const problem = rpcRequestProblem({ method, params })
      if (problem) throw new Error(problem)
      if (!wallet) throw new Error('Not signed in')
      if (chainNamespace === 'solana' || method.startsWith('solana_')) return solanaRequest(method, params)
      if (usesSmartAccount()) return smartAccount!.request(method, params as readonly unknown[] | undefined)
      // EIP-5792's batches are the smart account's: an EOA cannot make several calls one act.
      if (method === 'wallet_sendCalls' || method === 'wallet_getCallsStatus')
        throw new Error('Batched calls need the smart account: switch to it first')
      // So do smart sessions: an EOA has no way to let another key act for it.
      if (method === 'wallet_grantPermissions' || method === 'wallet_revokePermissions')
        throw new Error('Smart sessions need the smart account: switch to it first')
      return wallet.provider.request({ method, params: params as readonly unknown[] | undefined })
    },
    updateEmail: async ({ email }: { email: string }) => {
      const outcome = options.auth.startEmailUpdate(signedInAs(), email)
      if (typeof outcome !== 'string') throw new Error(outcome.error)
      return { action: outcome }
    },
    updateEmailPrimaryOtp: async ({ otp }: { otp: string }) => {
      const outcome = options.auth.verifyUpdatePrimary(signedInAs(), otp)
      if (outcome) throw new Error(outcome.error)
    },
    updateEmailSecondaryOtp: async ({ otp }: { otp: string }) => {
      const outcome = options.auth.verifyUpdateSecondary(signedInAs(), otp)
      if ('error' in outcome) throw new Error(outcome.error)
      return outcome
    },
    syncTheme: async () => undefined,
    syncDappData: async () => undefined,
    // Section 4: the visitor left the approval; what it showed is declined and gone.
    rpcAbort: async () => {
      for (const request of wallet?.pending() ?? []) wallet?.reject(request.id)
    },
    // A fresh start: a login left half-way (a Farcaster channel) is dropped.
    reload: async () => {
      if (farcasterChannel) options.auth.dropFarcaster(farcasterChannel)
      farcasterChannel = undefined
    },
  }

  return {
    /** The answer to one checked app message. */
    async handle(message: AppMessage): Promise<FrameAnswer> {
      const name = appEventOf(message.type)!
      const handler = handlers[name]
      if (!handler) return { ok: false, message: `The fake frame does not serve ${name} yet` }
      if (refusal) return { ok: false, message: refusal }
      try {
        await restored
        const failure = restoreFailure
        restoreFailure = undefined
        if (failure) throw new Error(failure)
        const payload = await handler(message.payload as never)
        if (!(name in frameEvents)) return { ok: true, payload: undefined }
        // The frame holds itself to the protocol too: an answer off the table is its own bug.
        return { ok: true, payload: frameEvents[name as FrameEventName].success.parse(payload) }
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) }
      }
    },
    /** The approval UI's answer mode, and its pending requests (a manual mode waits for them). */
    setMode: (mode: ApprovalMode) => wallet?.setMode(mode),
    /** The requests waiting for the visitor, whoever is signed in: what the frame's approval screen shows. */
    approvals: {
      pending: () => wallet?.pending() ?? [],
      approve: (id: string) => wallet?.approve(id) ?? false,
      reject: (id: string) => wallet?.reject(id) ?? false,
      onChange(listener: () => void) {
        approvalWatchers.add(listener)
        return () => void approvalWatchers.delete(listener)
      },
    },
    chainId: () => chainId,
    /** The CAIP-2 chain a request is for: a Solana one on the Solana network, else the EVM chain. */
    chainOf: (method: string) => (method.startsWith('solana_') ? solanaChainId : `eip155:${chainId}`),
    wallet: () => wallet,
  }
}

export type FrameWallet = ReturnType<typeof createFrameWallet>
