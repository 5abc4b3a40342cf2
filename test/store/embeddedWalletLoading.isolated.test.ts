// When the embedded wallet comes into the page (section 4) and what it leaves in storage
// (section 7), on a real store: its chunk is replaced here by the same auth connector over the
// fake frame (test/frame/support/framePair.ts), since Node has no page to put a frame in;
// Chromium runs the real one (test/e2e/embeddedWallet.suite.ts).
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { jsonRpcTransport } from '../../src/api/jsonRpcQuery'
import { createEmbeddedWallet, type EmbeddedWalletOptions } from '../../src/connectors/auth/embeddedWallet'
import { createFrameClient, type FrameHost } from '../../src/frame/frameClient'
import {
  accountTypeRequested,
  codeSubmitted,
  embeddedWalletWanted,
  emailSubmitted,
  emailUpdateCodeSubmitted,
  emailUpdateSubmitted,
  farcasterLoginRequested,
  socialLoginRequested,
} from '../../src/features/embeddedWallet/actions'
import type { SocialResultHost } from '../../src/connectors/auth/socialResult'
import { eventNames, requestTimeoutBounds } from '../../src/frame/protocol'
import { pushed } from '../../src/features/modal/routerSlice'
import { socialIdentity } from '../../mocks/frame/fakeAuth'
import { frameEventFaultKinds, type FrameEventFaultKind } from '../../mocks/frame/frameFaults'
import { disconnectRequested } from '../../src/features/connection/actions'
import { openIntended, openRequested } from '../../src/features/modal/actions'
import { memoryStore } from '../../src/store/storage/porticoStorage'
import { anvil, solana } from '../../src/networks'
import { userKey } from '../../mocks/frame/frameWallet'
import { solanaAccountFrom } from '../../mocks/wallets/solanaAccount'
import { connectedPair, fakeSocialPopups, secret, type FrameEventFaults } from '../frame/support/framePair'
import { porticoForTest } from '../support/portico'
import { signInByEmail } from '../support/emailSignIn'
import { flowStep } from '../support/waits'
import { fixtures } from '../../mocks/db/fixtures'

vi.mock('../../src/connectors/auth/embeddedWallet', () => ({ createEmbeddedWallet: vi.fn() }))

const email = 'visitor@example.com'
const config = { networks: [anvil()], embeddedWallet: { frameUrl: 'http://127.0.0.1:5174/frame.html' } }
const created: EmbeddedWalletOptions[] = []
/** The frame as the visitor's browser keeps it between visits: one fake frame for every instance. */
let pair: ReturnType<typeof connectedPair>
/** Where a social login's popup is heard from, when a test plays one. */
let popupHost: SocialResultHost | undefined

beforeEach(() => {
  created.length = 0
  pair = connectedPair()
  vi.mocked(createEmbeddedWallet).mockImplementation((options) => {
    created.push(options)
    pair.onTimeout(options.onTimeout)
    return createAuthConnector({ ...options, frame: async () => pair.client, ...(popupHost && { popupHost }) })
  })
})

const visit = (kv = memoryStore()) => porticoForTest(config, { kv })
const stored = (kv: ReturnType<typeof memoryStore>, key: string) => kv.getItem(`@portico/${key}`)

async function signIn(p: ReturnType<typeof visit>) {
  await signInByEmail(p, pair.auth, email, openIntended())
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'), flowStep)
}

/** A visit whose visitor opened the modal (the api came with it) and sent their email. */
async function emailSent() {
  const p = visit()
  p.store.dispatch(openIntended())
  await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  p.store.dispatch(emailSubmitted({ email }))
  return p
}

const address = () => privateKeyToAccount(userKey(secret, email)).address

