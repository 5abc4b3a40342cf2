// Account names on a real store (sections 4, 5 and 8), with the embedded wallet's account (the
// fake frame's key on Ethereum) and the Node mocks as the server, which verify the signature
// before registering: section 5's rule before any lookup; taken or free after the pause, with
// free names to pick; registering pushes RegisterAccountNameSuccess, signs the server's payload,
// and the name is the account's (and Send resolves it at once); a refusal comes back with the
// API's reason; a wallet other than the embedded one cannot register.
import { http, HttpResponse } from 'msw'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { stateNames } from '../../mocks/db'
import { blockchainApi } from '../../src/api/porticoApi'
import { addName } from '../../mocks/db/names'
import { createNodeMocks } from '../../mocks/node'
import { userKey } from '../../mocks/frame/frameWallet'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { connectRequested, disconnectRequested } from '../../src/features/connection/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { nameRegisterRequested, nameTyped } from '../../src/features/names/actions'
import { coinTypeOf, nameLabelProblem } from '../../src/features/names/nameRules'
import { nameMessages } from '../../src/features/names/messages'
import { signatureAsks } from '../../src/features/names/registerName'
import { selectNameRegistration } from '../../src/features/names/selectors'
import { initialNameRegistrationState } from '../../src/features/names/nameRegistrationSlice'
import { resolveName } from '../../src/features/send/sendWork'
import { backRequested, openRequested } from '../../src/features/modal/actions'
import { connectedPair, secret } from '../frame/support/framePair'
import { signInByEmail } from '../support/emailSignIn'
import { flowStep, flowSteps } from '../support/waits'
import { fakeConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => mocks.server.resetHandlers())
afterAll(() => mocks.server.close())

const email = 'names@example.com'

async function signedIn() {
  const pair = connectedPair()
  const p = porticoForTest({ baseUrls: mockedHosts })
  p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 1 }))
  await signInByEmail(p, pair.auth, email)
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'), flowStep)
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'RegisterAccountName' }))
  const names = () => selectNameRegistration(p.store.getState())
  const view = () => p.state().router.history.at(-1)?.view
  return { p, pair, names, view, address: privateKeyToAccount(userKey(secret, email)).address }
}

describe('choosing a name: the rule, then taken or free', () => {
  it('section 5 before any lookup; a taken name offers free ones; a free one is available', async () => {
    const { p, names } = await signedIn()
    p.store.dispatch(nameTyped({ label: 'abc' }))
    p.store.dispatch(nameTyped({ label: 'ab_cd' }))
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(names().check).toBe('idle')
    p.store.dispatch(nameTyped({ label: fixtures.registeredName.split('.')[0]! }))
    await vi.waitFor(() => expect(names().check).toBe('taken'))
    expect(names().suggestions.length).toBeGreaterThan(0)
    expect(names().suggestions).not.toContain(fixtures.neighbourName)
    p.store.dispatch(nameTyped({ label: 'newcomer-2026' }))
    await vi.waitFor(() => expect(names().check).toBe('available'))
  })

  it.each(['----', 'xn--80ak6aa92e', '-alice', 'alice-', 'ab--cd'])(
    'a label with hyphens where DNS-style names cannot have them (%j) is said and never looked up',
    (label) => {
      expect(nameLabelProblem(label)).toBe('hyphens')
    },
  )

  it('a name the server suggests is offered only when it keeps the rule (no `----`, no `xn--` encoded name)', async () => {
    const { p, names } = await signedIn()
    mocks.server.use(
      http.get('*/v1/profile/suggestions/:name', () =>
        HttpResponse.json({
          suggestions: [
            { name: 'taken-one.reown.id', registered: true },
            { name: '----.reown.id', registered: false },
            { name: 'xn--80ak6aa92e.reown.id', registered: false },
            { name: 'free-one.reown.id', registered: false },
          ],
        }),
      ),
    )
    p.store.dispatch(nameTyped({ label: fixtures.registeredName.split('.')[0]! }))
    await vi.waitFor(() => expect(names().check).toBe('taken'))
    expect(names().suggestions).toEqual(['free-one.reown.id'])
  })
})

