'use client'
// The hooks a host uses. Each returns plain values and stable callbacks; none fetches.
import type { PorticoEvent } from '../features/analytics/hostEvents'
import type { UnknownAction } from '@reduxjs/toolkit'
import { addListener, isAnyOf } from '../store/toolkit'
import { useCallback, useEffect, useRef } from 'react'
import type { CaipNetworkId, ChainNamespace } from '../contract'
import { disconnectRequested, switchNetworkRequested } from '../features/connection/actions'
import { closeRequested, openRequested } from '../features/modal/actions'
import { pairingRequested } from '../features/walletConnect/actions'
import { uriExpiresAt } from '../walletconnect/pairingUri'
import { selectAccount } from '../features/account/selectors'
import { selectCurrentView, selectModal } from '../features/modal/selectors'
import { selectActiveNetwork, selectNetworks } from '../features/chain/selectors'
import { siwxCancelled, siwxSignInRequested, siwxSignOutRequested, siwxSignRequested } from '../features/siwx/actions'
import {
  smartSessionGranted,
  smartSessionGrantFailed,
  smartSessionGrantRequested,
  smartSessionRevokeRequested,
} from '../features/smartSessions/actions'
import type {
  ChainCapabilities,
  ConnectorInfo,
  Eip155Call,
  GrantPermissionsRequest,
  GrantPermissionsResponse,
} from '../connectors/types'
import type { Address, EIP1193Provider } from 'viem'
import type { StandardWallet } from '../connectors/solana/walletStandard'
import type { SolanaProvider } from '../connectors/auth/frameSolanaProvider'
import { payFailed, payRequested, paySucceeded } from '../features/pay/actions'
import { callsFailed, callsRequested, callsSucceeded } from '../features/batches/actions'
import { selectCapabilities } from '../features/batches/selectors'
import { PayError, type PayRequest, type PayResult } from '../features/pay/constants'
import { payRefusal } from '../features/pay/payRules'
import type { RouteData, View } from '../features/modal/views'
import { usePorticoDispatch, usePorticoInstance, usePorticoSelector, usePorticoStore } from './context'
import { useSay } from '../headless/useSay'
import type { RootState } from '../store/state'
import { selectActiveLocale, selectChosenLocale } from '../features/locale/selectors'
import { localeChosen } from '../features/locale/localeSlice'
import type { LocaleChoice } from '../i18n/supportedLocales'

/** Open (optionally on a view, with its data) and close the modal. */
export function usePortico() {
  const dispatch = usePorticoDispatch()
  const open = useCallback(
    (options?: { view?: View; data?: RouteData }) => void dispatch(openRequested(options)),
    [dispatch],
  )
  /** `force` closes ApproveTransaction too (section 2), aborting what the wallet still asks (section 4). */
  const close = useCallback(
    (options?: { force?: boolean }) => void dispatch(closeRequested(options?.force ? { force: true } : undefined)),
    [dispatch],
  )
  return { open, close }
}

export function usePorticoModal() {
  const modal = usePorticoSelector(selectModal)
  const { view } = usePorticoSelector(selectCurrentView)
  return { open: modal.open, loading: modal.loading, view }
}

/**
 * The account of the active namespace, or of `namespace` (a WalletConnect session may connect
 * several): its address, status and wallet; its native `balance` (a decimal string) in
 * `balanceSymbol` and its `tokens` on its network (`tokensStatus`: loading, loaded, failed), as
 * Account shows them once the api has asked; its name and avatar from the profile service.
 */
export function usePorticoAccount<N extends ChainNamespace | undefined = undefined>(namespace?: N) {
  const account = usePorticoSelector((state) => (namespace ? state.portico.account[namespace] : selectAccount(state)))
  return {
    allAccounts: account?.allAccounts ?? noAccounts,
    /** On eip155 viem's `Address` (`0x…`, as the wallet gave it); another namespace's is a plain string. */
    address: account?.address as (N extends 'eip155' ? Address : string) | undefined,
    caipAddress: account?.caipAddress,
    status: account?.status ?? 'disconnected',
    isConnected: account?.status === 'connected',
    connectedWalletInfo: account?.connectedWalletInfo,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    tokens: account?.tokenBalance,
    tokensStatus: account?.tokenBalanceStatus,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
  }
}

export function usePorticoNetwork() {
  const dispatch = usePorticoDispatch()
  const caipNetwork = usePorticoSelector(selectActiveNetwork)
  const networks = usePorticoSelector(selectNetworks)
  const switchNetwork = useCallback(
    (caipNetworkId: CaipNetworkId) => void dispatch(switchNetworkRequested({ caipNetworkId })),
    [dispatch],
  )
  return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, networks, switchNetwork }
}

