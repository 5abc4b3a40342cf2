// @vitest-environment jsdom
// Why a service call failed, said in the visitor's language (German here): a timeout's words
// ("Request timed out") and section 8's status words ("HTTP status code: {status}"), as a flow
// keeps them (Swap's quote, the smart sessions list) and as a view that reads the call itself
// names them under its failed words (All Wallets, Activity, History). The errors are the api's
// own (test/api/errors.test.ts). Swap's own failures (section 8's "Network not supported for
// Swaps", no quote for the pair) are said in German too, as its flow keeps them.
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { PorticoReduxContext } from '../../src/react/context'
import { usePay, useSmartSessions } from '../../src'
import { payAttemptFailed } from '../../src/features/pay/paySlice'
import { afterEach, describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../src/contract'
import { fixtures } from '../../mocks/db/fixtures'
import { connectRequested } from '../../src/features/connection/actions'
import { openRequested } from '../../src/features/modal/actions'
import { fakeConnector, fixtureAccountConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'
import { failureWords, httpError, type PorticoApiError } from '../../src/api/errors'
import { localeActivated } from '../../src/features/locale/localeSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { configured, initialOptionsState } from '../../src/features/options/optionsSlice'
import { servicesConfigured } from '../../src/features/options/servicesSlice'
import { smartSessionsFailed, smartSessionsLoading } from '../../src/features/smartSessions/smartSessionsSlice'
import { swapTokenChosen } from '../../src/features/swap/actions'
import { swapQuoteFailed, swapTokensLoaded, swapTokensLoading } from '../../src/features/swap/swapSlice'
import { loadCatalogue } from '../../src/i18n/loadCatalogue'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { connectedOnEthereum, ethereum, viewStore } from './support/store'
import { eth, usdc } from './support/swapTokens'

const mocks = viewTestMocks()
afterEach(() => {
  mocks.faults.clear()
  // No request the hang held outlives its test.
  expect(mocks.faults.held()).toBe(0)
})

type Store = ReturnType<typeof viewStore>['store']

const timedOut: PorticoApiError = { kind: 'timeout', message: 'Request timed out' }

/** The causes, as the api fails and as a German visitor reads them. */
const causes = [
  {
    cause: 'a timeout',
    error: timedOut,
    fault: { kind: 'hang' } as const,
    german: 'Zeitüberschreitung bei der Anfrage',
  },
  {
    cause: 'an HTTP 503',
    error: httpError(503),
    fault: { kind: 'status', status: 503 } as const,
    german: 'HTTP-Statuscode: 503',
  },
]

/** A German visitor's store, connected on Ethereum; a hang ends at a short bound. */
async function germanVisitor() {
  const { store } = viewStore()
  connectedOnEthereum(store)
  store.dispatch(servicesConfigured({ timeoutMs: 50 }))
  await loadCatalogue('de')
  store.dispatch(localeActivated({ tag: 'de', direction: 'ltr' }))
  return store
}

async function shown(store: Store, view: string) {
  store.dispatch(pushed({ view: view as never }))
  store.dispatch(opened())
  renderModal(store)
  return viewLoaded(view)
}

/** The cause is said under the view's failed words: one of the lines after them. */
function saidUnder(failed: string, cause: string) {
  const said = inShadow().getByText(cause)
  let line = inShadow().getByText(failed).nextElementSibling
  while (line && line !== said) line = line.nextElementSibling
  expect(line).toBe(said)
}

describe("a flow's kept failure, said in the visitor's language", () => {
  it.each(causes)("Swap's quote: $cause is said in German ($german)", async ({ error, german }) => {
    const store = await germanVisitor()
    store.dispatch(swapTokensLoading({ network: 'eip155:1' }))
    store.dispatch(swapTokensLoaded({ network: 'eip155:1', list: [eth, usdc] }))
    store.dispatch(swapTokenChosen({ side: 'from', caipAddress: usdc.caipAddress }))
    store.dispatch(swapTokenChosen({ side: 'to', caipAddress: eth.caipAddress }))
    // As the swap flow keeps the quote's failure (swapWork.ts).
    store.dispatch(swapQuoteFailed(failureWords(error)))
    const view = await shown(store, 'Swap')
    expect(view.getByText(german)).toBeTruthy()
  })

  it.each(causes)(
    "Account's smart sessions that did not load: $cause is said in German ($german)",
    async ({ error, german }) => {
      const store = await germanVisitor()
      store.dispatch(
        configured({ ...initialOptionsState, features: { ...initialOptionsState.features, smartSessions: true } }),
      )
      const caipAddress = store.getState().portico.account.eip155!.caipAddress!
      // As the smart sessions flow keeps the list's failure (smartSessionsFlow.ts).
      store.dispatch(smartSessionsLoading({ caipAddress }))
      store.dispatch(smartSessionsFailed({ caipAddress, error: failureWords(error) }))
      await shown(store, 'Account')
      saidUnder('Smart Sessions konnten nicht geladen werden', german)
    },
  )
})

/** Celo: a network Portico knows, outside section 9's swap networks. */
const celo: CaipNetwork = {
  ...ethereum,
  id: 42220,
  caipNetworkId: 'eip155:42220',
  name: 'Celo',
  nativeCurrency: { name: 'Celo', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example/42220'] } },
}

/**
 * A German visitor's Portico with its flows, the fixture account connected on `network`, and
 * Swap shown (over Account, where the modal opens): the swap flow loads the tokens.
 */
async function germanSwap(network: CaipNetwork) {
  const p = porticoForTest({ baseUrls: mockedHosts, networks: [network], locale: 'de' })
  const wallet = network === ethereum ? fixtureAccountConnector() : fakeConnector()
  const caipAddress = `${network.caipNetworkId}:${fixtures.account}` as const
  if (network !== ethereum)
    wallet.script.connect = () =>
      Promise.resolve({ caipAddress, accounts: [fixtures.account], caipNetworkId: network.caipNetworkId })
  p.registry.add(wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  await waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
  await waitFor(() => expect(p.state().locale.active).toBe('de'))
  const store = p.store as unknown as Store
  renderModal(store)
  act(() => void p.store.dispatch(openRequested()))
  await viewLoaded('Account')
  act(() => void store.dispatch(pushed({ view: 'Swap' })))
  return { store, view: await viewLoaded('Swap') }
}

describe("Swap's own failures, said in the visitor's language (German), as its flow keeps them", () => {
  it('a network the swap service does not serve: section 8\'s "Network not supported for Swaps", in German, with nothing to try again', async () => {
    const { view } = await germanSwap(celo)
    await waitFor(() =>
      expect(view.getByRole('alert').textContent).toBe('Tauschen wird in diesem Netzwerk nicht unterstützt'),
    )
    expect(view.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull()
  })

  it('no quote for the pair: "No quote for this pair", in German', async () => {
    mocks.faults.set('blockchain.convertQuotes', { kind: 'answer', json: { quotes: [] } })
    const { store, view } = await germanSwap(ethereum)
    await waitFor(() => expect(view.getByLabelText('Zu zahlender Betrag')).toBeTruthy())
    act(() => {
      store.dispatch(swapTokenChosen({ side: 'from', caipAddress: usdc.caipAddress }))
      store.dispatch(swapTokenChosen({ side: 'to', caipAddress: eth.caipAddress }))
    })
    fireEvent.change(view.getByLabelText('Zu zahlender Betrag'), { target: { value: '12' } })
    await waitFor(() => expect(view.getByText('Für dieses Paar gibt es kein Angebot')).toBeTruthy())
  })
})

describe("the host's hooks say a kept failure as the modal does", () => {
  it.each(causes)(
    'useSmartSessions().error and usePay().error: $cause in German ($german)',
    async ({ error, german }) => {
      const store = await germanVisitor()
      const caipAddress = store.getState().portico.account.eip155!.caipAddress!
      store.dispatch(smartSessionsLoading({ caipAddress }))
      store.dispatch(smartSessionsFailed({ caipAddress, error: failureWords(error) }))
      store.dispatch(payAttemptFailed({ message: failureWords(error), declined: false }))
      const said: (string | undefined)[] = []
      function Probe() {
        said.splice(0, 2, useSmartSessions().error, usePay().error)
        return null
      }
      render(
        <Provider store={store} context={PorticoReduxContext}>
          <Probe />
        </Provider>,
      )
      expect(said).toEqual([german, german])
    },
  )
})

describe("a view's failed call names its cause under the failed words, in the visitor's language", () => {
  // Its HTTP status it said already (allWallets.isolated.test.tsx).
  it('All Wallets: a timeout', async () => {
    mocks.faults.set('directory.getWallets', { kind: 'hang' })
    await shown(await germanVisitor(), 'AllWallets')
    await waitFor(() => expect(inShadow().getByText('Wallets konnten nicht geladen werden')).toBeTruthy())
    saidUnder('Wallets konnten nicht geladen werden', 'Zeitüberschreitung bei der Anfrage')
  })

  it.each(causes)("Account's Activity: $cause", async ({ fault, german }) => {
    mocks.faults.set('blockchain.history', fault)
    await shown(await germanVisitor(), 'Account')
    act(() => fireEvent.click(inShadow().getByRole('tab', { name: 'Aktivität' })))
    await waitFor(() => expect(inShadow().getByText('Aktivität konnte nicht geladen werden')).toBeTruthy())
    saidUnder('Aktivität konnte nicht geladen werden', german)
  })

  it.each(causes)('History: $cause', async ({ fault, german }) => {
    mocks.faults.set('blockchain.history', fault)
    await shown(await germanVisitor(), 'History')
    await waitFor(() => expect(inShadow().getByText('Aktivität konnte nicht geladen werden')).toBeTruthy())
    saidUnder('Aktivität konnte nicht geladen werden', german)
  })

  it('names nothing more for a failure section 8 has no words for (the network failed)', async () => {
    mocks.faults.set('blockchain.history', { kind: 'network' })
    await shown(await germanVisitor(), 'History')
    await waitFor(() => expect(inShadow().getByText('Aktivität konnte nicht geladen werden')).toBeTruthy())
    const message = inShadow().getByText('Aktivität konnte nicht geladen werden').parentElement!
    expect(message.querySelectorAll('p')).toHaveLength(2)
  })
})