describe('section 4: the frame is created at start only if a login was used before', () => {
  it('a first visit loads no frame; turning to email loads it once, on the last chain, with the app synced', async () => {
    const p = visit()
    p.store.dispatch(openIntended())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    expect(created).toHaveLength(0)
    p.store.dispatch(embeddedWalletWanted())
    p.store.dispatch(embeddedWalletWanted())
    await vi.waitFor(() => expect(p.registry.get('auth')).toBeDefined())
    expect(created).toHaveLength(1)
    expect(created[0]).toMatchObject({
      frameUrl: config.embeddedWallet.frameUrl,
      chainId: 31337,
      sync: {
        dappData: {
          projectId: p.state().options.projectId,
          sdkType: 'portico',
          metadata: { name: expect.any(String) },
        },
        theme: { themeMode: 'dark' },
      },
    })
    // Its safe reads go through the store's own JSON-RPC transport: batched with Portico's reads.
    expect(created[0]!.node!(31337)).toBe(jsonRpcTransport(p.state().services, 'eip155:31337'))
  })

  it('a login is remembered: the next visit creates the frame at start and connects without a prompt', async () => {
    const kv = memoryStore()
    const first = visit(kv)
    await signIn(first)
    // A login, not a wallet picked from the list: not kept among the recent wallets.
    expect(first.state().recentWallets).toEqual([])
    expect(stored(kv, 'emailLoginUsed')).toBe('true')
    expect(stored(kv, 'embeddedEmail')).toBe(JSON.stringify(email))
    expect(stored(kv, 'embeddedLastChain')).toBe(JSON.stringify('eip155:31337'))
    expect(Number(stored(kv, 'lastEmailLoginAt'))).toBeGreaterThan(0)

    const next = visit(kv)
    await vi.waitFor(() => expect(next.state().account.eip155?.status).toBe('connected'))
    expect(next.state().account.eip155?.caipAddress).toBe(`eip155:31337:${address()}`)
    expect(created).toHaveLength(2)
  })

  it('the 30 s cooldown outlives a reload', async () => {
    const kv = memoryStore()
    await signIn(visit(kv))
    const next = visit(kv)
    next.store.dispatch(openIntended())
    await vi.waitFor(() => expect(next.state().services.apiAttached).toBe(true))
    next.store.dispatch(emailSubmitted({ email: 'other@example.com' }))
    await vi.waitFor(() => expect(next.state().emailLogin?.error).toMatch(/^Please try again after \d+ seconds$/))
  })

  it('signing out clears the login cache first: the next visit starts signed out, with no frame', async () => {
    const kv = memoryStore()
    const p = visit(kv)
    await signIn(p)
    p.store.dispatch(disconnectRequested())
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('disconnected'))
    expect(stored(kv, 'emailLoginUsed')).toBeNull()
    expect(stored(kv, 'embeddedEmail')).toBeNull()
    expect(await pair.client.request('isConnected', undefined)).toEqual({ isConnected: false })

    const next = visit(kv)
    next.store.dispatch(openIntended())
    await vi.waitFor(() => expect(next.state().services.apiAttached).toBe(true))
    expect(created).toHaveLength(1)
    expect(next.state().account.eip155?.status).not.toBe('connected')
  })

  it('the frame lost the session: the stored login is cleared and the visit starts disconnected', async () => {
    const kv = memoryStore()
    await signIn(visit(kv))
    await pair.client.request('signOut', undefined)
    const next = visit(kv)
    await vi.waitFor(() => expect(created).toHaveLength(2))
    await vi.waitFor(() => expect(next.state().account.eip155?.status).toBe('disconnected'))
    expect(stored(kv, 'emailLoginUsed')).toBeNull()
  })
})

describe('a Solana network configured: the same sign-in connects the Solana account', () => {
  it('both namespaces connected to the embedded wallet; a reload brings both back; signing out ends both', async () => {
    const kv = memoryStore()
    const withSolana = { ...config, networks: [anvil(), solana] }
    const first = porticoForTest(withSolana, { kv })
    await signIn(first)
    expect(created[0]?.solanaChainId).toBe(solana.caipNetworkId)
    const solanaAccount = `${solana.caipNetworkId}:${solanaAccountFrom(userKey(secret, email)).address}`
    await vi.waitFor(() => expect(first.state().account.solana?.caipAddress).toBe(solanaAccount))
    expect(first.state().connectors.connectedIdByNamespace).toEqual({ eip155: 'auth', solana: 'auth' })

    const next = porticoForTest(withSolana, { kv })
    await vi.waitFor(() => expect(next.state().account.solana?.caipAddress).toBe(solanaAccount))
    expect(next.state().account.eip155?.address).toBe(address())

    next.store.dispatch(disconnectRequested())
    await vi.waitFor(() => expect(next.state().connectors.connectedIdByNamespace).toEqual({}))
    expect(next.state().account.solana?.status ?? 'disconnected').toBe('disconnected')
  })
})

