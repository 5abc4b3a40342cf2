// The work behind the Buy flow, a lazy chunk loaded when Buy first shows: the options and the
// form's defaults, the quote, the provider's URL, and the purchase followed until it arrives
// (onrampFlow.ts says when each runs).
import { blockchainApi } from '../../api/porticoApi'
import { failureWords } from '../../api/errors'
import { accountOf, networkOf } from '../../contract/caip'
import type { CaipAddress } from '../../contract/entities'
import type { PorticoListenerApi } from '../../store/listener'
import type { RootState } from '../../store/state'
import type { MessageKey } from '../../i18n/en'
import {
  onrampAssetChosen,
  onrampCompleted,
  onrampCurrencyChosen,
  onrampFailed,
  onrampMethodChosen,
  onrampOpened,
} from './actions'
import { defaultMeldUrl, onrampQuoteDebounceMs, type OnrampProviderId } from './constants'
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
import { defaultPurchase, meldUrlFor, paymentCurrenciesOf } from './onrampRules'
import { showProvider, type ProviderWindow } from './providerWindow'
import { linkRefused } from '../../contract/webUrl'
import { providerPage } from './providerPage'
import { purchasesBefore, waitForPurchase } from './purchases'
import {
  selectOnramp,
  selectOnrampAccount,
  selectOnrampProviders,
  selectOnrampQuoteKey,
  selectOnrampRegion,
  selectPurchaseChoices,
  regionQuery,
} from './selectors'
import { answerOf } from '../../api/answerOf'

/**
 * Buy's own failures, kept by its flow as catalogue keys: the view says them in the visitor's
 * language, analytics in English words (BUY_ERROR). The service's words are kept as they are.
 */
export const onrampMessages = {
  noAccount: 'onramp.noAccount',
  noProvider: 'onramp.noProvider',
  notQuoted: 'onramp.notQuoted',
  purchaseFailed: 'onramp.purchaseFailed',
} as const satisfies Record<string, MessageKey>

const { onrampOptions, onrampQuote, onrampUrl } = blockchainApi.endpoints

export async function loadOptions(api: PorticoListenerApi) {
  api.dispatch(onrampOptionsLoading())
  const result = await api.pause(
    answerOf(api.dispatch(onrampOptions.initiate({ query: regionQuery(selectOnrampRegion(api.getState())) }))),
  )
  if (result.data) api.dispatch(onrampOptionsLoaded(result.data))
  else api.dispatch(onrampOptionsFailed(failureWords(result.error)))
  chooseDefaults(api)
}

/** A form whose choices the options (or the network) no longer offer starts on the defaults. */
export function chooseDefaults(api: PorticoListenerApi) {
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

export async function quote(api: PorticoListenerApi) {
  await api.delay(onrampQuoteDebounceMs)
  const state = api.getState()
  const key = selectOnrampQuoteKey(state)
  const symbol = key && symbolOf(state, key.asset)
  if (!key || !symbol) return void api.dispatch(onrampQuoteCleared())
  api.dispatch(onrampQuoteLoading(key))
  const result = await api.pause(
    answerOf(
      api.dispatch(
        onrampQuote.initiate({
          query: {
            purchaseCurrency: symbol,
            purchaseNetwork: key.network,
            paymentAmount: key.amount,
            paymentCurrency: key.currency,
            paymentMethod: key.method,
            ...regionQuery(selectOnrampRegion(state)),
          },
        }),
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
    return providerPage({ data: { url: meldUrlFor(base, { address, ...purchase }) } })
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
  return providerPage(result)
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
    waiting: () => ['open', 'blocked', 'closed'].includes(selectOnramp(api.getState()).purchase.status),
    // The visitor closed (or cancelled in) the provider's window: said at once, not after the
    // minute a late purchase is still waited for; one that arrives in it still completes.
    closed: () => api.dispatch(onrampWindowClosed()),
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

/** Buy, with the provider's window the flow opened blank while the press still counted (or null). */
export async function buy(api: PorticoListenerApi, window: ProviderWindow | null) {
  const state = api.getState()
  const onramp = selectOnramp(state)
  const provider = onramp.provider
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
    if (window && !showProvider(window, opened.url)) return fail(linkRefused)
    api.dispatch(onrampOpened({ provider, url: opened.url, blocked: !window }))
    await follow(api, window, provider, account, before)
  } catch (error) {
    window?.close()
    throw error
  }
}
