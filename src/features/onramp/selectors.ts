import { createSelector } from '@reduxjs/toolkit'
import { namespaceOf } from '../../contract/caip'
import type { CaipAddress } from '../../contract/entities'
import type { RootState } from '../../store/state'
import { toBaseUnits } from '../send/sendRules'
import { selectActiveCaipNetworkId } from '../chain/selectors'
import { isRestrictedTimeZone, onrampNamespaces, onrampProviders, visitorLocale, visitorTimeZone } from './constants'
import { initialOnrampState, type OnrampQuoteKey } from './onrampSlice'
import { amountProblem, countryOf, limitOf, purchaseChoices } from './onrampRules'
import { countriesWithSubdivision } from './usStates'

/** The Buy view's state, as it starts until its slice arrives with the api's flows. */
export const selectOnramp = (state: RootState) => state.portico.onramp ?? initialOnrampState

/** Section 9: hidden in the restricted time zones. */
export const selectOnrampRestricted = (state: RootState) =>
  isRestrictedTimeZone(visitorTimeZone(state.portico.options.environment.timeZone))

export interface OnrampRegion {
  country: string
  subdivision?: string
  /** The provider serves this country only with a subdivision, and none is known yet. */
  needsSubdivision: boolean
  /** The subdivision is the visitor's own choice (the view keeps its question to change it). */
  chosenByVisitor: boolean
}

/**
 * Where the provider is asked for: the host's country, else the visitor's locale's region; and
 * where it needs a subdivision too (a US visitor's state: Coinbase's options and quotes refuse
 * the US without one), the host's, else the one the visitor chose.
 */
export const selectOnrampRegion = createSelector(
  [
    (state: RootState) => state.portico.options.onramp,
    (state: RootState) => state.portico.options.environment.locale,
    (state: RootState) => selectOnramp(state).subdivision,
  ],
  (configured, locale, chosen): OnrampRegion => {
    const country = countryOf(configured?.country, visitorLocale(locale))
    if (!countriesWithSubdivision.has(country)) return { country, needsSubdivision: false, chosenByVisitor: false }
    if (configured?.subdivision)
      return { country, subdivision: configured.subdivision, needsSubdivision: false, chosenByVisitor: false }
    if (chosen) return { country, subdivision: chosen, needsSubdivision: false, chosenByVisitor: true }
    return { country, needsSubdivision: true, chosenByVisitor: false }
  },
)

/** The options' and quotes' region parameters. */
export const regionQuery = ({ country, subdivision }: OnrampRegion) => ({
  country,
  ...(subdivision && { subdivision }),
})

/** The connected account on the active network, when its namespace can buy (section 9: eip155, solana). */
export function selectOnrampAccount(state: RootState): CaipAddress | undefined {
  const network = state.portico.chain.activeCaipNetworkId
  if (!network) return undefined
  const namespace = namespaceOf(network)
  if (!onrampNamespaces.includes(namespace)) return undefined
  const account = state.portico.account[namespace]
  if (account?.status !== 'connected' || !account.caipAddress?.startsWith(`${network}:`)) return undefined
  return account.caipAddress
}

/** The providers that serve the account's namespace (one list per network: a view re-renders on a change only). */
export const selectOnrampProviders = createSelector([selectActiveCaipNetworkId], (network) =>
  network ? onrampProviders.filter((p) => p.namespaces.includes(namespaceOf(network))) : [],
)

/** The currencies and networks the account can receive. */
export const selectPurchaseChoices = createSelector(
  [(state: RootState) => selectOnramp(state).options.value, selectActiveCaipNetworkId],
  (options, network) => (network ? purchaseChoices(options, namespaceOf(network)) : []),
)

/** Section 5: what is wrong with the amount for the chosen currency and method, if anything. */
export const selectOnrampAmountProblem = (state: RootState) => {
  const onramp = selectOnramp(state)
  return amountProblem(
    onramp.amount,
    limitOf(onramp.options.value, onramp.currency, onramp.method),
    onramp.amountSymbols,
  )
}

/** The form as a quote asks for it (the amount to the cent), or undefined while it cannot be quoted. */
export function selectOnrampQuoteKey(state: RootState): OnrampQuoteKey | undefined {
  const onramp = selectOnramp(state)
  const cents = toBaseUnits(onramp.amount, 2, onramp.amountSymbols)
  if (!onramp.asset || !onramp.network || cents === undefined || selectOnrampAmountProblem(state)) return undefined
  const amount = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
  return { amount, currency: onramp.currency, method: onramp.method, asset: onramp.asset, network: onramp.network }
}

export const sameQuoteKey = (a: OnrampQuoteKey | undefined, b: OnrampQuoteKey | undefined) =>
  !!a &&
  !!b &&
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.method === b.method &&
  a.asset === b.asset &&
  a.network === b.network
