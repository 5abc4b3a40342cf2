// Sections 7 and 8: the one typed catalogue of what a visitor does and what comes of it, as analytics
// events. Each entry names the Portico action it reads and the properties it may carry, picked
// field by field from the action: nothing else reaches an event, so an email, a code or a
// signature never does (the tests hold that). The address, where there is one, goes beside the
// properties in the event's envelope, not among them.
import type { UnknownAction } from '@reduxjs/toolkit'
import { networkOf } from '../../contract/caip'
import { wordsOf } from '../../i18n/translate'
import { maskPrivate } from './errorReport'
import { alertRaised } from '../alerts/alertsSlice'
import { attemptChanged } from '../connection/connectorsSlice'
import {
  connectRequested,
  connectSucceeded,
  disconnectFailed,
  disconnectSucceeded,
  switchNetworkRequested,
} from '../connection/actions'
import {
  accountTypeRequested,
  codeSubmitted,
  emailSubmitted,
  farcasterLoginRequested,
  socialLoginRequested,
} from '../embeddedWallet/actions'
import { closed, opened } from '../modal/modalSlice'
import { pushed } from '../modal/routerSlice'
import { nameRegisterRequested } from '../names/actions'
import { onrampCompleted, onrampFailed, onrampOpened } from '../onramp/actions'
import { payFailed, payRequested, paySucceeded } from '../pay/actions'
import { transactionSent } from '../send/actions'
import { siwxSignatureNeeded, siwxSignedIn, siwxSignedOut, siwxSignFailed } from '../siwx/actions'
import {
  smartSessionGranted,
  smartSessionGrantFailed,
  smartSessionRevoked,
  smartSessionRevokeFailed,
} from '../smartSessions/actions'
import { swapFailed, swapSucceeded } from '../swap/actions'
import { snackbarRequested } from '../snackbar/snackbarSlice'

type Properties = Record<string, string | number | boolean>

type Entry<E extends string, P, R extends Properties> = {
  event: E
  /** Only when the action says this much (an attempt that failed, not one that started). */
  when?: (payload: P) => boolean
  properties?: (payload: P) => R
} & (
  | { matches: { match(action: unknown): action is { payload: P } }; read?: undefined }
  /** The entry's data is elsewhere in the action than its payload. */
  | { matches: { match(action: unknown): boolean }; read: (action: never) => P }
)

/** What the catalogue keeps of an entry: its event's name and properties' types; the payload's is its own. */
interface Described<E extends string, R extends Properties> {
  readonly event: E
  readonly properties?: (payload: unknown) => R
  readonly matches: { match(action: unknown): boolean }
  readonly read?: (action: unknown) => unknown
  readonly when?: (payload: unknown) => boolean
  /** Never set: carries the properties' type for `AnalyticsEvent`. */
  readonly shape?: R
}

const entry = <const E extends string, P, R extends Properties = {}>(e: Entry<E, P, R>) =>
  e as unknown as Described<E, R>

// A failure's words as an event carries them (wordsOf). A flow keeps some failures as catalogue
// keys (a call timed out, the visitor stopped waiting for the wallet, Swap's, Buy's, sign-in's
// and a revocation's own), which the views say in the visitor's language; the analytics service
// (section 7's `POST /e`, its props the event data) gets words, never a key. Analytics is sent in
// English whatever the visitor's locale, as every other event's words are (a wallet's, the
// SDK's, section 8's): English's words for the key. A wallet's or a frame's own words may carry
// what an event never does (an email, a one-time code, a signature): masked, as error reports are.
const failureSaid = (failure: string) => maskPrivate(wordsOf(failure))

/** The wallet directory asked with a search (All Wallets' field, once the typing paused): the api's call starting. */
interface DirectoryCall {
  type: string
  meta?: { arg?: { endpointName?: string; direction?: string; originalArgs?: { query?: { search?: string } } } }
}
const walletSearch = {
  match: (action: unknown) => {
    const call = action as DirectoryCall
    return (
      call.type === 'portico/executeQuery/pending' &&
      call.meta?.arg?.endpointName === 'getWallets' &&
      // Its first page: the next ones (scrolling) are the same search.
      !call.meta.arg.direction &&
      !!call.meta.arg.originalArgs?.query?.search
    )
  },
}