/**
 * The modal's language: the locale it speaks (`locale`, once its texts have arrived), the one
 * chosen (`chosen`: the config's, or the last `setLocale`), and `setLocale(tag | 'auto')` to
 * change it while the page runs; it stands until the config's own `locale` changes.
 */
export function usePorticoLocale() {
  const dispatch = usePorticoDispatch()
  const locale = usePorticoSelector(selectActiveLocale)
  const chosen = usePorticoSelector(selectChosenLocale)
  const setLocale = useCallback(
    (choice: LocaleChoice | (string & {})) => void dispatch(localeChosen(choice)),
    [dispatch],
  )
  return { locale, chosen, setLocale }
}

const noAccounts: readonly { address: string; type: string }[] = []

/**
 * The WalletConnect pairing as it stands: its URI (for a host drawing its own QR code in
 * manual mode), status and error, and `pair()` to ask for a fresh one.
 */
export function useWalletConnectPairing() {
  const dispatch = usePorticoDispatch()
  const pairing = usePorticoSelector((state) => state.portico.walletConnect.pairing)
  const pair = useCallback(() => void dispatch(pairingRequested()), [dispatch])
  return {
    status: pairing.status,
    uri: pairing.uri,
    expiresAt: pairing.createdAt === undefined ? undefined : uriExpiresAt(pairing.createdAt),
    message: pairing.message,
    pair,
  }
}

export function useDisconnect() {
  const dispatch = usePorticoDispatch()
  return { disconnect: useCallback(() => void dispatch(disconnectRequested()), [dispatch]) }
}

/**
 * The live provider of a namespace's connected wallet, by namespace: viem's `EIP1193Provider` on
 * eip155; on Solana the Wallet Standard wallet (the embedded wallet's: its frame's provider).
 */
export interface WalletProviders {
  eip155: EIP1193Provider
  solana: StandardWallet | SolanaProvider
}

/** The connected wallet's live provider for a namespace (EIP-1193 for eip155), for the host's own calls. */
export function useWalletProvider<N extends ChainNamespace = 'eip155'>(
  namespace: N = 'eip155' as N,
): {
  provider: (N extends keyof WalletProviders ? WalletProviders[N] : unknown) | undefined
  connector?: ConnectorInfo
} {
  const { registry } = usePorticoInstance()
  const connectorId = usePorticoSelector((s) => s.portico.connectors.connectedIdByNamespace[namespace])
  const connector = connectorId ? registry.get(connectorId) : undefined
  return { provider: connector?.getProvider(namespace) as never, connector: connector?.info }
}

/**
 * Sign in with the wallet (SIWX) as the host reads it: the status for the active account (`idle`
 * until checked, `checking`, `signatureNeeded`, `signing`, `verifying`, `signedIn`), the live
 * session's times, the last failure in the visitor's language (`declined` when the visitor said
 * no in the wallet); `signIn()` asks for a sign-in now (the modal's sign view, or a host's own on
 * `signatureNeeded`), `sign()` has the wallet sign the message (the sign view's Sign), `cancel()`
 * gives up (disconnecting where sign-in is required: the sign view's Cancel), `signOut()`
 * revokes the session.
 */
export function useSiwx() {
  const dispatch = usePorticoDispatch()
  const say = useSay()
  // The slice arrives with the api; before that nothing is checked yet.
  const siwx = usePorticoSelector((s) => s.portico.siwx)
  return {
    status: siwx?.status ?? 'idle',
    caipAddress: siwx?.caipAddress,
    session: siwx?.session,
    // In the visitor's language, as the modal says it (a kept failure may be a catalogue key).
    error: say(siwx?.error),
    declined: siwx?.declined === true,
    required: usePorticoSelector((s) => s.portico.options.siwxRequired),
    signIn: useCallback(() => void dispatch(siwxSignInRequested()), [dispatch]),
    sign: useCallback(() => void dispatch(siwxSignRequested()), [dispatch]),
    cancel: useCallback(() => void dispatch(siwxCancelled()), [dispatch]),
    signOut: useCallback(() => void dispatch(siwxSignOutRequested()), [dispatch]),
  }
}

let grants = 0

/**
 * Runs `then` once the api (and the flows that come with it) is in this store. The store's own
 * subscription, not a listener: an instance's listener may serve two stores (the default
 * instance in a host's store and a provider's own), and the other's api is not this one's.
 */
function whenApiAttached(store: ReturnType<typeof usePorticoStore>, then: () => void) {
  const attached = () => (store.getState() as RootState).portico.services.apiAttached
  const stop = store.subscribe(() => {
    if (!attached()) return
    stop()
    then()
  })
}

/** An outcome action of a request a flow answers, by the request's id. */
type Answer<P> = { match(action: unknown): action is { type: string; payload: P } }

