// The embedded wallet's social login on a real store (section 4's social path), through the auth
// connector and the fake frame: the popup opened in the click's own turn, sent to the provider's
// page the frame names, the consent page's answer heard from the frame's origin only; allowed,
// the account connects with the key of that provider's account; declined, closed or blocked, it
// says so; leaving the view closes the popup.
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { socialLoginErrors } from '../../src/connectors/auth/popup'
import { socialLoginCancelled, socialLoginRequested } from '../../src/features/embeddedWallet/actions'
import { selectSocialLogin } from '../../src/features/embeddedWallet/selectors'
import { openRequested } from '../../src/features/modal/actions'
import { popped, pushed } from '../../src/features/modal/routerSlice'
import { anvil } from '../../src/networks'
import { socialIdentity } from '../../mocks/frame/fakeAuth'
import { userKey } from '../../mocks/frame/frameWallet'
import {
  connectedPair,
  fakeSocialPopups,
  secret,
  type MemoryFrameOptions,
  type SocialAnswer,
} from '../frame/support/framePair'
import { porticoForTest } from '../support/portico'

afterEach(() => vi.unstubAllGlobals())

async function withSocialLogin(answer: SocialAnswer, frame: MemoryFrameOptions = {}) {
  const pair = connectedPair(frame)
  const popups = fakeSocialPopups(pair.auth, () => answer)
  vi.stubGlobal('open', vi.fn(popups.open))
  const p = porticoForTest({ networks: [anvil()] })
  p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337, popupHost: popups.host }))
  p.store.dispatch(openRequested())
  await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  p.store.dispatch(pushed({ view: 'Socials' }))
  return { p, pair, popups, login: () => selectSocialLogin(p.store.getState()) }
}

describe('section 4: social login through the embedded wallet', () => {
  it('the popup opens in the click, goes to the provider, and the allowed account connects', async () => {
    const { p, popups, login } = await withSocialLogin({ allow: 'satoshi' })
    p.store.dispatch(socialLoginRequested({ provider: 'github' }))
    // Opened in the dispatch itself, before anything was awaited.
    expect(globalThis.open).toHaveBeenCalledTimes(1)
    expect(login()).toMatchObject({ step: 'opening', provider: 'github' })
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
    const address = privateKeyToAccount(userKey(secret, socialIdentity('github', 'satoshi'))).address
    expect(p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${address}`)
    expect(new URL(popups.opened[0]!).searchParams.get('provider')).toBe('github')
    expect(await p.storage.get('socialProvider')).toBe('github')
    expect(login().step).toBe('connecting')
  })

  it('declined at the provider: "Sign-in was declined.", nothing connects', async () => {
    const { p, login } = await withSocialLogin('decline')
    p.store.dispatch(socialLoginRequested({ provider: 'google' }))
    await vi.waitFor(() => expect(login()).toMatchObject({ step: 'declined', error: socialLoginErrors.declined }))
    expect(p.state().account.eip155?.status).not.toBe('connected')
  })

  it('the popup closed before signing in: says so', async () => {
    const { p, login } = await withSocialLogin('close')
    p.store.dispatch(socialLoginRequested({ provider: 'discord' }))
    // Noticed by the popup watch (every 500 ms), after the frame's own 500 ms settle.
    await vi.waitFor(() => expect(login()).toMatchObject({ step: 'declined', error: socialLoginErrors.closed }))
  })

  it("section 8: a frame that never loads says so in section 8's words, not 'Something went wrong'", async () => {
    // Its 20 s load timeout at a thousandth of the time: 20 ms.
    const { p, login } = await withSocialLogin({ allow: 'satoshi' }, { neverLoads: true, timeScale: 0.001 })
    p.store.dispatch(socialLoginRequested({ provider: 'github' }))
    await vi.waitFor(() => expect(login()).toMatchObject({ step: 'failed', error: 'alert.iframeLoadFailed.short' }))
    expect(p.state().account.eip155?.status).not.toBe('connected')
  })

  it('a blocked popup: says how to allow it, and asks the frame nothing', async () => {
    const { p, pair, login } = await withSocialLogin({ allow: 'satoshi' })
    vi.stubGlobal('open', () => null)
    p.store.dispatch(socialLoginRequested({ provider: 'x' }))
    expect(login()).toMatchObject({ step: 'failed', error: socialLoginErrors.blocked })
    expect(pair.client.state).toBe('notCreated')
  })

  it('leaving the Socials view closes the popup and ends the login', async () => {
    const pair = connectedPair()
    // A provider page that never answers: the visitor walks away instead.
    const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { replace: () => {} } }
    vi.stubGlobal('open', () => popup)
    const p = porticoForTest({ networks: [anvil()] })
    p.registry.add(
      createAuthConnector({
        frame: async () => pair.client,
        chainId: 31337,
        popupHost: fakeSocialPopups(pair.auth, () => 'close').host,
      }),
    )
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    p.store.dispatch(pushed({ view: 'Socials' }))
    p.store.dispatch(socialLoginRequested({ provider: 'apple' }))
    await vi.waitFor(() => expect(selectSocialLogin(p.store.getState()).step).toBe('waiting'))
    p.store.dispatch(popped())
    await vi.waitFor(() => expect(popup.close).toHaveBeenCalled())
    expect(p.dispatched(socialLoginCancelled.type)).toHaveLength(1)
    expect(selectSocialLogin(p.store.getState()).step).toBe('idle')
  })
})
