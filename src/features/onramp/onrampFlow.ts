// Buying crypto (issue 14; sections 3, 5, 7 and 9), for the connected eip155 or solana account:
// - The options (what can be bought where, and the payment limits) load when the Buy view shows;
//   when they cannot be had, section 5's USD and EUR limits stand in. The form starts on the
//   active network's native coin.
// - The quote follows the form, 500 ms after its last change (section 9's debounce), only for an
//   amount within the limits.
// - Buy opens the provider's window at once (blank, while the press counts), then sends it to
//   the provider's page: the Coinbase-type provider's from the generator call, the Meld-type
//   provider's built here. A blocked window leaves the link on the view.
// - While it is open, the Coinbase-type provider's purchases (the history call's `onramp`) are
//   read every few seconds; a new one completes the purchase and the balances are read again.
//   A window closed with nothing new ends the wait after a minute.
import { blockchainApi } from '../../api/porticoApi'
import { failureWords } from '../../api/errors'
import { accountOf, networkOf } from '../../contract/caip'
import type { CaipAddress } from '../../contract/entities'
import { apiArrived } from '../../store/apiArrival'
import type { Flow, PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import { activeNetworkChanged } from '../chain/chainSlice'
import { selectCurrentView } from '../modal/selectors'
import {
  onrampAmountTyped,
  onrampAssetChosen,
  onrampCompleted,
  onrampCurrencyChosen,
  onrampFailed,
  onrampMethodChosen,
  onrampOpened,
  onrampRequested,
} from './actions'
import { defaultMeldUrl, visitorLocale, type OnrampProviderId } from './constants'
import {
  onrampOptionsFailed,
  onrampOptionsLoaded,
  onrampOptionsLoading,
  onrampQuoteCleared,
  onrampQuoteFailed,
  onrampQuoteLoading,
  onrampQuoteReady,
  onrampWindowClosed,
} from './onrampSlice'
import { countryOf, defaultPurchase, meldUrlFor, paymentCurrenciesOf } from './onrampRules'
import { openBlankProviderWindow, showProvider, type ProviderWindow } from './providerWindow'
import { purchasesBefore, waitForPurchase } from './purchases'
import {
  selectOnramp,
  selectOnrampAccount,
  selectOnrampProviders,
  selectOnrampQuoteKey,
  selectPurchaseChoices,
} from './selectors'

/** Section 9's default debounce: a quote is asked this long after the form's last change. */
export const onrampQuoteDebounceMs = 500

export const onrampMessages = {
  noAccount: 'Connect a wallet on a network that can buy crypto',
  noProvider: 'This provider does not serve the network',
  notQuoted: 'Choose what to buy and an amount within the limits',
  purchaseFailed: 'The provider could not complete the purchase',
} as const

const { onrampOptions, onrampQuote, onrampUrl } = blockchainApi.endpoints

const onrampShown = (state: RootState) => state.portico.modal.open && selectCurrentView(state).view === 'OnRamp'

const countryFor = (state: RootState) =>
  countryOf(state.portico.options.onramp?.country, visitorLocale(state.portico.options.environment.locale))

async function loadOptions(api: PorticoListenerApi) {
  api.dispatch(onrampOptionsLoading())
  const result = await api.pause(
    api.dispatch(onrampOptions.initiate({ query: { country: countryFor(api.getState()) } }, { subscribe: false })),
  )
  if (result.data) api.dispatch(onrampOptionsLoaded(result.data))
  else api.dispatch(onrampOptionsFailed(failureWords(result.error)))
  chooseDefaults(api)
}

/** A form whose choices the options (or the network) no longer offer starts on the defaults. */
function chooseDefaults(api: PorticoListenerApi) {
  const state = api.getState()
  const onramp = selectOnramp(state)
  const network = state.portico.chain.activeCaipNetworkId
  const choices = selectPurchaseChoices(state)
  const listed = choices.some((c) => c.id === onramp.asset && c.networks.some((n) => n.name === onramp.network))
  if (!listed && network) {
    const choice = defaultPurchase(choices, network)
    if (choice) api.dispatch(onrampAssetChosen(choice))
  }
  const currencies = paymentCurrenciesOf(onramp.options.value)
  const currency = currencies.find((c) => c.id === onramp.currency) ?? currencies[0]
  if (currency && currency.id !== onramp.currency) api.dispatch(onrampCurrencyChosen({ currency: currency.id }))
  if (currency && !currency.limits.some((l) => l.id === onramp.method) && currency.limits[0])
    api.dispatch(onrampMethodChosen({ method: currency.limits[0].id }))
}

const symbolOf = (state: RootState, asset: string) =>
  selectOnramp(state).options.value?.purchaseCurrencies.find((c) => c.id === asset)?.symbol

async function quote(api: PorticoListenerApi) {
  await api.delay(onrampQuoteDebounceMs)
  const state = api.getState()
  const key = selectOnrampQuoteKey(state)
  const symbol = key && symbolOf(state, key.asset)
  if (!key || !symbol) return void api.dispatch(onrampQuoteCleared())
  api.dispatch(onrampQuoteLoading(key))
  const result = await api.pause(
    api.dispatch(
      onrampQuote.initiate(
        {
          query: {
            purchaseCurrency: symbol,
            purchaseNetwork: key.network,
            paymentAmount: key.amount,
            paymentCurrency: key.currency,
            paymentMethod: key.method,
            country: countryFor(state),
          },
        },
        { subscribe: false },
      ),
    ),
  )
  if (result.data) api.dispatch(onrampQuoteReady({ key, value: result.data }))
  else api.dispatch(onrampQuoteFailed({ key, error: failureWords(result.error) }))
}

/** The provider's page for the form as it stands. */
async function providerUrl(
  api: PorticoListenerApi,
  provider: OnrampProviderId,
  account: CaipAddress,
  purchase: { symbol: string; network: string; amount: string; currency: string },
): Promise<{ url: string } | { error: string }> {
  const address = accountOf(account)
  if (provider === 'meld') {
    const base = api.getState().portico.options.onramp?.meldUrl ?? defaultMeldUrl
    return { url: meldUrlFor(base, { address, ...purchase }) }
  }
  // The generator takes whole fiat amounts; the provider's page shows what it took.
  const whole = Math.floor(Number(purchase.amount))
  const result = await api.pause(
    api.dispatch(
      onrampUrl.initiate({
        body: {
          destinationWallets: [{ address, blockchains: [purchase.network], assets: [purchase.symbol] }],
          // The server reads the provider's purchases by the address (the history call's `onramp`).
          partnerUserId: address,
          defaultNetwork: purchase.network,
          defaultExperience: 'buy',
          ...(whole > 0 && { presetFiatAmount: whole }),
        },
      }),
    ),
  )
  return result.data ? { url: result.data.url } : { error: failureWords(result.error) }
}

/** Follows the purchase until the provider lists it, the window stays closed, or the visitor leaves it. */
async function follow(
  api: PorticoListenerApi,
  window: ProviderWindow | null,
  provider: OnrampProviderId,
  account: CaipAddress,
  before: ReadonlySet<string> | undefined,
) {
  const outcome = await waitForPurchase(api, {
    window,
    address: accountOf(account),
    network: networkOf(account),
    before,
    waiting: () => ['open', 'blocked'].includes(selectOnramp(api.getState()).purchase.status),
  })
  if (outcome.kind === 'failed') return void api.dispatch(onrampFailed({ error: onrampMessages.purchaseFailed }))
  if (outcome.kind === 'arrived') {
    const { metadata, transfers } = outcome.purchase
    const transfer = transfers?.[0]
    return void api.dispatch(
      onrampCompleted({
        provider,
        amount: transfer?.quantity.numeric ?? '',
        symbol: transfer?.fungible_info?.symbol ?? '',
        hash: metadata.hash,
        ...(metadata.chain && { caipNetworkId: metadata.chain }),
      }),
    )
  }
  // Closed with nothing new, or the wait ran out while the visitor still looks: say so.
  if (['open', 'blocked'].includes(selectOnramp(api.getState()).purchase.status)) api.dispatch(onrampWindowClosed())
}

async function buy(api: PorticoListenerApi) {
  const state = api.getState()
  const onramp = selectOnramp(state)
  const provider = onramp.provider
  // First, while the press still counts: a window opened after an await is blocked.
  const window = openBlankProviderWindow()
  const fail = (error: string) => {
    window?.close()
    api.dispatch(onrampFailed({ error }))
  }
  const account = selectOnrampAccount(state)
  if (!account) return fail(onrampMessages.noAccount)
  if (!selectOnrampProviders(state).some((p) => p.id === provider)) return fail(onrampMessages.noProvider)
  const key = selectOnrampQuoteKey(state)
  const symbol = key && symbolOf(state, key.asset)
  if (!key || !symbol) return fail(onrampMessages.notQuoted)
  try {
    // What the provider listed before: anything else is this purchase.
    const before =
      provider === 'coinbase' ? await purchasesBefore(api, accountOf(account), networkOf(account)) : undefined
    const opened = await providerUrl(api, provider, account, {
      symbol,
      network: key.network,
      amount: key.amount,
      currency: key.currency,
    })
    if ('error' in opened) return fail(opened.error)
    if (window) showProvider(window, opened.url)
    api.dispatch(onrampOpened({ provider, url: opened.url, blocked: !window }))
    await follow(api, window, provider, account, before)
  } catch (error) {
    window?.close()
    throw error
  }
}

export const onrampFlow: Flow = (startListening) => {
  startListening({
    predicate: (action, current, previous) =>
      (onrampShown(current) && (!onrampShown(previous) || apiArrived(current, previous))) ||
      (activeNetworkChanged.match(action) && onrampShown(current)),
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      const state = api.getState()
      const options = selectOnramp(state).options.status
      // Loaded once per visit of the store (the call is cached five minutes besides).
      if (options === 'loaded' || options === 'defaults') chooseDefaults(api)
      else await loadOptions(api)
    },
  })

  // A newer change supersedes the quote under way (and its pause).
  startListening({
    predicate: (action, current, previous) =>
      onrampAmountTyped.match(action) ||
      onrampCurrencyChosen.match(action) ||
      onrampMethodChosen.match(action) ||
      onrampAssetChosen.match(action) ||
      selectOnramp(current).options.status !== selectOnramp(previous).options.status,
    effect: async (_action, api) => {
      api.cancelActiveListeners()
      await quote(api)
    },
  })

  startListening({
    actionCreator: onrampRequested,
    effect: async (_action, api) => {
      // One purchase followed at a time: a new Buy replaces the one before.
      api.cancelActiveListeners()
      await buy(api)
    },
  })
}
