// What the visitor does on the Buy view and what comes of it (section 2's optional screens): plain actions in the
// first load's reach (the views and the events name them); the flow and the slice that answer
// them come with the api.
import type { NumberSymbols } from '../../i18n/numbers'
import { createAction } from '@reduxjs/toolkit'
import type { OnrampProviderId, PaymentMethod } from './constants'

/**
 * The amount to pay, as typed (kept as typed whatever happens), and the separators of the
 * locale it was typed in (English's when absent).
 */
export const onrampAmountTyped = createAction<{ amount: string; symbols?: NumberSymbols | undefined }>(
  'portico/onrampAmountTyped',
)
export const onrampCurrencyChosen = createAction<{ currency: string }>('portico/onrampCurrencyChosen')
export const onrampMethodChosen = createAction<{ method: PaymentMethod | string }>('portico/onrampMethodChosen')
/** What to buy and on which of the provider's networks (its name, `ethereum`). */
export const onrampAssetChosen = createAction<{ asset: string; network: string }>('portico/onrampAssetChosen')
/** The visitor's state, where the provider asks one (a US visitor's, as its ISO 3166-2 code). */
export const onrampSubdivisionChosen = createAction<{ subdivision: string }>('portico/onrampSubdivisionChosen')
export const onrampProviderChosen = createAction<{ provider: OnrampProviderId }>('portico/onrampProviderChosen')
/** Buy pressed: the provider's page opens with the form's choices. */
export const onrampRequested = createAction('portico/onrampRequested')
/** The visitor is done with the purchase screen: back to the form. */
export const onrampDismissed = createAction('portico/onrampDismissed')

// Events (usePorticoEvents).
/** The provider's page opened (or its link is offered, when the browser blocked the window). */
export const onrampOpened = createAction<{ provider: OnrampProviderId; url: string; blocked: boolean }>(
  'portico/onrampOpened',
)
/** The purchase arrived in the account (the provider's history lists it). */
export const onrampCompleted = createAction<{
  provider: OnrampProviderId
  amount: string
  symbol: string
  hash: string
  caipNetworkId?: string
}>('portico/onrampCompleted')
/** The provider's page could not be had, in the words of whoever refused; the form stays as typed. */
export const onrampFailed = createAction<{ error: string }>('portico/onrampFailed')