describe('registering with the embedded wallet’s account', () => {
  it('pushes the success view, signs, registers; the account shows the name and Send resolves it', async () => {
    const { p, names, view, address } = await signedIn()
    p.store.dispatch(nameTyped({ label: 'Newcomer-Reg' }))
    await vi.waitFor(() => expect(names().check).toBe('available'))
    p.store.dispatch(nameRegisterRequested())
    expect(view()).toBe('RegisterAccountNameSuccess')
    // With what the account signs for: this name, for this account (what the view shows beside the frame).
    expect(p.state().router.history.at(-1)!.data?.approval).toEqual({
      kind: 'nameRegistration',
      caipNetworkId: 'eip155:1',
      name: 'newcomer-reg.reown.id',
      account: address,
    })
    await vi.waitFor(() => expect(names().registration).toEqual({ name: 'newcomer-reg.reown.id', step: 'done' }))
    expect(p.state().account.eip155?.profileName).toBe('newcomer-reg.reown.id')
    const row = mocks.db.accountName.findFirst({ where: { name: { equals: 'newcomer-reg.reown.id' } } })
    expect(row?.owner.toLowerCase()).toBe(address.toLowerCase())
    await expect(resolveName(p.store.dispatch, 'newcomer-reg.reown.id')).resolves.toEqual({ found: true, address })
  })

  it('a registered name ends the form: the next one starts empty, with nothing said of the last', async () => {
    const { p, names } = await signedIn()
    p.store.dispatch(nameTyped({ label: 'first-of-two' }))
    await vi.waitFor(() => expect(names().check).toBe('available'))
    p.store.dispatch(nameRegisterRequested())
    await vi.waitFor(() => expect(names().registration).toEqual({ name: 'first-of-two.reown.id', step: 'done' }))
    expect(names()).toMatchObject({ label: '', check: 'idle', suggestions: [], error: undefined })
  })

  it('section 4, Disconnect: the form goes with the account, and the next visitor starts empty', async () => {
    const { p, names } = await signedIn()
    p.store.dispatch(nameTyped({ label: 'left-behind' }))
    await vi.waitFor(() => expect(names().check).toBe('available'))
    p.store.dispatch(disconnectRequested())
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('disconnected'), flowStep)
    expect(names()).toEqual(initialNameRegistrationState)
  })

  it("a refusal goes back to RegisterAccountName with the API's reason", async () => {
    const { p, names, view, address } = await signedIn()
    p.store.dispatch(nameTyped({ label: 'racing-name' }))
    await vi.waitFor(() => expect(names().check).toBe('available'))
    // Someone else registers it first.
    addName(mocks.db, 'racing-name.reown.id', fixtures.otherAccount, new Date().toISOString(), null, {
      coinType: 60,
      avatar: false,
    })
    p.store.dispatch(nameRegisterRequested())
    await vi.waitFor(() => expect(view()).toBe('RegisterAccountName'))
    expect(names()).toMatchObject({
      registration: undefined,
      error: 'Name is already registered: racing-name.reown.id',
    })
    expect(p.state().account.eip155?.profileName).not.toBe('racing-name.reown.id')
    expect(address).toBeDefined()
  })

  it('declined in the frame: back with "Signature declined"', async () => {
    const { p, pair, names, view } = await signedIn()
    p.store.dispatch(nameTyped({ label: 'declined-name' }))
    await vi.waitFor(() => expect(names().check).toBe('available'))
    pair.wallet.wallet()!.setMode('reject')
    p.store.dispatch(nameRegisterRequested())
    await vi.waitFor(() => expect(names().error).toBe(nameMessages.declined))
    expect(view()).toBe('RegisterAccountName')
  })

  it('Back while the wallet never signs: on RegisterAccountName with the name as typed, nothing registered; registering again registers', async () => {
    // RegisterAccountNameSuccess's "sign in the wallet" is the visitor deciding in their wallet;
    // Back is its way out (section 2), and section 4's failure path is where it lands: the form.
    const { p, pair, names, view, address } = await signedIn()
    const wallet = pair.wallet.wallet()!
    wallet.setMode('manual')
    p.store.dispatch(nameTyped({ label: 'second-thoughts' }))
    await vi.waitFor(() => expect(names().check).toBe('available'))
    p.store.dispatch(nameRegisterRequested())
    expect(view()).toBe('RegisterAccountNameSuccess')
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowStep)

    p.store.dispatch(backRequested())
    await vi.waitFor(() => expect(view()).toBe('RegisterAccountName'))
    expect(names()).toMatchObject({ label: 'second-thoughts', check: 'available' })
    expect(p.state().account.eip155?.profileName).not.toBe('second-thoughts.reown.id')
    expect(mocks.db.accountName.findFirst({ where: { name: { equals: 'second-thoughts.reown.id' } } })).toBeNull()
    // The attempt ended as if never made, and a signature given afterwards registers nothing.
    await vi.waitFor(() => expect(names().registration).toBeUndefined())
    for (const request of wallet.pending()) wallet.approve(request.id)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mocks.db.accountName.findFirst({ where: { name: { equals: 'second-thoughts.reown.id' } } })).toBeNull()
    expect(names()).toMatchObject({ label: 'second-thoughts', registration: undefined })

    wallet.setMode('approve')
    p.store.dispatch(nameRegisterRequested())
    expect(view()).toBe('RegisterAccountNameSuccess')
    await vi.waitFor(
      () => expect(names().registration).toEqual({ name: 'second-thoughts.reown.id', step: 'done' }),
      flowStep,
    )
    expect(p.state().account.eip155?.profileName).toBe('second-thoughts.reown.id')
    const row = mocks.db.accountName.findFirst({ where: { name: { equals: 'second-thoughts.reown.id' } } })
    expect(row?.owner.toLowerCase()).toBe(address.toLowerCase())
  })

  it('a network the name service does not serve: back with "Network not found"', async () => {
    const { p, names, view } = await signedIn()
    p.store.dispatch(nameTyped({ label: 'unserved-name' }))
    await vi.waitFor(() => expect(names().check).toBe('available'))
    // Ethereum drops out of what the server serves (its supported chains, asked afresh).
    mocks.useState(stateNames.activeNetworkNotSupported)
    p.store.dispatch(blockchainApi.util.resetApiState() as never)
    p.store.dispatch(nameRegisterRequested())
    await vi.waitFor(() => expect(names().error).toBe('Network not found'))
    expect(view()).toBe('RegisterAccountName')
    mocks.useState(stateNames.defaultData)
  })

  it('a browser wallet registers no name: "Address or auth connector not found"', async () => {
    const p = porticoForTest({ baseUrls: mockedHosts })
    const wallet = fakeConnector()
    p.registry.add(wallet.connector)
    p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
    p.store.dispatch(nameTyped({ label: 'browser-wallet' }))
    await vi.waitFor(() => expect(selectNameRegistration(p.store.getState()).check).toBe('available'))
    p.store.dispatch(nameRegisterRequested())
    await vi.waitFor(() => expect(selectNameRegistration(p.store.getState()).error).toBe(nameMessages.noAuthConnector))
  })
})

