// The frame client (sections 4, 7, 8 and 9) against a scripted frame, on a fake clock: its
// states and the 500 ms settle, requests sent only to the frame's origin with fresh ids and
// settled by their own answer, the 20 s load and 30 s login timeouts, aborting what needs
// approval, and answers from anywhere else left unread.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createFrameClient,
  frameErrors,
  frameOriginOf,
  type FrameClientOptions,
  type FrameHost,
  type FrameState,
} from '../../src/frame/frameClient'
import type { IncomingMessage } from '../../src/frame/messageGuard'
import { appMessageType, errorType, noticeType, successType } from '../../src/frame/protocol'

const frameUrl = 'http://127.0.0.1:4321/frame'
const origin = 'http://127.0.0.1:4321'
const address = '0x1111111111111111111111111111111111111111'

interface Sent {
  message: { type: string; id: string; payload: unknown }
  targetOrigin: string
}

function scriptedFrame(options: Partial<FrameClientOptions> = {}) {
  const frameWindow = { name: 'the frame' }
  const sent: Sent[] = []
  const states: FrameState[] = []
  const timeouts: string[] = []
  const warnings: string[] = []
  let handler: ((event: IncomingMessage) => void) | undefined
  let src: string | undefined
  let removed = false
  /** Each reveal (true) and conceal (false) of the frame, in order. */
  const shown: boolean[] = []
  const host: FrameHost = {
    mount(url) {
      src = url
      return {
        postMessage: (message, targetOrigin) => void sent.push({ message: message as Sent['message'], targetOrigin }),
        source: () => frameWindow,
        remove: () => void (removed = true),
        reveal: () => void shown.push(true),
        conceal: () => void shown.push(false),
      }
    },
    listen(h) {
      handler = h
      return () => void (handler = undefined)
    },
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  }
  const client = createFrameClient({
    url: frameUrl,
    projectId: 'p1',
    chainId: 'eip155:1',
    host,
    onStateChange: (state) => void states.push(state),
    onTimeout: (timeout) => void timeouts.push(timeout),
    warn: (message) => void warnings.push(message),
    ...options,
  })
  /** A message arriving at the page, from the frame unless said otherwise. */
  const fromFrame = (data: unknown, event: Partial<IncomingMessage> = {}) =>
    handler?.({ origin, source: frameWindow, data, ...event })
  const ready = async () => {
    fromFrame({ type: noticeType('ready'), payload: { version: '4' } })
    await vi.advanceTimersByTimeAsync(500)
  }
  const last = () => sent.at(-1)!.message
  return {
    client,
    sent,
    states,
    timeouts,
    warnings,
    fromFrame,
    ready,
    last,
    shown,
    src: () => src,
    removed: () => removed,
  }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('section 7: the frame is loaded from a secure URL with its query', () => {
  it("projectId, the chain (CAIP), version 4, enableLogger and the chain's RPC URL, as the client sends them", () => {
    const f = scriptedFrame()
    f.client.create()
    expect(Object.fromEntries(new URL(f.src()!).searchParams)).toEqual({
      projectId: 'p1',
      chainId: 'eip155:1',
      version: '4',
      enableLogger: 'false',
      // The client's default when the chain names none: the Blockchain API's RPC.
      rpcUrl: 'https://rpc.walletconnect.org',
    })
    const g = scriptedFrame({ chainId: 'eip155:137', rpcUrl: 'https://polygon.example/rpc' })
    g.client.create()
    expect(new URL(g.src()!).searchParams.get('chainId')).toBe('eip155:137')
    expect(new URL(g.src()!).searchParams.get('rpcUrl')).toBe('https://polygon.example/rpc')
  })

  it('an http URL is refused unless it is this machine', () => {
    expect(() => frameOriginOf('http://wallet.example/frame')).toThrow(/must be https/)
    expect(frameOriginOf('https://wallet.example/frame?x=1')).toBe('https://wallet.example')
    expect(frameOriginOf('http://localhost:5000/f')).toBe('http://localhost:5000')
  })
})

describe('section 4: not created, loading, ready (the ready notice plus 500 ms), initialized', () => {
  it('moves through its states in order, ready only 500 ms after the notice', async () => {
    const f = scriptedFrame()
    expect(f.client.state).toBe('notCreated')
    f.client.create()
    expect(f.client.state).toBe('loading')
    f.fromFrame({ type: noticeType('ready'), payload: { version: '4' } })
    await vi.advanceTimersByTimeAsync(499)
    expect(f.client.state).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(f.client.state).toBe('ready')
    f.client.initialized()
    expect(f.states).toEqual(['loading', 'ready', 'initialized'])
  })

  it('a request made while the frame loads is sent once it is ready, to its origin only, with a fresh id', async () => {
    const f = scriptedFrame()
    const user = f.client.request('getUser', { chainId: 1 })
    const email = f.client.request('connectEmail', { email: 'visitor@example.com' })
    expect(f.sent).toEqual([])
    await f.ready()
    expect(f.sent.map((s) => s.targetOrigin)).toEqual([origin, origin])
    const [a, b] = f.sent.map((s) => s.message.id)
    expect(a).toMatch(/^[0-9a-f-]{36}$/)
    expect(a).not.toBe(b)
    f.fromFrame({ type: successType('connectEmail'), id: b, payload: { action: 'VERIFY_OTP' } })
    f.fromFrame({ type: successType('getUser'), id: a, payload: { address, chainId: 1 } })
    await expect(email).resolves.toEqual({ action: 'VERIFY_OTP' })
    await expect(user).resolves.toMatchObject({ address })
  })

  it('a malformed request is refused before anything is sent', async () => {
    const f = scriptedFrame()
    f.client.create()
    await f.ready()
    await expect(f.client.request('connectEmail', { email: 'nope' })).rejects.toThrow()
    expect(f.sent).toEqual([])
  })
})

describe('section 8: answers and their words', () => {
  it('an error answer rejects with its message, or "An error occurred" when it is empty; one without a message is refused', async () => {
    const f = scriptedFrame()
    f.client.create()
    await f.ready()
    const first = f.client.request('connectOtp', { otp: '000000' })
    f.fromFrame({ type: errorType('connectOtp'), id: f.last().id, payload: { message: 'Invalid code' } })
    await expect(first).rejects.toThrow('Invalid code')
    const second = f.client.request('signOut', undefined)
    const id = f.last().id
    f.fromFrame({ type: errorType('signOut'), id, payload: {} })
    expect(f.client.refused.schema).toBe(1)
    f.fromFrame({ type: errorType('signOut'), id, payload: { message: '' } })
    await expect(second).rejects.toThrow(frameErrors.noMessage)
  })

  it('a session update reaches the app', async () => {
    const tokens: string[] = []
    const f = scriptedFrame({ onSessionUpdate: (token) => void tokens.push(token) })
    f.client.create()
    f.fromFrame({ type: noticeType('sessionUpdate'), payload: { token: 'session-1' } })
    expect(tokens).toEqual(['session-1'])
  })

  it('section 5: a session update with an empty token fails parsing, and never reaches the app', async () => {
    const tokens: string[] = []
    const f = scriptedFrame({ onSessionUpdate: (token) => void tokens.push(token) })
    f.client.create()
    f.fromFrame({ type: noticeType('sessionUpdate'), payload: { token: '' } })
    expect(tokens).toEqual([])
    expect(f.client.refused.schema).toBe(1)
  })
})

describe('section 9: timeouts', () => {
  it('no ready in 20 s: iframe_load_failed, and what waits is aborted', async () => {
    const f = scriptedFrame()
    const waiting = expect(f.client.request('getUser', { chainId: 1 })).rejects.toMatchObject({
      message: frameErrors.somethingWentWrong,
      timeout: 'iframe_load_failed',
    })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(f.timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(f.timeouts).toEqual(['iframe_load_failed'])
    await waiting
  })

  it('a frame that never loaded is taken down, and the next request loads a new one', async () => {
    const f = scriptedFrame()
    f.client.create()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(f.client.state).toBe('notCreated')
    const connected = f.client.request('isConnected', undefined)
    expect(f.client.state).toBe('loading')
    await f.ready()
    await vi.waitFor(() => expect(f.last().type).toBe(appMessageType('isConnected')))
    f.fromFrame({ type: successType('isConnected'), id: f.last().id, payload: { isConnected: false } })
    await expect(connected).resolves.toEqual({ isConnected: false })
  })

  it('a login-type request unanswered for 30 s: iframe_request_timeout, and it is aborted with that cause', async () => {
    const f = scriptedFrame()
    f.client.create()
    await f.ready()
    const email = expect(f.client.request('connectEmail', { email: 'visitor@example.com' })).rejects.toMatchObject({
      message: frameErrors.somethingWentWrong,
      timeout: 'iframe_request_timeout',
    })
    const farcaster = f.client.request('connectFarcaster', undefined)
    const farcasterId = f.last().id
    await vi.advanceTimersByTimeAsync(29_999)
    expect(f.timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(f.timeouts).toEqual(['iframe_request_timeout'])
    await email
    // The visitor deciding in Farcaster: not bounded, it still waits for its answer.
    f.fromFrame({ type: successType('connectFarcaster'), id: farcasterId, payload: { userName: 'dwr' } })
    await expect(farcaster).resolves.toEqual({ userName: 'dwr' })
  })

  it.each(['getFarcasterUri', 'updateEmail', 'setPreferredAccount'] as const)(
    'a request the frame answers by itself (%s), unanswered for 30 s: iframe_request_timeout, the same bound',
    async (name) => {
      const f = scriptedFrame()
      f.client.create()
      await f.ready()
      const payload = {
        getFarcasterUri: undefined,
        updateEmail: { email: 'a@b.example' },
        setPreferredAccount: { type: 'eoa' },
      }[name]
      const asked = expect(f.client.request(name, payload as never)).rejects.toMatchObject({
        timeout: 'iframe_request_timeout',
      })
      await vi.advanceTimersByTimeAsync(29_999)
      expect(f.timeouts).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(f.timeouts).toEqual(['iframe_request_timeout'])
      await asked
    },
  )

  it('the setup (sync dapp data, sync theme) unanswered for 30 s: iframe_request_timeout, once, and both are aborted with that cause', async () => {
    const f = scriptedFrame()
    f.client.create()
    await f.ready()
    const timedOut = { message: frameErrors.somethingWentWrong, timeout: 'iframe_request_timeout' }
    const dappData = expect(f.client.request('syncDappData', { projectId: 'p1' })).rejects.toMatchObject(timedOut)
    const theme = expect(f.client.request('syncTheme', { themeMode: 'dark' })).rejects.toMatchObject(timedOut)
    // A malformed answer is refused by the schema: the setup still waits, as for no answer at all.
    f.fromFrame({ type: successType('syncDappData'), id: f.sent[0]!.message.id, payload: { malformed: true } })
    expect(f.client.refused.schema).toBe(1)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(f.timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(f.timeouts).toEqual(['iframe_request_timeout'])
    await dappData
    await theme
  })
})

describe('section 4: aborting cancels the open requests that need approval', () => {
  it('a pending signature is aborted with "Request was aborted"; a read is not; the frame is told once per open request', async () => {
    const f = scriptedFrame()
    f.client.create()
    await f.ready()
    const signature = f.client.request('rpcRequest', { method: 'personal_sign', params: ['0x68', address] })
    const balance = f.client.request('rpcRequest', { method: 'eth_getBalance', params: [address, 'latest'] })
    const balanceId = f.last().id
    const before = f.sent.length
    f.client.abortUnsafeRequests()
    await expect(signature).rejects.toThrow(frameErrors.aborted)
    // RPC_ABORT as the client sends it: one per open RPC request, each with an id of its own and no payload.
    const aborts = f.sent.slice(before).map((s) => s.message)
    expect(aborts).toEqual([
      { type: appMessageType('rpcAbort'), id: expect.any(String) },
      { type: appMessageType('rpcAbort'), id: expect.any(String) },
    ])
    expect(new Set([...aborts.map((m) => m.id), balanceId]).size).toBe(3)
    expect(f.sent.slice(before).every((s) => s.targetOrigin === origin)).toBe(true)
    f.fromFrame({ type: successType('rpcRequest'), id: balanceId, payload: '0x1' })
    await expect(balance).resolves.toBe('0x1')
  })
})

describe('answers from anywhere but the frame, or to nothing asked, are not read', () => {
  it('the request settles only from its own answer; every other message is counted and dropped', async () => {
    const f = scriptedFrame()
    f.client.create()
    await f.ready()
    const email = f.client.request('connectEmail', { email: 'visitor@example.com' })
    const id = f.last().id
    const forged = { type: successType('connectEmail'), id, payload: { action: 'CONNECT' } }
    f.fromFrame(forged, { origin: 'http://127.0.0.1:6006' })
    f.fromFrame(forged, { source: { name: 'a window of the same origin' } })
    f.fromFrame({ type: successType('connectEmail'), id, payload: { action: 'LOG_IN' } })
    f.fromFrame({ type: successType('getUser'), id, payload: { address, chainId: 1 } })
    f.fromFrame({ type: successType('connectEmail'), id: crypto.randomUUID(), payload: { action: 'CONNECT' } })
    let settled = false
    void email.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    f.fromFrame({ type: successType('connectEmail'), id, payload: { action: 'VERIFY_DEVICE' } })
    await expect(email).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    // The same answer again: nobody waits for it any more.
    f.fromFrame({ type: successType('connectEmail'), id, payload: { action: 'VERIFY_DEVICE' } })
    expect(f.client.refused).toEqual({ origin: 1, source: 1, schema: 1, replayed: 0, unexpected: 3 })
    expect(f.warnings).toHaveLength(6)
  })

  it('destroy removes the frame, stops listening and aborts what is pending', async () => {
    const f = scriptedFrame()
    f.client.create()
    await f.ready()
    const user = f.client.request('getUser', { chainId: 1 })
    f.client.destroy()
    await expect(user).rejects.toThrow(frameErrors.somethingWentWrong)
    expect(f.removed()).toBe(true)
    expect(f.client.state).toBe('notCreated')
  })
})

describe('section 6: the frame shows itself while a request waits for the visitor', () => {
  it('an unsafe request reveals the frame until its answer; a safe one never does', async () => {
    const f = scriptedFrame()
    f.client.create()
    await f.ready()
    const balance = f.client.request('rpcRequest', { method: 'eth_getBalance', params: [] })
    f.fromFrame({ type: successType('rpcRequest'), id: f.last().id, payload: '0x0' })
    await balance
    expect(f.shown).toEqual([])
    const first = f.client.request('rpcRequest', { method: 'personal_sign', params: ['0x00'] })
    const firstId = f.last().id
    const second = f.client.request('rpcRequest', { method: 'eth_sendTransaction', params: [{}] })
    const secondId = f.last().id
    // Shown once for both; hidden when the last one is answered.
    expect(f.shown).toEqual([true])
    f.fromFrame({ type: successType('rpcRequest'), id: firstId, payload: '0x1' })
    await first
    expect(f.shown).toEqual([true])
    f.fromFrame({ type: errorType('rpcRequest'), id: secondId, payload: { message: 'User rejected the request.' } })
    await expect(second).rejects.toThrow('User rejected the request.')
    expect(f.shown).toEqual([true, false])
  })
})