/**
 * A request of the connected eip155 account that a flow of the api answers, by its id: a promise
 * of the flow's success (`resolved`) or of its failure's words. Sent at once when the api is
 * there; once it arrives when an account is connected (its connection brings it); refused when
 * none is, as a call that could wait for ever.
 */
function askTheApi<S extends { id: string }, T>(
  dispatch: ReturnType<typeof usePorticoDispatch>,
  store: ReturnType<typeof usePorticoStore>,
  ask: UnknownAction,
  id: string,
  succeeded: Answer<S>,
  failed: Answer<{ id: string; error: string }>,
  resolved: (payload: S) => T,
) {
  return new Promise<T>((resolve, reject) => {
    const unsubscribe = dispatch(
      addListener({
        predicate: (action: UnknownAction) =>
          (succeeded.match(action) || failed.match(action)) && (action.payload as { id: string }).id === id,
        effect: (action: UnknownAction) => {
          unsubscribe()
          if (succeeded.match(action)) resolve(resolved(action.payload))
          else reject(new Error((action.payload as { error: string }).error))
        },
      }),
    ) as unknown as () => void
    const state = store.getState() as RootState
    if (state.portico.services.apiAttached) return void dispatch(ask)
    if (state.portico.account.eip155?.status !== 'connected') {
      unsubscribe()
      return reject(new Error('No ActiveCaipAddress found'))
    }
    whenApiAttached(store, () => void dispatch(ask))
  })
}

/**
 * Smart sessions (ERC-7715, feature switch `smartSessions`) as the host uses them: the connected
 * account's sessions as the server lists them (revoked ones included), and
 * `grantPermissions(request)`, which the wallet's user approves and which resolves with the
 * wallet's grant (its `context`) once the server has it, or rejects with the reason in words.
 */
export function useSmartSessions() {
  const dispatch = usePorticoDispatch()
  const say = useSay()
  const store = usePorticoStore()
  const enabled = usePorticoSelector((s) => s.portico.options.features.smartSessions)
  // The slice arrives with the api; before that nothing is listed yet.
  const state = usePorticoSelector((s) => s.portico.smartSessions)
  const grantPermissions = useCallback(
    (request: GrantPermissionsRequest) => {
      const id = `grant-${++grants}`
      return askTheApi(
        dispatch,
        store,
        smartSessionGrantRequested({ id, request }),
        id,
        smartSessionGranted,
        smartSessionGrantFailed,
        (payload): GrantPermissionsResponse => payload.response,
      )
    },
    [dispatch, store],
  )
  return {
    enabled,
    status: state?.status ?? 'idle',
    sessions: state?.sessions ?? noSessions,
    // In the visitor's language, as the modal says it (a kept failure may be a catalogue key).
    error: say(state?.error),
    grantPermissions,
    revoke: useCallback((pci: string) => void dispatch(smartSessionRevokeRequested({ pci })), [dispatch]),
  }
}

const noSessions: readonly never[] = []

/** What a host hears, typed by event name (see the catalogue, src/features/analytics/eventCatalogue.ts). */
export type { PorticoEvent }

/** Actions that come while the catalogue loads wait for it, at most this many. */
const earlyLimit = 100

/**
 * Calls `listener` with each Portico event, as the analytics catalogue names it (`event`, typed:
 * narrowing on it gives the event's `properties`), and each error report (`ERROR_REPORTED`):
 * the modal opening and closing, wallets picked, connections and their failures, networks
 * switched, the email, social and Farcaster steps, sign-in, smart sessions, transactions,
 * swaps, purchases, payments, names, and every alert or error shown; with `multiWallet`, the
 * wallets connected at once joining, switched to and leaving (CONNECTION_ADDED,
 * CONNECTION_SWITCHED, CONNECTION_REMOVED: the host's alone, never sent to Portico's analytics).
 * Each carries its Portico `action`. A host's own analytics tool listens here; Portico's own go
 * out only when analytics are on. The catalogue loads with the hook's first effect; what happens
 * meanwhile waits for it.
 */