/** The catalogue, in the order a visitor's path meets them. */
export const analyticsCatalogue = [
  entry({ event: 'MODAL_OPEN', matches: opened }),
  entry({ event: 'MODAL_CLOSE', matches: closed }),
  entry({
    event: 'ALL_WALLETS_OPENED',
    matches: pushed,
    when: (route: { view: string }) => route.view === 'AllWallets',
  }),
  entry({
    event: 'SEARCH_WALLET',
    matches: walletSearch,
    read: (call: DirectoryCall) => call.meta?.arg?.originalArgs?.query?.search ?? '',
    // What the visitor typed, masked as an error's words are (an email typed there never leaves).
    properties: (search: string) => ({ search: maskPrivate(search) }),
  }),
  entry({
    event: 'SELECT_WALLET',
    matches: connectRequested,
    properties: ({ connectorId }: { connectorId: string }) => ({ connectorId }),
  }),
  entry({
    event: 'CONNECT_SUCCESS',
    matches: connectSucceeded,
    properties: ({ connectorId, caipAddress }: { connectorId: string; caipAddress: string }) => ({
      connectorId,
      caipNetworkId: networkOf(caipAddress),
    }),
  }),
  entry({
    event: 'CONNECT_ERROR',
    matches: attemptChanged,
    when: (attempt: { status: string }) => attempt.status === 'failed' || attempt.status === 'declined',
    properties: (attempt: { status: string; connectorId?: string; message?: string }) => ({
      connectorId: attempt.connectorId ?? '',
      declined: attempt.status === 'declined',
      message: failureSaid(attempt.message ?? ''),
    }),
  }),
  entry({ event: 'DISCONNECT_SUCCESS', matches: disconnectSucceeded }),
  entry({
    event: 'DISCONNECT_ERROR',
    matches: disconnectFailed,
    properties: ({ message }: { message: string }) => ({ message: failureSaid(message) }),
  }),
  entry({
    event: 'SWITCH_NETWORK',
    matches: switchNetworkRequested,
    properties: ({ caipNetworkId }: { caipNetworkId: string }) => ({ caipNetworkId }),
  }),
  // The address typed and the code are the visitor's: the events say only that they were sent.
  entry({ event: 'EMAIL_SUBMITTED', matches: emailSubmitted }),
  entry({ event: 'EMAIL_CODE_SUBMITTED', matches: codeSubmitted }),
  entry({
    event: 'SOCIAL_LOGIN_STARTED',
    matches: socialLoginRequested,
    properties: ({ provider }: { provider: string }) => ({ provider }),
  }),
  entry({ event: 'FARCASTER_LOGIN_STARTED', matches: farcasterLoginRequested }),
  entry({
    event: 'SET_PREFERRED_ACCOUNT_TYPE',
    matches: accountTypeRequested,
    properties: ({ type }: { type: string }) => ({ accountType: type }),
  }),
  entry({
    event: 'SIWX_AUTH_SUCCESS',
    matches: siwxSignedIn,
    properties: ({ caipAddress }: { caipAddress: string }) => ({ caipNetworkId: networkOf(caipAddress) }),
  }),
  entry({
    event: 'SIWX_AUTH_ERROR',
    matches: siwxSignFailed,
    properties: ({ declined, error }: { declined: boolean; error: string }) => ({
      declined,
      message: failureSaid(error),
    }),
  }),
  entry({ event: 'SIWX_SIGN_OUT', matches: siwxSignedOut }),
  entry({
    event: 'SIWX_SIGNATURE_REQUESTED',
    matches: siwxSignatureNeeded,
    properties: ({ caipAddress }: { caipAddress: string }) => ({ caipNetworkId: networkOf(caipAddress) }),
  }),
  entry({ event: 'SMART_SESSION_GRANTED', matches: smartSessionGranted }),
  entry({
    event: 'SMART_SESSION_GRANT_ERROR',
    matches: smartSessionGrantFailed,
    properties: ({ error }: { error: string }) => ({ message: failureSaid(error) }),
  }),
  entry({ event: 'SMART_SESSION_REVOKED', matches: smartSessionRevoked }),
  entry({
    event: 'SMART_SESSION_REVOKE_ERROR',
    matches: smartSessionRevokeFailed,
    properties: ({ error }: { error: string }) => ({ message: failureSaid(error) }),
  }),
  entry({
    event: 'TRANSACTION_SENT',
    matches: transactionSent,
    properties: ({ caipNetworkId }: { caipNetworkId: string }) => ({ caipNetworkId }),
  }),
  entry({
    event: 'SWAP_SUCCESS',
    matches: swapSucceeded,
    properties: ({ caipNetworkId }: { caipNetworkId: string }) => ({ caipNetworkId }),
  }),
  entry({
    event: 'SWAP_ERROR',
    matches: swapFailed,
    properties: ({ declined, error }: { declined: boolean; error: string }) => ({
      declined,
      message: failureSaid(error),
    }),
  }),
  entry({
    event: 'BUY_OPENED',
    matches: onrampOpened,
    properties: ({ provider, blocked }: { provider: string; blocked: boolean }) => ({ provider, blocked }),
  }),
  entry({
    event: 'BUY_SUCCESS',
    matches: onrampCompleted,
    properties: ({ provider, amount, symbol }: { provider: string; amount: string; symbol: string }) => ({
      provider,
      amount,
      symbol,
    }),
  }),
  entry({
    event: 'BUY_ERROR',
    matches: onrampFailed,
    properties: ({ error }: { error: string }) => ({ message: failureSaid(error) }),
  }),
  entry({
    event: 'PAY_REQUESTED',
    matches: payRequested,
    properties: ({ request }: { request: { network: string; asset: string; amount: string } }) => ({
      caipNetworkId: String(request?.network ?? ''),
      asset: String(request?.asset ?? ''),
      amount: String(request?.amount ?? ''),
    }),
  }),
  entry({
    event: 'PAY_SUCCESS',
    matches: paySucceeded,
    properties: ({ result }: { result: { method: string; caipNetworkId: string } }) => ({
      method: result.method,
      caipNetworkId: result.caipNetworkId,
    }),
  }),
  entry({
    event: 'PAY_ERROR',
    matches: payFailed,
    properties: ({ code }: { code: string }) => ({ code }),
  }),
  entry({ event: 'REGISTER_NAME', matches: nameRegisterRequested }),
  entry({
    event: 'ERROR_SHOWN',
    matches: alertRaised,
    properties: (alert: string) => ({ alert }),
  }),
  entry({
    event: 'ERROR_SHOWN',
    matches: snackbarRequested,
    when: ({ variant }: { variant?: string }) => variant === 'error',
    properties: ({ message }: { message: string }) => ({ snackbar: message }),
  }),
] as const

