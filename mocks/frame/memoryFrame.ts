// The app's frame client wired to the fake frame through two window-like objects on two
// origins, in memory: postMessage delivers a copy later, and only when the target origin is
// right. Where no second origin is at hand (Node tests, stories); the browser tests run the
// fake frame as a page on its own origin (demo/frame.html).
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { smartAccountOf } from '../chain/smartAccount'
import { createFrameClient, type FrameHost, type FrameTimeout } from '../../src/frame/frameClient'
import { appEventOf, type FrameEventName, type SocialResultMessage } from '../../src/frame/protocol'
import type { SocialResultHost } from '../../src/connectors/auth/socialResult'
import type { IncomingMessage } from '../../src/frame/messageGuard'
import { createFakeAuth, type FakeAuthOptions } from './fakeAuth'
import { createFrameWallet, userKey, type FrameWallet, type FrameWalletOptions, type SessionStore } from './frameWallet'
import { serveFrame } from './serveFrame'
import {
  faultyPost,
  frameEventFaultKinds,
  frameEventSwitch,
  type FrameEventFaultKind,
  type FrameFault,
} from './frameFaults'

export const pageOrigin = 'http://127.0.0.1:5173'
export const frameOrigin = 'http://127.0.0.1:5174'
export const secret: Hex = `0x${'42'.repeat(32)}`

export type Listener = (event: IncomingMessage) => void

/** The accounts this frame gives a new user (an email, or `provider:account`): its key's, and its smart account. */
export function accountsOf(identity: string) {
  const eoa = privateKeyToAccount(userKey(secret, identity)).address
  return { eoa, smartAccount: smartAccountOf(eoa) }
}

/** Two windows on two origins; postMessage delivers a copy later, and only to the named origin. */
export function twoWindows() {
  const page = { name: 'page', listeners: new Set<Listener>() }
  const frame = { name: 'frame', listeners: new Set<Listener>() }
  const deliver = (
    to: typeof page,
    from: typeof page,
    fromOrigin: string,
    toOrigin: string,
    data: unknown,
    targetOrigin: string,
  ) => {
    if (targetOrigin !== toOrigin) return
    const copy = structuredClone(data)
    setTimeout(() => to.listeners.forEach((listener) => listener({ origin: fromOrigin, source: from, data: copy })), 0)
  }
  return { page, frame, deliver }
}

/**
 * What the frame does wrong with one event's answers: the frame page's switches (frameFaults.ts:
 * it never answers, or its answer does not match the protocol, refused by the app's schema), or
 * here also: they come late (a backend at work), or it refuses the request in its own words (a
 * backend that says no), as the real frame can.
 */
export type FrameEventFault =
  { kind: FrameEventFaultKind } | { kind: 'slow'; ms: number } | { kind: 'refuse'; message: string }

export type FrameEventFaults = Partial<Record<FrameEventName, FrameEventFault>>

/** The wallet, its answers late or refused as `faults` have them. */
function answeringWith(wallet: FrameWallet, faults: FrameEventFaults): FrameWallet {
  return {
    ...wallet,
    async handle(message) {
      const fault = faults[appEventOf(message.type) as FrameEventName]
      if (fault?.kind === 'refuse') return { ok: false, message: fault.message }
      if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.ms))
      return wallet.handle(message)
    },
  }
}

/** The frame page's switches that `faults` turn on: an event's hang or malformed answer. */
const switchesOf = (faults: FrameEventFaults) =>
  new Set<FrameFault>(
    Object.entries(faults).flatMap(([event, fault]) =>
      fault && fault.kind in frameEventFaultKinds
        ? [frameEventSwitch(fault.kind as FrameEventFaultKind, event as FrameEventName)]
        : [],
    ),
  )

export interface MemoryFrameOptions {
  rpcUrl?: string
  auth?: FakeAuthOptions
  session?: SessionStore
  smartAccounts?: FrameWalletOptions['smartAccounts']
  /** Per event: answers that never come, come late, are refused or are malformed (none by default); read at each request. */
  faults?: FrameEventFaults
  /** The project the app names (any project by default): the frame's service checks it with the page's origin. */
  projectId?: string
  /** The app page's origin (the pair's own by default): one the project has not verified is refused. */
  pageOrigin?: string
  /** The visitor's clock, against which a session token's start is checked (the service's is `auth.now`). */
  now?: () => number
  /** The frame never says it is ready (its page did not load): the client's 20 s load timeout. */
  neverLoads?: boolean
  /**
   * How fast the client's timers run (its host's setTimeout; 1 by default): a story sees section
   * 8's 20 s and 30 s timeouts at 0.01 in a fraction of a second. The frame's own answers keep time.
   */
  timeScale?: number
}