describe("section 8: the frame's timeouts raise their alerts", () => {
  /** A frame that never says it is ready, on the real frame client and its 20 s and 30 s timers. */
  const silentHost: FrameHost = {
    mount: () => ({ postMessage: () => {}, source: () => ({}), remove: () => {} }),
    listen: () => () => {},
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  }

  it('no frame in 20 s: "Network Error - Could not load embedded wallet", and the email login says why', async () => {
    vi.mocked(createEmbeddedWallet).mockImplementation((options) => {
      const client = createFrameClient({
        url: options.frameUrl,
        projectId: options.projectId,
        chainId: 'eip155:1',
        host: silentHost,
        onTimeout: options.onTimeout,
      })
      client.create()
      return createAuthConnector({ ...options, frame: async () => client })
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const p = await emailSent()
      await vi.waitFor(() => expect(p.registry.get('auth')).toBeDefined())
      await vi.advanceTimersByTimeAsync(20_000)
      expect(p.state().alerts.current).toBe('iframeLoadFailed')
      // The login request was aborted with the frame; it says why, in section 8's words.
      await vi.waitFor(() =>
        expect(p.state().emailLogin).toMatchObject({ step: 'idle', email, error: 'alert.iframeLoadFailed.short' }),
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('a login request the frame does not answer in 30 s: "Embedded Wallet Request Timed Out"', async () => {
    pair = connectedPair({ faults: { connectEmail: { kind: 'slow', ms: 60_000 } } })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const p = await emailSent()
      await vi.waitFor(() => expect(p.state().emailLogin?.step).toBe('sending'))
      // The frame loads and the request goes out in the first moments; 30 s after it, the timeout.
      await vi.advanceTimersByTimeAsync(29_000)
      expect(p.state().alerts.current).toBeUndefined()
      await vi.advanceTimersByTimeAsync(2_000)
      expect(p.state().alerts.current).toBe('iframeRequestTimeout')
      await vi.waitFor(() => expect(p.state().emailLogin).toMatchObject({ step: 'idle', email }))
    } finally {
      vi.useRealTimers()
    }
  })

  it('its chunk does not come: "Network Error - Could not load embedded wallet", and the next try loads it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(createEmbeddedWallet).mockImplementationOnce(() => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    try {
      const p = visit()
      p.store.dispatch(openIntended())
      await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
      p.store.dispatch(embeddedWalletWanted())
      await vi.waitFor(() => expect(p.state().alerts.current).toBe('embeddedWalletLoadFailed'))
      expect(p.registry.get('auth')).toBeUndefined()
      p.store.dispatch(embeddedWalletWanted())
      await vi.waitFor(() => expect(p.registry.get('auth')).toBeDefined())
    } finally {
      error.mockRestore()
    }
  })
})

describe('section 8: a login request, or the setup it waits behind, that the frame never answers or answers off the protocol ends in "Embedded Wallet Request Timed Out" within 30 s; Try again signs in once the frame answers', () => {
  /** Where each bounded event is asked: an email login's steps, or a social login's. */
  const emailEvents = ['syncDappData', 'syncTheme', 'connectEmail', 'connectDevice', 'connectOtp'] as const
  const socialEvents = ['getSocialRedirectUri', 'connectSocial'] as const
  /**
   * The requests the frame answers by itself (protocol.ts `frameAnswers`), bounded by the same 30 s
   * though section 8 does not name them; each is driven below or in its own file's rule
   * (switchNetwork, getSmartAccountEnabledNetworks and isConnected ride with getUser's reads).
   */
  const frameAnswered = [
    'getFarcasterUri',
    'getUser',
    'isConnected',
    'getSmartAccountEnabledNetworks',
    'setPreferredAccount',
    'updateEmail',
    'updateEmailPrimaryOtp',
    'updateEmailSecondaryOtp',
    'switchNetwork',
  ] as const
  const kinds = Object.keys(frameEventFaultKinds) as FrameEventFaultKind[]
  const each = <E extends string>(events: readonly E[]) =>
    events.flatMap((event) => kinds.map((kind) => [event, kind] as const))

  beforeEach(
    () => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
  )
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    popupHost = undefined
  })

  it('covers every event the protocol bounds: each login request, each sync of the setup, each request the frame answers by itself', () => {
    const bounded = eventNames.filter(requestTimeoutBounds)
    expect([...emailEvents, ...socialEvents, ...frameAnswered].sort()).toEqual(bounded.sort())
    // The waits that are the visitor deciding stay unbounded: the approval in the frame, Farcaster.
    expect(bounded).not.toContain('rpcRequest')
    expect(bounded).not.toContain('connectFarcaster')
  })

  /** 29 s after it was asked, nothing said yet; 2 s on, the alert. */
  async function timesOutWithin30s(p: ReturnType<typeof visit>, stillWaiting: () => void) {
    await vi.advanceTimersByTimeAsync(29_000)
    expect(p.state().alerts.current).toBeUndefined()
    stillWaiting()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(p.state().alerts.current).toBe('iframeRequestTimeout')
  }

  it.each(each(emailEvents))('an email login, %s %s', async (event, kind) => {
    const faults: FrameEventFaults = { [event]: { kind } }
    pair = connectedPair({ faults })
    // Approved up front, but where the device step is the one at fault: there, once it is asked.
    if (event !== 'connectDevice') pair.auth.approveDevice(email)
    const p = await emailSent()
    if (event === 'connectOtp') {
      await vi.waitFor(() => expect(p.state().emailLogin?.step).toBe('code'))
      p.store.dispatch(codeSubmitted({ code: pair.auth.inbox(email).at(-1)!.value }))
    }
    // The step that waits on the request at fault: sending (the setup, the email), the device, the code.
    const waitingStep = { connectDevice: 'device', connectOtp: 'verifying' }[event as string] ?? 'sending'
    await vi.waitFor(() => expect(p.state().emailLogin?.step).toBe(waitingStep))
    if (event === 'connectDevice') pair.auth.approveDevice(email)
    await timesOutWithin30s(p, () =>
      expect(p.state().emailLogin).toMatchObject({ step: waitingStep, error: undefined }),
    )
    // What the visitor typed is kept, and the login says why in the alert's words.
    await vi.waitFor(() =>
      expect(p.state().emailLogin).toMatchObject({ email, error: 'alert.iframeRequestTimeout.short' }),
    )

    // The frame answers again: Try again (the view sends the kept email again) signs in. A code
    // the frame took before it went quiet signed the visitor in there: the email then connects.
    delete faults[event]
    p.store.dispatch(emailSubmitted({ email: p.state().emailLogin!.email! }))
    await vi.waitFor(() => expect(['code', 'connecting']).toContain(p.state().emailLogin?.step), flowStep)
    if (p.state().emailLogin?.step === 'code')
      p.store.dispatch(codeSubmitted({ code: pair.auth.inbox(email).at(-1)!.value }))
    await vi.waitFor(() => expect(p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${address()}`), flowStep)
    // What the alert said is no longer so.
    expect(p.state().alerts.current).toBeUndefined()
  })

  it.each(each(socialEvents))('a social login, %s %s', async (event, kind) => {
    const faults: FrameEventFaults = { [event]: { kind } }
    pair = connectedPair({ faults })
    const popups = fakeSocialPopups(pair.auth, () => ({ allow: 'satoshi' }))
    popupHost = popups.host
    vi.stubGlobal('open', vi.fn(popups.open))
    const p = visit()
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    p.store.dispatch(pushed({ view: 'Socials' }))
    p.store.dispatch(socialLoginRequested({ provider: 'github' }))
    await timesOutWithin30s(p, () => expect(p.state().socialLogin?.error).toBeUndefined())
    await vi.waitFor(() =>
      expect(p.state().socialLogin).toMatchObject({ step: 'failed', error: 'alert.iframeRequestTimeout.short' }),
    )

    delete faults[event]
    p.store.dispatch(socialLoginRequested({ provider: 'github' }))
    const account = privateKeyToAccount(userKey(secret, socialIdentity('github', 'satoshi'))).address
    await vi.waitFor(() => expect(p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${account}`), flowStep)
    expect(p.state().alerts.current).toBeUndefined()
  })
})

