// @vitest-environment jsdom
// Why a service call failed, said in the visitor's language (German here): a timeout's words
// ("Request timed out") and section 8's status words ("HTTP status code: {status}"), as a flow
// keeps them (Swap's quote, the smart sessions list) and as a view that reads the call itself
// names them under its failed words (All Wallets, Activity, History). The errors are the api's
// own (test/api/errors.test.ts). Swap's own failures (section 8's "Network not supported for
// Swaps", no quote for the pair) are said in German too, as its flow keeps them; and so is each
// failure a flow keeps for a view (Swap's, Pay's, a batch's, a revocation's, Send's), while what
// a host's code receives (a payment's rejected promise) stays in English words.
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { PorticoReduxContext } from '../../src/react/context'
import { usePay, useSiwx, useSmartSessions } from '../../src'
import { nameTyped } from '../../src/features/names/actions'
import { nameMessages } from '../../src/features/names/messages'
import { registrationFailed } from '../../src/features/names/nameRegistrationSlice'
import { siwxSignFailed } from '../../src/features/siwx/actions'
import { siwxMessages } from '../../src/features/siwx/messages'
import type { ReactNode } from 'react'
import type { PorticoConfigInput } from '../../src/config/schema'
import type { CallsStatus, WalletCalls } from '../../src/connectors/types'
import { payRequested } from '../../src/features/pay/actions'
import { selectPay } from '../../src/features/pay/selectors'
import { sendFailed } from '../../src/features/send/sendSlice'
import { sendMessages } from '../../src/features/send/sendWork'
import { selectSwap } from '../../src/features/swap/selectors'
import { flowSteps } from '../support/waits'
import { payAttemptFailed } from '../../src/features/pay/paySlice'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import type { CaipNetwork } from '../../src/contract'
import { fixtures } from '../../mocks/db/fixtures'
import { stateNames } from '../../mocks/db/states'
import { connectRequested } from '../../src/features/connection/actions'
import { openRequested } from '../../src/features/modal/actions'
import { fakeConnector, fixtureAccountConnector, rejection } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'
import { failureWords, httpError, type PorticoApiError } from '../../src/api/errors'
import { localeActivated } from '../../src/features/locale/localeSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { configured, initialOptionsState } from '../../src/features/options/optionsSlice'
import { servicesConfigured } from '../../src/features/options/servicesSlice'
import { smartSessionsFailed, smartSessionsLoading } from '../../src/features/smartSessions/smartSessionsSlice'
import { swapRequested, swapTokenChosen } from '../../src/features/swap/actions'
import { swapQuoteFailed, swapTokensLoaded, swapTokensLoading } from '../../src/features/swap/swapSlice'
import { loadCatalogue } from '../../src/i18n/loadCatalogue'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { connectedOnEthereum, ethereum, viewStore } from './support/store'
import { eth, usdc } from './support/swapTokens'
import { ethPayment } from './support/payment'

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
 * A German visitor's Portico with its flows, the fixture account connected on `network` through
 * `wallet` (whose answers are the test's), and the modal open on Account; `page` is the host's.
 */
async function germanWithFlows(
  options: {
    network?: CaipNetwork
    wallet?: ReturnType<typeof fakeConnector>
    config?: Partial<PorticoConfigInput>
    page?: ReactNode
  } = {},
) {
  const network = options.network ?? ethereum
  const p = porticoForTest({ baseUrls: mockedHosts, networks: [network], locale: 'de', ...options.config })
  const wallet = options.wallet ?? (network === ethereum ? fixtureAccountConnector() : fakeConnector())
  const caipAddress = `${network.caipNetworkId}:${fixtures.account}` as const
  if (network !== ethereum)
    wallet.script.connect = () =>
      Promise.resolve({ caipAddress, accounts: [fixtures.account], caipNetworkId: network.caipNetworkId })
  p.registry.add(wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  await waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
  await waitFor(() => expect(p.state().locale.active).toBe('de'))
  const store = p.store as unknown as Store
  renderModal(store, {}, options.page)
  act(() => void p.store.dispatch(openRequested()))
  await viewLoaded('Account')
  return { p, store }
}

/** As germanWithFlows, with Swap shown over Account: the swap flow loads the tokens. */
async function germanSwap(network: CaipNetwork, wallet?: ReturnType<typeof fakeConnector>) {
  const { store } = await germanWithFlows({ network, ...(wallet && { wallet }) })
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

/** A wallet whose user declines every transaction (EIP-1193's 4001). */
function decliningWallet() {
  const wallet = fixtureAccountConnector()
  Object.assign(wallet.connector, { sendTransaction: () => Promise.reject(rejection()) })
  return wallet
}

/**
 * A wallet that runs batches (EIP-5792) and takes the app's paymaster (ERC-7677), and ends each
 * batch it is sent as `status` says.
 */
function batchingWallet(status: CallsStatus['status']) {
  const wallet = fixtureAccountConnector()
  const calls: WalletCalls = {
    capabilities: () => Promise.resolve({ atomic: 'supported', paymasterService: true, auxiliaryFunds: false }),
    send: () => Promise.resolve('batch-1'),
    status: () => Promise.resolve({ status, atomic: true, receipts: [] }),
  }
  Object.assign(wallet.connector, { calls })
  return wallet
}

/** The view's alert, once it says something. */
const alertSaid = () => waitFor(() => expect(inShadow().getByRole('alert').textContent).not.toBe(''))

// Swap's, Pay's, a batch's, a revocation's, sign-in's, a name's and Send's own failures, as their
// flows keep them (catalogue keys), said in the visitor's language; what a host's code gets
// stays English words.
describe("each failure a flow keeps for a view is said in the visitor's language (German)", () => {
  it('Swap: a swap declined in the wallet', async () => {
    const { store, view } = await germanSwap(ethereum, decliningWallet())
    await waitFor(() => expect(view.getByLabelText('Zu zahlender Betrag')).toBeTruthy())
    act(() => {
      store.dispatch(swapTokenChosen({ side: 'from', caipAddress: usdc.caipAddress }))
      store.dispatch(swapTokenChosen({ side: 'to', caipAddress: eth.caipAddress }))
    })
    fireEvent.change(view.getByLabelText('Zu zahlender Betrag'), { target: { value: '12' } })
    await waitFor(() => expect(selectSwap(store.getState()).quote.status).toBe('ready'), flowSteps(2))
    act(() => void store.dispatch(swapRequested()))
    await waitFor(() => expect(selectSwap(store.getState()).error).toBeDefined(), flowSteps(2))
    await viewLoaded('Swap')
    await alertSaid()
    expect(inShadow().getByRole('alert').textContent).toBe(
      'Du hast den Tausch in der Wallet abgelehnt. Es wurde nichts getauscht.',
    )
  })

  it("Pay: a payment declined in the wallet, on Pay and in usePay().error; the host's promise rejects in English words", async () => {
    const host: { pay?: ReturnType<typeof usePay> } = {}
    function HostPage() {
      host.pay = usePay()
      return null
    }
    await germanWithFlows({ wallet: decliningWallet(), config: { features: { pay: true } }, page: <HostPage /> })
    let paid: Promise<unknown> | undefined
    act(() => void (paid = host.pay!.pay(ethPayment)))
    const rejected = expect(paid).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: 'You declined the payment in the wallet. Nothing was paid.',
    })
    await viewLoaded('Pay')
    fireEvent.click(inShadow().getByRole('button', { name: 'Mit Wallet zahlen' }))
    await waitFor(() => expect(host.pay!.error).toBeDefined(), flowSteps(2))
    const german = 'Du hast die Zahlung in der Wallet abgelehnt. Es wurde nichts bezahlt.'
    expect(host.pay!.error).toBe(german)
    await viewLoaded('Pay')
    await alertSaid()
    expect(inShadow().getByRole('alert').textContent).toBe(german)
    // Given up: the promise rejects, its words English whatever the visitor's language.
    fireEvent.click(inShadow().getByRole('button', { name: 'Abbrechen' }))
    await rejected
  })

  it.each([
    ['failedOffchain', 'Die Wallet hat die Aufrufe nicht gesendet. Es hat sich nichts geändert.'],
    ['partiallyReverted', 'Einige der Aufrufe sind auf der Chain fehlgeschlagen.'],
  ] as const)("a batch: Pay's sponsored transfer the wallet ends as %s", async (status, german) => {
    const { store } = await germanWithFlows({
      wallet: batchingWallet(status),
      config: { features: { pay: true }, sponsorship: { paymasterUrl: 'https://paymaster.example/rpc' } },
    })
    act(() => void store.dispatch(payRequested({ id: 'sponsored', request: ethPayment })))
    await viewLoaded('Pay')
    fireEvent.click(inShadow().getByRole('button', { name: 'Mit Wallet zahlen' }))
    await waitFor(() => expect(selectPay(store.getState()).error).toBeDefined(), flowSteps(2))
    await viewLoaded('Pay')
    await alertSaid()
    expect(inShadow().getByRole('alert').textContent).toBe(german)
  })

  it("Account's smart sessions: a wallet that cannot revoke", async () => {
    // The fixture account's live sessions, listed from the mocks; the wallet grants and revokes none.
    mocks.useState(stateNames.sessionsOfEveryStanding)
    onTestFinished(() => mocks.useState(stateNames.defaultData))
    await germanWithFlows({ config: { features: { smartSessions: true } } })
    await waitFor(() => expect(inShadow().getAllByRole('button', { name: 'Widerrufen' }).length).toBeGreaterThan(0))
    fireEvent.click(inShadow().getAllByRole('button', { name: 'Widerrufen' })[0]!)
    await alertSaid()
    expect(inShadow().getByRole('alert').textContent).toBe('Die verbundene Wallet kann keine Berechtigungen widerrufen')
  })

  it('SIWXSignMessage and useSiwx().error: a signature declined in the wallet (section 8\'s "Signature declined")', async () => {
    const store = await germanVisitor()
    const caipAddress = store.getState().portico.account.eip155!.caipAddress!
    store.dispatch(siwxSignFailed({ caipAddress, error: siwxMessages.declined, declined: true }))
    const heard: (string | undefined)[] = []
    function HostPage() {
      heard.push(useSiwx().error)
      return null
    }
    store.dispatch(pushed({ view: 'SIWXSignMessage' }))
    store.dispatch(opened())
    renderModal(store, {}, <HostPage />)
    const view = await viewLoaded('SIWXSignMessage')
    expect(view.getByText('Signatur abgelehnt')).toBeTruthy()
    expect(heard.at(-1)).toBe('Signatur abgelehnt')
  })

  it('RegisterAccountName: a registration that failed (section 8\'s "Error registering name {name}"), with the name typed', async () => {
    const store = await germanVisitor()
    store.dispatch(nameTyped({ label: 'neuer-name' }))
    store.dispatch(registrationFailed(nameMessages.registerFailed))
    const view = await shown(store, 'RegisterAccountName')
    expect(view.getByText(/^Fehler beim Registrieren des Namens neuer-name\./)).toBeTruthy()
  })

  it("Send: a sponsored transfer that failed on the chain, through Send's words", async () => {
    const store = await germanVisitor()
    store.dispatch(sendFailed({ kind: 'failed', message: sendMessages.failedOnChain }))
    await shown(store, 'Send')
    expect(inShadow().getByRole('alert').textContent).toBe(
      'Die Transaktion wurde nicht gesendet: Der Transfer ist auf der Chain fehlgeschlagen. Es wurde nichts gesendet.',
    )
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