export function connectedPair(options: MemoryFrameOptions = {}) {
  const { page, frame, deliver } = twoWindows()
  const appOrigin = options.pageOrigin ?? pageOrigin
  const projectId = options.projectId ?? 'p1'
  const auth = createFakeAuth(options.auth)
  const tokens: string[] = []
  let server: ReturnType<typeof serveFrame> | undefined
  const wallet = createFrameWallet({
    auth,
    secret,
    rpcUrl: options.rpcUrl ?? 'http://127.0.0.1:9/unused',
    onSession: (token) => server?.sessionUpdated(token),
    session: options.session,
    smartAccounts: options.smartAccounts,
    socialPageUrl: `${frameOrigin}/social.html`,
    farcasterPageUrl: `${frameOrigin}/farcaster.html`,
    appOrigin,
    projectId,
    now: options.now,
  })
  const host: FrameHost = {
    mount() {
      // The frame loads: it starts listening to its parent, and says it is ready.
      if (!options.neverLoads)
        setTimeout(() => {
          const post = (message: unknown, targetOrigin: string) =>
            deliver(page, frame, frameOrigin, appOrigin, message, targetOrigin)
          server = serveFrame({
            wallet: answeringWith(wallet, options.faults ?? {}),
            parentOrigin: appOrigin,
            parent: () => page,
            // Hung and malformed answers as the frame page plays them (it has no other origin here).
            post: faultyPost(post, () => switchesOf(options.faults ?? {}), post),
            listen: (handler) => (frame.listeners.add(handler), () => frame.listeners.delete(handler)),
            warn: () => {},
          })
        }, 0)
      return {
        postMessage: (message, targetOrigin) => deliver(frame, page, appOrigin, frameOrigin, message, targetOrigin),
        source: () => frame,
        remove: () => {},
      }
    },
    listen: (handler) => (page.listeners.add(handler), () => page.listeners.delete(handler)),
    setTimeout: (run, ms) => setTimeout(run, ms * (options.timeScale ?? 1)),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  }
  /** Who hears the client's timeouts: the app that uses this pair (Portico's own handler). */
  let timedOut: ((timeout: FrameTimeout) => void) | undefined
  const client = createFrameClient({
    url: `${frameOrigin}/frame`,
    projectId,
    chainId: 'eip155:1',
    host,
    onSessionUpdate: (t) => void tokens.push(t),
    onTimeout: (timeout) => timedOut?.(timeout),
    warn: () => {},
  })
  const onTimeout = (listener: (timeout: FrameTimeout) => void) => void (timedOut = listener)
  // `wallet`: the frame's own side (its approval screen's pending requests, its answer mode).
  return { client, auth, wallet, tokens, page, frame, deliver, onTimeout, server: () => server! }
}

/** Allow as an account, decline, close the popup, or leave it open unanswered. */
export type SocialAnswer = { allow: string } | 'decline' | 'close' | 'wait'

/**
 * Social login popups as the in-memory world plays them: `open` stands for window.open, and the
 * fake provider's consent page answers as told (allow as an account, decline, or the visitor
 * closing the popup); its message reaches the app through `host`, from the frame's origin.
 */
export function fakeSocialPopups(auth: ReturnType<typeof createFakeAuth>, answer: () => SocialAnswer) {
  const listeners = new Set<(event: IncomingMessage) => void>()
  const host: SocialResultHost = {
    listen: (handler) => (listeners.add(handler), () => void listeners.delete(handler)),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (timer) => clearInterval(timer as ReturnType<typeof setInterval>),
    warn: () => {},
  }
  const opened: string[] = []
  const open = () => {
    const popup = {
      closed: false,
      close: () => void (popup.closed = true),
      location: { replace: (url: string) => void setTimeout(() => consent(url), 0) },
    }
    const consent = (url: string) => {
      opened.push(url)
      const page = new URL(url)
      const state = page.searchParams.get('state') ?? ''
      const told = answer()
      if (told === 'wait') return
      if (told === 'close') return popup.close()
      auth.answerSocial(state, told === 'decline' ? 'declined' : { username: told.allow })
      // The provider's way back, on the frame's origin: OAuth's `access_denied` when declined.
      const back = new URLSearchParams({ state, ...(told === 'decline' && { error: 'access_denied' }) })
      const data: SocialResultMessage = { resultUri: `${page.origin}${page.pathname}?${back}` }
      listeners.forEach((listener) => listener({ origin: page.origin, source: popup, data }))
      popup.close()
    }
    return popup
  }
  return { host, open, opened }
}