describe('requests the frame answers by itself (section 8 names no bound; the same 30 s): a frame that goes quiet ends the wait in "Embedded Wallet Request Timed Out", keeps what the visitor typed, and Try again starts a clean attempt', () => {
  beforeEach(
    () => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }),
  )
  afterEach(() => void vi.useRealTimers())

  /** 29 s after it was asked, nothing said yet; 2 s on, the alert. */
  async function timesOutWithin30s(p: ReturnType<typeof visit>) {
    await vi.advanceTimersByTimeAsync(29_000)
    expect(p.state().alerts.current).toBeUndefined()
    await vi.advanceTimersByTimeAsync(2_000)
    expect(p.state().alerts.current).toBe('iframeRequestTimeout')
  }

  /** Signed in by email with the frame answering; then the test's fault goes on. */
  async function signedInThenQuiet(event: keyof FrameEventFaults) {
    const faults: FrameEventFaults = {}
    pair = connectedPair({ faults })
    pair.auth.approveDevice(email)
    const p = visit()
    await signIn(p)
    p.store.dispatch(openRequested())
    faults[event] = { kind: 'hang' }
    return { p, faults }
  }

  it('ConnectingFarcaster: no Farcaster URI within 30 s says so, and Try again gets a QR code', async () => {
    const faults: FrameEventFaults = { getFarcasterUri: { kind: 'hang' } }
    pair = connectedPair({ faults })
    const p = visit()
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    p.store.dispatch(pushed({ view: 'ConnectingFarcaster' }))
    await vi.waitFor(() => expect(p.state().farcasterLogin?.step).toBe('loading'))
    await timesOutWithin30s(p)
    await vi.waitFor(() =>
      expect(p.state().farcasterLogin).toMatchObject({ step: 'failed', error: 'alert.iframeRequestTimeout.short' }),
    )
    expect(p.state().farcasterLogin?.declined).toBeUndefined()

    delete faults.getFarcasterUri
    p.store.dispatch(farcasterLoginRequested())
    await vi.waitFor(() => expect(p.state().farcasterLogin?.step).toBe('waiting'), flowStep)
    expect(p.state().account.eip155?.farcasterUrl).toContain('channel=')
    expect(p.state().alerts.current).toBeUndefined()
  })

  it("EmailLogin connecting: no user within 30 s goes back to the code step in the alert's words; the email is kept", async () => {
    const faults: FrameEventFaults = {}
    pair = connectedPair({ faults })
    pair.auth.approveDevice(email)
    const p = await emailSent()
    await vi.waitFor(() => expect(p.state().emailLogin?.step).toBe('code'), flowStep)
    faults.getUser = { kind: 'hang' }
    p.store.dispatch(codeSubmitted({ code: pair.auth.inbox(email).at(-1)!.value }))
    await vi.waitFor(() => expect(p.state().emailLogin?.step).toBe('connecting'))
    await timesOutWithin30s(p)
    await vi.waitFor(() =>
      expect(p.state().emailLogin).toMatchObject({ step: 'code', email, error: 'alert.iframeRequestTimeout.short' }),
    )

    delete faults.getUser
    p.store.dispatch(emailSubmitted({ email: p.state().emailLogin!.email! }))
    await vi.waitFor(() => expect(p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${address()}`), flowStep)
  })

  it("UpdateEmail: no answer to the new address within 30 s keeps it on the form in the alert's words; Try again sends the code", async () => {
    const { p, faults } = await signedInThenQuiet('updateEmail')
    p.store.dispatch(pushed({ view: 'UpdateEmail' }))
    p.store.dispatch(emailUpdateSubmitted({ email: 'moved@example.com' }))
    await vi.waitFor(() => expect(p.state().emailUpdate?.step).toBe('sending'))
    await timesOutWithin30s(p)
    await vi.waitFor(() =>
      expect(p.state().emailUpdate).toMatchObject({
        step: 'idle',
        newEmail: 'moved@example.com',
        error: 'alert.iframeRequestTimeout.short',
      }),
    )

    delete faults.updateEmail
    p.store.dispatch(emailUpdateSubmitted({ email: p.state().emailUpdate!.newEmail! }))
    await vi.waitFor(() => expect(p.state().emailUpdate).toMatchObject({ step: 'currentCode', error: undefined }))
  })

  it("UpdateEmail's code: no answer within 30 s keeps the code step in the alert's words; the code again goes on", async () => {
    const { p, faults } = await signedInThenQuiet('updateEmailPrimaryOtp')
    p.store.dispatch(pushed({ view: 'UpdateEmail' }))
    p.store.dispatch(emailUpdateSubmitted({ email: 'moved@example.com' }))
    await vi.waitFor(() => expect(p.state().emailUpdate?.step).toBe('currentCode'), flowStep)
    const code = pair.auth.inbox(email).at(-1)!.value
    p.store.dispatch(emailUpdateCodeSubmitted({ code }))
    await vi.waitFor(() => expect(p.state().emailUpdate?.verifying).toBe(true))
    await timesOutWithin30s(p)
    await vi.waitFor(() =>
      expect(p.state().emailUpdate).toMatchObject({
        step: 'currentCode',
        verifying: false,
        error: 'alert.iframeRequestTimeout.short',
      }),
    )

    delete faults.updateEmailPrimaryOtp
    p.store.dispatch(emailUpdateSubmitted({ email: 'moved@example.com' }))
    await vi.waitFor(() => expect(p.state().emailUpdate).toMatchObject({ step: 'currentCode', error: undefined }))
    p.store.dispatch(emailUpdateCodeSubmitted({ code: pair.auth.inbox(email).at(-1)!.value }))
    await vi.waitFor(() => expect(p.state().emailUpdate?.step).toBe('newCode'), flowStep)
  })

  it('Account\'s account type switch: no answer within 30 s ends "Switching…" in the alert\'s words; Try again switches', async () => {
    const { p, faults } = await signedInThenQuiet('setPreferredAccount')
    await vi.waitFor(() => expect(p.state().embeddedAccount?.account).toBeDefined(), flowStep)
    p.store.dispatch(accountTypeRequested({ type: 'eoa' }))
    expect(p.state().embeddedAccount?.switching).toBe(true)
    await timesOutWithin30s(p)
    await vi.waitFor(() =>
      expect(p.state().embeddedAccount).toMatchObject({ switching: false, error: 'alert.iframeRequestTimeout.short' }),
    )

    delete faults.setPreferredAccount
    p.store.dispatch(accountTypeRequested({ type: 'eoa' }))
    await vi.waitFor(async () => expect(await p.storage.get('preferredAccountTypes')).toEqual({ eip155: 'eoa' }))
    await vi.waitFor(() =>
      expect(p.state().embeddedAccount).toMatchObject({ switching: false, account: { current: 'eoa' } }),
    )
    expect(p.state().embeddedAccount?.error).toBeUndefined()
  })
})

describe("section 8: the embedded wallet's service refuses the project, and the alert says what to fix", () => {
  it('a project id the service does not know ("Invalid key"): "Invalid Project ID"', async () => {
    pair = connectedPair({ projectId: fixtures.invalidProjectId })
    const p = await emailSent()
    await vi.waitFor(() => expect(p.state().alerts.current).toBe('invalidProjectId'))
    expect(p.state().emailLogin).toMatchObject({ step: 'idle', email, error: 'Invalid key' })
  })

  it('a page on a domain the project has not verified: the unverified domain alert', async () => {
    pair = connectedPair({ projectId: fixtures.projectId, pageOrigin: 'https://shop.example' })
    const p = await emailSent()
    await vi.waitFor(() => expect(p.state().alerts.current).toBe('unverifiedDomain'))
    expect(p.state().emailLogin?.error).toMatch(/^Unverified domain: https:\/\/shop.example/)
  })

  it('a session token that starts after the visitor\'s clock (a clock running behind): "Session Expired"', async () => {
    const hour = 3_600_000
    pair = connectedPair({ auth: { now: () => Date.now() + hour } })
    const p = visit()
    await signInByEmail(p, pair.auth, email, openIntended())
    await vi.waitFor(() => expect(p.state().alerts.current).toBe('sessionExpired'), flowStep)
    expect(p.state().account.eip155?.status).not.toBe('connected')
    expect(p.state().emailLogin?.error).toBe('JWT is not yet valid')
  })
})