export function usePorticoEvents(listener: (event: PorticoEvent) => void) {
  const dispatch = usePorticoDispatch()
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => {
    // An action with the state it made and the one before (the connection events compare them).
    type Heard = [UnknownAction, RootState, RootState]
    const early: Heard[] = []
    let stop = dispatch(
      // Kept by the predicate, which runs for every action at once (no effect task for each).
      addListener({
        predicate: (...heard) => (early.length < earlyLimit && early.push(heard as Heard), false),
        effect: () => {},
      }),
    ) as unknown as () => void
    let unmounted = false
    void import('../features/analytics/hostEvents').then(({ hostEventOf }) => {
      if (unmounted) return
      stop()
      // Read in the predicate, around its own action: later ones may have come by the effect.
      const events = new WeakMap<UnknownAction, PorticoEvent>()
      stop = dispatch(
        addListener({
          predicate: (action, state, previous) => {
            const event = hostEventOf(action, state as RootState, previous as RootState)
            if (event) events.set(action, event)
            return event !== undefined
          },
          effect: (action: UnknownAction) => latest.current(events.get(action)!),
        }),
      ) as unknown as () => void
      for (const heard of early.splice(0)) {
        const event = hostEventOf(...heard)
        if (event) latest.current(event)
      }
    })
    return () => {
      unmounted = true
      stop()
    }
  }, [dispatch])
}

let payments = 0

/**
 * Pay (feature switch `pay`): `pay(request)` shows the Pay view with what is asked and resolves
 * with the payment's transaction (`{ hash, caipNetworkId, method }`) once it is mined (from the
 * wallet) or delivered (by card), or rejects with a `PayError` whose `code` says why:
 * PAY_DISABLED, INVALID_REQUEST, USER_REJECTED (declined, then given up), CANCELLED. While it is
 * under way, `error` is why the last attempt did not go through, and `sponsorRefused` says the
 * app's paymaster did not pay the fee (ERC-7677; `error` is then the service's reason).
 */
export function usePay() {
  const dispatch = usePorticoDispatch()
  const say = useSay()
  const store = usePorticoStore()
  const enabled = usePorticoSelector((s) => s.portico.options.features.pay)
  // The slice arrives with the api; before that nothing is under way.
  const state = usePorticoSelector((s) => s.portico.pay)
  const pay = useCallback(
    (request: PayRequest) =>
      new Promise<PayResult>((resolve, reject) => {
        const id = `pay-${++payments}`
        const unsubscribe = dispatch(
          addListener({
            matcher: isAnyOf(paySucceeded, payFailed),
            effect: (action: UnknownAction) => {
              const outcome = action as ReturnType<typeof paySucceeded | typeof payFailed>
              if (outcome.payload.id !== id) return
              unsubscribe()
              if (paySucceeded.match(outcome)) resolve(outcome.payload.result)
              else {
                const { code, message } = (outcome as ReturnType<typeof payFailed>).payload
                reject(new PayError(code, message))
              }
            },
          }),
        ) as unknown as () => void
        const ask = () => void dispatch(payRequested({ id, request }))
        const state = store.getState() as RootState
        // With the api, its flow checks the request and shows it.
        if (state.portico.services.apiAttached) return ask()
        // Before it, a refused request is refused here (its events as the flow's): opening,
        // which brings the api, would leave an empty modal behind.
        const refusal = payRefusal(state, request)
        if (refusal) {
          ask()
          return void dispatch(payFailed({ id, ...refusal }))
        }
        // Opening brings the api (and the flow that answers); the request follows it.
        whenApiAttached(store, ask)
        dispatch(openRequested({ view: 'Pay' }))
      }),
    [dispatch, store],
  )
  return {
    enabled,
    status: state?.status ?? 'idle',
    // In the visitor's language, as the modal says it (a kept failure may be a catalogue key).
    error: say(state?.error?.message),
    sponsorRefused: !!state?.error?.sponsorRefused,
    pay,
  }
}

let batches = 0

/** What a batch the wallet ran gives back: the wallet's id for it and the transactions it went in. */
export interface SentCalls {
  id: string
  transactionHashes: string[]
}

/**
 * Batched calls (EIP-5792) as the host uses them: the connected eip155 wallet's `capabilities`
 * on the active network as Portico knows them (`undefined` while it is asked or when nothing is
 * connected; `atomic` other than 'unsupported' means it runs batches), and `sendCalls(calls)`,
 * which shows the calls on ApproveTransaction, has the wallet run them together (one approval,
 * all or nothing), and resolves once the chain has them, or rejects with the reason in words.
 */
export function useSendCalls() {
  const dispatch = usePorticoDispatch()
  const store = usePorticoStore()
  const capabilities = usePorticoSelector((s): ChainCapabilities | undefined => {
    const network = s.portico.chain.activeCaipNetworkId
    const known = network ? selectCapabilities(s, network) : undefined
    return known === 'asking' ? undefined : known
  })
  const sendCalls = useCallback(
    (calls: Eip155Call[]) => {
      const id = `calls-${++batches}`
      return askTheApi(
        dispatch,
        store,
        callsRequested({ id, calls }),
        id,
        callsSucceeded,
        callsFailed,
        (payload): SentCalls => ({ id: payload.batchId, transactionHashes: payload.transactionHashes }),
      )
    },
    [dispatch, store],
  )
  return { capabilities, sendCalls }
}