describe('a visitor slow to approve (the server takes a signature within 10 s of its time)', () => {
  /** The clock moved on by `ms` from now: the visitor took that long to decide. */
  const realNow = Date.now.bind(Date)
  let offset = 0
  const later = (ms: number) => void (offset += ms)
  beforeEach(() => {
    offset = 0
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset)
  })
  afterEach(() => vi.restoreAllMocks())

  /** Approves the frame's next signature once the visitor has taken `ms` to decide. */
  async function approveAfter(pair: Awaited<ReturnType<typeof signedIn>>['pair'], ms: number, asked: number) {
    const wallet = pair.wallet.wallet()!
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1), flowStep)
    expect(signatureCount(wallet)).toBe(asked)
    later(ms)
    wallet.approve(wallet.pending()[0]!.id)
  }
  const asks = new WeakMap<object, number>()
  const signatureCount = (wallet: object) => asks.get(wallet) ?? 0

  /** Signed in, the frame holding each signature for the test to approve, counting the asks; `label` pressed Register on. */
  async function registeringSlowly(label: string) {
    const scene = await signedIn()
    const wallet = scene.pair.wallet.wallet()!
    wallet.setMode('manual')
    wallet.onPendingChange((pending) => pending.length && asks.set(wallet, signatureCount(wallet) + 1))
    await registering(scene, label)
    return { ...scene, wallet }
  }
  /** `label` typed, found free, and Register pressed. */
  async function registering({ p, names }: Awaited<ReturnType<typeof signedIn>>, label: string) {
    p.store.dispatch(nameTyped({ label }))
    await vi.waitFor(() => expect(names().check).toBe('available'))
    p.store.dispatch(nameRegisterRequested())
  }

  it(
    'approved after 12 s: asked once more with a fresh time, said why, and registered; then a second name at once',
    async () => {
      const scene = await registeringSlowly('slow-signer')
      const { p, pair, names, wallet } = scene
      await approveAfter(pair, 12_000, 1)
      // The view says why it asks again, and the second ask is a new signature.
      await vi.waitFor(
        () => expect(names().registration).toMatchObject({ step: 'signing', askedAgain: true }),
        flowStep,
      )
      await approveAfter(pair, 1_000, 2)
      await vi.waitFor(
        () => expect(names().registration).toEqual({ name: 'slow-signer.reown.id', step: 'done' }),
        flowStep,
      )
      expect(p.state().account.eip155?.profileName).toBe('slow-signer.reown.id')

      // Twice in a row: the next name, approved at once, is asked once and registered.
      p.store.dispatch(pushed({ view: 'RegisterAccountName' }))
      await registering(scene, 'quick-signer')
      await approveAfter(pair, 500, 3)
      await vi.waitFor(
        () => expect(names().registration).toEqual({ name: 'quick-signer.reown.id', step: 'done' }),
        flowStep,
      )
      expect(signatureCount(wallet)).toBe(3)
    },
    flowSteps(4).timeout,
  )

  it(
    `slow at every one of ${signatureAsks} asks: back to the form with "Error registering name {name}", nothing sent`,
    async () => {
      const { pair, names, view } = await registeringSlowly('always-late')
      for (let ask = 1; ask <= signatureAsks; ask++) await approveAfter(pair, 20_000, ask)
      await vi.waitFor(() => expect(names().error).toBe(nameMessages.registerFailed), flowStep)
      expect(view()).toBe('RegisterAccountName')
      expect(mocks.db.accountName.findFirst({ where: { name: { equals: 'always-late.reown.id' } } })).toBeNull()
    },
    flowSteps(4).timeout,
  )
})

describe('the name service’s coin type (ENSIP-11, section 5)', () => {
  it.each([
    [1, 60],
    [137, 0x80000089],
    [31337, 0x80007a69],
  ])('chain %i → %i', (chainId, coinType) => expect(coinTypeOf(chainId)).toBe(coinType))
  it('a chain id of 2147483648 or more: "Invalid chainId"', () => {
    expect(() => coinTypeOf(2_147_483_648)).toThrow('Invalid chainId')
    expect(coinTypeOf(2_147_483_647)).toBe(0xffffffff)
  })
})