type Catalogued = (typeof analyticsCatalogue)[number]

/** A catalogue event, typed by its name: `if (e.event === 'CONNECT_SUCCESS') e.properties.connectorId`. */
export type AnalyticsEvent = {
  [K in Catalogued as K['event']]: { event: K['event']; properties: NonNullable<K['shape']> }
}[Catalogued['event']]

/**
 * What an action must be to be in the catalogue at all: one of its action creators' types, or a
 * match of one of its few matchers. Read for every action a store sees, so this is asked first.
 */
const namedTypes = /* @__PURE__ */ new Set(
  analyticsCatalogue.flatMap((e) =>
    'type' in e.matches && typeof e.matches.type === 'string' ? [e.matches.type] : [],
  ),
)
const matchers = /* @__PURE__ */ analyticsCatalogue.filter((e) => !('type' in e.matches)).map((e) => e.matches)

/** The analytics event an action is, with its properties; undefined for an action the catalogue does not name. */
export function analyticsEventOf(action: UnknownAction): AnalyticsEvent | undefined {
  if (!namedTypes.has(action.type) && !matchers.some((m) => m.match(action))) return undefined
  for (const e of analyticsCatalogue) {
    if (!e.matches.match(action)) continue
    const payload = e.read ? e.read(action) : (action as { payload?: unknown }).payload
    if (e.when && !e.when(payload)) continue
    return { event: e.event, properties: e.properties?.(payload) ?? {} } as AnalyticsEvent
  }
  return undefined
}
