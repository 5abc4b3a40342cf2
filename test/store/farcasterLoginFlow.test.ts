// The embedded wallet's Farcaster login on a real store, through the auth connector and the fake
// frame: opening ConnectingFarcaster asks the frame for a Farcaster URI (the account state's
// farcasterUrl); approved in (fake) Farcaster, the account connects with the key of that
// Farcaster account; an expired request says so and Try again makes a new one; leaving the view
// clears the URI and the frame, reloaded 100 ms later, drops the request.
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { farcasterLoginRequested } from '../../src/features/embeddedWallet/actions'
import { selectFarcasterLogin } from '../../src/features/embeddedWallet/selectors'
import { openRequested } from '../../src/features/modal/actions'
import { popped, pushed } from '../../src/features/modal/routerSlice'
import { anvil } from '../../src/networks'
import { codeLifetimeMs, socialIdentity } from '../../mocks/frame/fakeAuth'
import { userKey } from '../../mocks/frame/frameWallet'
import { connectedPair, secret, type MemoryFrameOptions } from '../frame/support/framePair'
import { porticoForTest, testConfig } from '../support/portico'
import { createHarness } from '../../harness/porticoHarness'
import { flowStep } from '../support/waits'

/** The visitor on ConnectingFarcaster: the login starts, over a frame as `frame` has it. */
async function openFarcaster(frame: MemoryFrameOptions = {}) {
  const pair = connectedPair(frame)
  const p = porticoForTest({ networks: [anvil()] })
  p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
  p.store.dispatch(openRequested())
  await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  p.store.dispatch(pushed({ view: 'ConnectingFarcaster' }))
  return { p, pair, login: () => selectFarcasterLogin(p.store.getState()) }
}

async function onFarcaster(now = () => Date.now()) {
  const { p, pair, login } = await openFarcaster({ auth: { now } })
  const url = () => p.state().account.eip155?.farcasterUrl
  const channel = () => new URL(url()!).searchParams.get('channel')!
  await vi.waitFor(() => expect(login().step).toBe('waiting'), flowStep)
  return { p, pair, url, channel, login }
}

describe('section 4: Farcaster login through the embedded wallet', () => {
  it('the view shows the frame’s Farcaster URI; approved there, the account connects', async () => {
    const { p, pair, url, channel } = await onFarcaster()
    expect(url()).toMatch(/\/farcaster\.html\?channel=/)
    pair.auth.approveFarcaster(channel(), 'dwr')
    // The frame sees the approval on its next look (once a second), then derives the key and connects.
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'), flowStep)
    const address = privateKeyToAccount(userKey(secret, socialIdentity('farcaster', 'dwr'))).address
    expect(p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${address}`)
  })

  it('reached before the api came (Connect paints before it), the login starts when it comes', async () => {
    const pair = connectedPair()
    const p = createHarness({ config: { ...testConfig, networks: [anvil()] }, api: false, start: {} })
    p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
    p.store.dispatch(openRequested())
    p.store.dispatch(pushed({ view: 'ConnectingFarcaster' }))
    expect(p.state().services.apiAttached).toBe(false)
    await vi.waitFor(() => expect(selectFarcasterLogin(p.store.getState()).step).toBe('waiting'), flowStep)
    expect(p.state().account.eip155?.farcasterUrl).toMatch(/\/farcaster\.html\?channel=/)
  })

  it('an expired request says so; Get a new code makes a fresh URI', async () => {
    let clock = Date.now()
    const { p, url, login } = await onFarcaster(() => clock)
    const first = url()
    clock += codeLifetimeMs + 1
    // The frame notices on its next look (once a second).
    await vi.waitFor(() => expect(login()).toEqual({ step: 'failed', error: 'Farcaster sign-in expired' }), flowStep)
    p.store.dispatch(farcasterLoginRequested())
    await vi.waitFor(() => expect(login().step).toBe('waiting'), flowStep)
    expect(url()).not.toBe(first)
  })

  it('declined in Farcaster is said as a decline, not a failure; Get a new code asks again', async () => {
    const { p, pair, channel, login } = await onFarcaster()
    pair.auth.declineFarcaster(channel())
    await vi.waitFor(
      () => expect(login()).toEqual({ step: 'failed', declined: true, error: 'User rejected the Farcaster sign-in.' }),
      flowStep,
    )
    p.store.dispatch(farcasterLoginRequested())
    await vi.waitFor(() => expect(login()).toEqual({ step: 'waiting' }), flowStep)
  })

  it("section 8: a frame that never loads says so in section 8's words, not 'Something went wrong'", async () => {
    // Its 20 s load timeout at a thousandth of the time: 20 ms.
    const { p, login } = await openFarcaster({ neverLoads: true, timeScale: 0.001 })
    await vi.waitFor(() => expect(login()).toEqual({ step: 'failed', error: 'alert.iframeLoadFailed.short' }))
    expect(p.state().account.eip155?.farcasterUrl).toBeUndefined()
  })

  it('leaving the view clears the URI, and the reloaded frame drops the request', async () => {
    const { p, pair, url, channel } = await onFarcaster()
    const pending = channel()
    p.store.dispatch(popped())
    expect(url()).toBeUndefined()
    await vi.waitFor(() => expect(pair.auth.farcasterPending(pending)).toBe(false), flowStep)
    expect(p.state().account.eip155?.status).not.toBe('connected')
  })
})
