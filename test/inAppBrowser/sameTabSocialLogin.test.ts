// Social login where popups are blocked (Instagram's browser, a Telegram mini app): no popup is
// opened; the page itself goes to the provider's sign-in, its state carrying the way back; the
// fake provider's page sends the tab back with `result_uri`; Portico, starting again there with
// what the tab kept, opens the modal where it was (Connect, then Socials) and finishes the
// sign-in through the frame: the account of that provider connects. A way back this browser did
// not start (a crafted link), or a stale one, signs no one in; a declined one says so.
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { socialLoginErrors } from '../../src/connectors/auth/popup'
import { socialLoginRequested } from '../../src/features/embeddedWallet/actions'
import { selectSocialLogin } from '../../src/features/embeddedWallet/selectors'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { sameTabLoginMaxAgeMs } from '../../src/features/inAppBrowser/sameTabLogin'
import type { Environment } from '../../src/features/options/optionsSlice'
import { memoryStore, type KeyValueStore } from '../../src/store/storage/porticoStorage'
import { anvil } from '../../src/networks'
import { socialIdentity, type RecordStore } from '../../mocks/frame/fakeAuth'
import { userKey } from '../../mocks/frame/frameWallet'
import { connectedPair, pageOrigin, secret } from '../frame/support/framePair'
import { porticoForTest } from '../support/portico'

afterEach(() => vi.unstubAllGlobals())

const instagram: Partial<Environment> = {
  isMobile: true,
  inAppBrowser: { id: 'instagram', name: 'Instagram', blocksPopups: true },
}
const shopPage = `${pageOrigin}/shop?item=3`

/** The frame's login records, kept on its origin across the app's page loads. */
const frameRecords = (): RecordStore => memoryStore()

/** One load of the app's page in the tab: its store, over the frame on its origin. */
function pageLoad(kv: KeyValueStore, records: RecordStore, environment: Partial<Environment> = instagram) {
  const pair = connectedPair({ auth: { store: records } })
  const p = porticoForTest({ networks: [anvil()] }, { kv, environment })
  p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
  return { p, pair, login: () => selectSocialLogin(p.store.getState()) }
}

/** The tab at `href`: where Portico reads the way back, and how it leaves. */
function tabAt(href: string) {
  const tab = {
    location: { href, assign: vi.fn() },
    history: {
      state: null,
      replaceState: vi.fn((_data: unknown, _unused: string, url?: string) => void (tab.location.href = url!)),
    },
  }
  vi.stubGlobal('window', tab)
  vi.stubGlobal('location', tab.location)
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  )
  return tab
}

/** The visitor picks a provider on the Socials view; the tab leaves for its sign-in. */
async function leaveFor(provider: string, kv: KeyValueStore, records: RecordStore, environment = instagram) {
  const tab = tabAt(shopPage)
  const first = pageLoad(kv, records, environment)
  first.p.store.dispatch(openRequested())
  await vi.waitFor(() => expect(first.p.state().services.apiAttached).toBe(true))
  first.p.store.dispatch(pushed({ view: 'Socials' }))
  first.p.store.dispatch(socialLoginRequested({ provider }))
  await vi.waitFor(() => expect(tab.location.assign).toHaveBeenCalledTimes(1))
  const signIn = new URL(tab.location.assign.mock.calls[0]![0] as string)
  first.p.stop()
  return { first, tab, signIn }
}

/** The fake provider's page, as demo/frame/social.ts answers a same-tab sign-in: back to the app with `result_uri`. */
function providerAnswers(signIn: URL, records: RecordStore, answer: { allow: string } | 'decline') {
  const given = signIn.searchParams.get('state')!
  const [state, back] = [given.slice(0, given.indexOf('--')), new URL(given.slice(given.indexOf('--') + 2))]
  const pair = connectedPair({ auth: { store: records } })
  pair.auth.answerSocial(state, answer === 'decline' ? 'declined' : { username: answer.allow })
  const result = new URLSearchParams({ state, ...(answer === 'decline' && { error: 'access_denied' }) })
  back.searchParams.set('result_uri', `${signIn.origin}${signIn.pathname}?${result}`)
  return back.href
}

