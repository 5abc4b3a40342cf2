// The embedded wallet's email login on a real store (section 4), through the auth connector and
// the fake frame: device approval, then the code from the inbox, then the account connected with
// the frame key's address; a wrong code keeps the code step with the frame's words; the 30 s
// cooldown and a missing email login say so in the spec's words.
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { codeSubmitted, emailLoginCancelled, emailSubmitted } from '../../src/features/embeddedWallet/actions'
import { emailLoginUnavailable } from '../../src/features/embeddedWallet/emailLoginFlow'
import { selectEmailLogin } from '../../src/features/embeddedWallet/selectors'
import { providerAlertOf } from '../../src/features/alerts/providerAlerts'
import { fakeConnector } from '../support/fakeConnector'
import { userKey } from '../../mocks/frame/frameWallet'
import { connectedPair, secret } from '../frame/support/framePair'
import { porticoForTest, testConfig } from '../support/portico'
import { createHarness } from '../../harness/porticoHarness'
import { anvil } from '../../src/networks'
import { openRequested } from '../../src/features/modal/actions'
import { popped, pushed } from '../../src/features/modal/routerSlice'

const email = 'visitor@example.com'

async function withEmailLogin() {
  const pair = connectedPair()
  const p = porticoForTest({ networks: [anvil()] })
  p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
  await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  const login = () => selectEmailLogin(p.store.getState())
  return { p, pair, login }
}

describe('section 4: email login through the embedded wallet', () => {
  it('a new device: approve it from the inbox, enter the code, and the account connects', async () => {
    const { p, pair, login } = await withEmailLogin()
    p.store.dispatch(emailSubmitted({ email }))
    await vi.waitFor(() => expect(login()).toMatchObject({ step: 'device', email, sentAt: expect.any(Number) }))
    pair.auth.approveDevice(email)
    await vi.waitFor(() => expect(login().step).toBe('code'))
    p.store.dispatch(codeSubmitted({ code: pair.auth.inbox(email).at(-1)!.value }))
    const address = privateKeyToAccount(userKey(secret, email)).address
    await vi.waitFor(() => expect(p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${address}`))
    expect(p.state().account.eip155?.status).toBe('connected')
    expect(login().step).toBe('connecting')
  })

  it("a wrong code stays on the code step with the frame's words; the right one then connects", async () => {
    const { p, pair, login } = await withEmailLogin()
    pair.auth.approveDevice(email)
    p.store.dispatch(emailSubmitted({ email }))
    await vi.waitFor(() => expect(login().step).toBe('code'))
    p.store.dispatch(codeSubmitted({ code: '000000' }))
    await vi.waitFor(() => expect(login()).toMatchObject({ step: 'code', error: 'Invalid code' }))
    p.store.dispatch(codeSubmitted({ code: pair.auth.inbox(email).at(-1)!.value }))
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
  })

  it('a second email within 30 s: "Please try again after N seconds", back on the email form', async () => {
    const { p, pair, login } = await withEmailLogin()
    pair.auth.approveDevice(email)
    p.store.dispatch(emailSubmitted({ email }))
    await vi.waitFor(() => expect(login().step).toBe('code'))
    p.store.dispatch(emailSubmitted({ email }))
    await vi.waitFor(() => expect(login()).toMatchObject({ step: 'idle', error: 'Please try again after 30 seconds' }))
  })

  it('no embedded wallet configured: "Unable to load email login dependency", the email kept', async () => {
    const p = porticoForTest()
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    p.store.dispatch(emailSubmitted({ email }))
    await vi.waitFor(() =>
      expect(selectEmailLogin(p.store.getState())).toEqual({ step: 'idle', email, error: emailLoginUnavailable }),
    )
  })

  it('cancelling goes back to idle', async () => {
    const { p, login } = await withEmailLogin()
    p.store.dispatch(emailSubmitted({ email }))
    await vi.waitFor(() => expect(login().step).toBe('device'))
    p.store.dispatch(emailLoginCancelled())
    expect(login()).toMatchObject({ step: 'idle', email })
  })
})

describe('section 8: provider error mapping', () => {
  it.each([
    ['Origin not allowed', 'invalidAppConfiguration'],
    ['JWT is not yet valid', 'sessionExpired'],
    ['Invalid key', 'invalidProjectId'],
  ] as const)('"%s" from the wallet\'s service raises %s, and the email form says why', async (message, alert) => {
    const p = porticoForTest()
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    const { connector } = fakeConnector({ id: 'auth' })
    connector.emailLogin = {
      start: () => Promise.reject(new Error(message)),
      confirmDevice: () => Promise.resolve(),
      confirmCode: () => Promise.resolve(),
    }
    p.registry.add(connector)
    p.store.dispatch(emailSubmitted({ email }))
    await vi.waitFor(() => expect(p.state().alerts.current).toBe(alert))
    expect(selectEmailLogin(p.store.getState())).toMatchObject({ step: 'idle', error: message })
  })

  it('other messages raise no alert', () => {
    expect(['Invalid code', 'Something went wrong', 'Origin mismatch'].map(providerAlertOf)).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })
})

describe('the email login arrives with the api', () => {
  it('before the api, no slice and the idle state read; with it, the slice', async () => {
    const late = createHarness({ config: testConfig, api: false, start: false })
    expect(late.state().emailLogin).toBeUndefined()
    expect(selectEmailLogin(late.store.getState())).toEqual({ step: 'idle' })
    const p = porticoForTest()
    await vi.waitFor(() => expect(p.state().emailLogin).toEqual({ step: 'idle' }))
  })

  it('leaving the EmailLogin view cancels the login: an approval arriving later moves nothing', async () => {
    const { p, pair, login } = await withEmailLogin()
    p.store.dispatch(openRequested({ view: 'Connect' }))
    p.store.dispatch(pushed({ view: 'EmailLogin' }))
    p.store.dispatch(emailSubmitted({ email }))
    await vi.waitFor(() => expect(login().step).toBe('device'))
    p.store.dispatch(popped())
    expect(login()).toMatchObject({ step: 'idle', email })
    pair.auth.approveDevice(email)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(login().step).toBe('idle')
  })
})
