// The flows that need the api (token list, profile, Send, history failure) come with the api
// chunk, not the first load. What happened before it arrived must not be lost: a wallet that
// reconnects at startup, or connects while the chunk is on its way, still gets its token list
// and its profile when the api arrives; and nothing is asked twice when it was there already.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { stateNames } from '../../mocks/db'
import { createNodeMocks } from '../../mocks/node'
import { porticoApi } from '../../src/api/porticoApi'
import { connectRequested } from '../../src/features/connection/actions'
import { startPortico } from '../../src/composition/portico'
import { createHarness } from '../../harness/porticoHarness'
import { fixtureAccountConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest, testConfig } from '../support/portico'

const mocks = createNodeMocks()
const seen: URL[] = []
mocks.server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)))
const requestsTo = (part: string) => seen.filter((url) => url.pathname.includes(part))

beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  mocks.useState(stateNames.defaultData)
  seen.length = 0
})
afterAll(() => mocks.server.close())

const environment = { isMobile: false, isIosSafari: false }

/** A store without the api: it comes when the test lets the chunk arrive, as on a slow network. */
function storeWithLateApi() {
  const { store, registry, storage, dispatched } = createHarness({
    config: { ...testConfig, baseUrls: mockedHosts },
    api: false,
    start: false,
  })
  let arrive!: () => void
  const arrival = new Promise<void>((resolve) => (arrive = resolve))
  const load = store.portico.attachApi
  store.portico.attachApi = (dispatch) => arrival.then(() => load(dispatch))
  const account = () => store.getState().portico.account.eip155
  const count = (type: string) => dispatched(type).length
  return { store, registry, storage, arrive, account, count }
}

/** What the flows that need the api did: token list and profile loaded, each asked for once. */
async function expectListAndProfileOnce(
  account: () => { tokenBalanceStatus?: string; profileName?: string } | undefined,
) {
  await vi.waitFor(() => expect(account()?.tokenBalanceStatus).toBe('loaded'))
  await vi.waitFor(() => expect(account()?.profileName).toBe('portico-demo.reown.id'))
  expect(requestsTo('/balance')).toHaveLength(1)
  expect(requestsTo('/identity/')).toHaveLength(1)
  expect(requestsTo('/profile/reverse/')).toHaveLength(1)
}

describe('a wallet connected before the api arrives', () => {
  it('reconnecting at startup: its token list and profile load when the api arrives', async () => {
    const late = storeWithLateApi()
    const fake = fixtureAccountConnector()
    late.registry.add(fake.connector)
    late.storage.set('connectorIds', { eip155: fake.connector.info.id })
    startPortico(late.store.dispatch, environment)
    await vi.waitFor(() => expect(late.account()?.status).toBe('connected'))
    // Without the api its flows are not there yet: nothing is asked, nothing is loading.
    await new Promise((r) => setTimeout(r, 20))
    expect(late.account()?.tokenBalanceStatus).toBeUndefined()
    expect(seen).toEqual([])

    late.arrive()
    await expectListAndProfileOnce(late.account)
  })

  it('connecting while the api is on its way: the same', async () => {
    const late = storeWithLateApi()
    const fake = fixtureAccountConnector()
    late.registry.add(fake.connector)
    startPortico(late.store.dispatch, environment)
    late.store.dispatch(connectRequested({ connectorId: fake.connector.info.id }))
    await vi.waitFor(() => expect(late.account()?.status).toBe('connected'))
    late.arrive()
    await expectListAndProfileOnce(late.account)
  })

  it('a store given the api module (createPorticoStore { api }, attachLoadedApi) gets the flows too', async () => {
    const late = storeWithLateApi()
    const fake = fixtureAccountConnector()
    late.registry.add(fake.connector)
    late.store.dispatch(connectRequested({ connectorId: fake.connector.info.id }))
    await vi.waitFor(() => expect(late.account()?.status).toBe('connected'))
    await late.store.portico.attachLoadedApi(late.store.dispatch, porticoApi as never)
    await expectListAndProfileOnce(late.account)
  })

  it('attached twice (given the module, then Portico starting): asked once all the same', async () => {
    const late = storeWithLateApi()
    const fake = fixtureAccountConnector()
    late.registry.add(fake.connector)
    late.store.dispatch(connectRequested({ connectorId: fake.connector.info.id }))
    await vi.waitFor(() => expect(late.account()?.status).toBe('connected'))
    const given = late.store.portico.attachLoadedApi(late.store.dispatch, porticoApi as never)
    startPortico(late.store.dispatch, environment)
    late.arrive()
    await given
    await expectListAndProfileOnce(late.account)
    expect(late.count('portico/apiAttached')).toBe(1)
  })
})

describe('a wallet connected once the api is there', () => {
  it('nothing runs twice: one list, one profile, one api arrival', async () => {
    const p = porticoForTest({ baseUrls: mockedHosts }, { environment })
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    const fake = fixtureAccountConnector()
    p.registry.add(fake.connector)
    p.store.dispatch(connectRequested({ connectorId: fake.connector.info.id }))
    const account = () => p.state().account.eip155
    await expectListAndProfileOnce(account)
    const count = (type: string) => p.dispatched(type).length
    expect(count('portico/account/tokenBalanceLoading')).toBe(1)
    expect(count('portico/account/profileChanged')).toBe(1)
    expect(count('portico/apiAttached')).toBe(1)

    // Attaching again (a host calling it, Portico starting) changes nothing.
    await p.store.portico.attachApi(p.store.dispatch)
    await p.store.portico.attachLoadedApi(p.store.dispatch, porticoApi as never)
    await new Promise((r) => setTimeout(r, 50))
    expect(requestsTo('/balance')).toHaveLength(1)
    expect(requestsTo('/identity/')).toHaveLength(1)
    expect(count('portico/account/tokenBalanceLoading')).toBe(1)
    expect(count('portico/account/profileChanged')).toBe(1)
  })
})