describe('popups blocked: social login in the same tab', () => {
  it('the tab goes to the provider (no popup), comes back, and the account connects with the modal where it was', async () => {
    const kv = memoryStore()
    const records = frameRecords()
    const { first, signIn } = await leaveFor('github', kv, records)
    // No popup was asked for: the page itself went, to the frame's sign-in page for github.
    expect(globalThis.open).not.toHaveBeenCalled()
    expect(first.login()).toMatchObject({ step: 'opening', provider: 'github' })
    expect(signIn.searchParams.get('provider')).toBe('github')
    // Its state carries the way back: this page, with a one-time value of ours.
    const wayBack = new URL(signIn.searchParams.get('state')!.split('--')[1]!)
    expect(`${wayBack.origin}${wayBack.pathname}`).toBe(`${pageOrigin}/shop`)
    expect(wayBack.searchParams.get('item')).toBe('3')
    expect(wayBack.searchParams.get('portico_social')).toMatch(/^[0-9a-f]{32}$/)

    const back = providerAnswers(signIn, records, { allow: 'satoshi' })
    const tab = tabAt(back)
    const again = pageLoad(kv, records)
    // Where it was: the modal open on Connect, then Socials, signing in.
    await vi.waitFor(() => expect(again.p.state().router.history.map((e) => e.view)).toEqual(['Connect', 'Socials']))
    expect(again.p.state().modal.open).toBe(true)
    await vi.waitFor(() => expect(again.p.state().account.eip155?.status).toBe('connected'))
    const address = privateKeyToAccount(userKey(secret, socialIdentity('github', 'satoshi'))).address
    expect(again.p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${address}`)
    // The way back left the address bar at once; what the tab kept is gone.
    expect(tab.history.replaceState).toHaveBeenCalledWith(null, '', shopPage)
    expect(await again.p.storage.get('socialRedirect')).toBeUndefined()
  })

  it('in a Telegram mini app too', async () => {
    const kv = memoryStore()
    const records = frameRecords()
    const { signIn } = await leaveFor('discord', kv, records, { isMobile: true, telegram: 'android' })
    expect(globalThis.open).not.toHaveBeenCalled()
    tabAt(providerAnswers(signIn, records, { allow: 'nakamoto' }))
    const again = pageLoad(kv, records, { isMobile: true, telegram: 'android' })
    await vi.waitFor(() => expect(again.p.state().account.eip155?.status).toBe('connected'))
  })

  it('declined at the provider: back on Socials, "Sign-in was declined.", nothing connects', async () => {
    const kv = memoryStore()
    const records = frameRecords()
    const { signIn } = await leaveFor('google', kv, records)
    tabAt(providerAnswers(signIn, records, 'decline'))
    const again = pageLoad(kv, records)
    await vi.waitFor(() => expect(again.login()).toMatchObject({ step: 'declined', error: socialLoginErrors.declined }))
    expect(again.p.state().router.history.at(-1)?.view).toBe('Socials')
    expect(again.p.state().account.eip155?.status).not.toBe('connected')
  })

  it('a crafted link (a way back this browser did not start) signs no one in, and leaves the address bar', async () => {
    const kv = memoryStore()
    const records = frameRecords()
    const { signIn } = await leaveFor('github', kv, records)
    const back = new URL(providerAnswers(signIn, records, { allow: 'mallory' }))
    back.searchParams.set('portico_social', '0'.repeat(32))
    const tab = tabAt(back.href)
    const again = pageLoad(kv, records)
    await vi.waitFor(() => expect(tab.history.replaceState).toHaveBeenCalledWith(null, '', shopPage))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(again.p.state().modal.open).toBe(false)
    expect(again.p.state().account.eip155?.status).not.toBe('connected')
  })

  it('a way back taken up too late (after ten minutes) is stale: nothing happens', async () => {
    const kv = memoryStore()
    const records = frameRecords()
    const { signIn } = await leaveFor('github', kv, records)
    const back = providerAnswers(signIn, records, { allow: 'satoshi' })
    const kept = (await pageLoad(kv, records).p.storage.get('socialRedirect'))!
    pageLoad(kv, records).p.storage.set('socialRedirect', { ...kept, at: kept.at - sameTabLoginMaxAgeMs - 1 })
    tabAt(back)
    const again = pageLoad(kv, records)
    await vi.waitFor(async () => expect(await again.p.storage.get('socialRedirect')).toBeUndefined())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(again.p.state().modal.open).toBe(false)
    expect(again.p.state().account.eip155?.status).not.toBe('connected')
  })

  it('in an ordinary browser nothing changes: the popup opens in the click', async () => {
    tabAt(shopPage)
    const { p } = pageLoad(memoryStore(), frameRecords(), { isMobile: true })
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    p.store.dispatch(pushed({ view: 'Socials' }))
    p.store.dispatch(socialLoginRequested({ provider: 'github' }))
    expect(globalThis.open).toHaveBeenCalledTimes(1)
    expect(window.location.assign).not.toHaveBeenCalled()
  })
})
