// The first load's slices return each next state themselves (store/plainSlice.ts): no draft
// protects the state they are given, so each reducer is run on a deep-frozen state, an empty
// one and a full one, with every action of every first-load slice and the others they follow.
import { combineReducers, type UnknownAction } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import {
  accountConnected,
  accountReset,
  accountSlice,
  caipAddressChanged,
  farcasterUrlChanged,
  profileChanged,
  statusChanged,
  tabChanged,
  tokenBalanceFailed,
  tokenBalanceLoaded,
  tokenBalanceLoading,
} from '../../src/features/account/accountSlice'
import { alertDismissed, alertRaised, alertsSlice } from '../../src/features/alerts/alertsSlice'
import {
  activeNetworkChanged,
  approvedNetworksChanged,
  chainSlice,
  namespaceSwitchSettled,
  networkRemoved,
  networkSwitchAsked,
  networksConfigured,
} from '../../src/features/chain/chainSlice'
import {
  attemptChanged,
  connectorConnected,
  connectorsFound,
  connectorsSlice,
  lastVisitRestored,
  namespaceDisabled,
} from '../../src/features/connection/connectorsSlice'
import { localeActivated, localeChosen, localeSlice } from '../../src/features/locale/localeSlice'
import {
  closed,
  loadingChanged,
  modalSlice,
  opened,
  shakeEnded,
  shakeStarted,
} from '../../src/features/modal/modalSlice'
import {
  configured,
  environmentDetected,
  initialOptionsState,
  optionsSlice,
  themeModeChanged,
} from '../../src/features/options/optionsSlice'
import { recentWalletsRestored, recentWalletsSlice, walletUsed } from '../../src/features/connection/recentWalletsSlice'
import { popped, pushed, replaced, reset, routerSlice } from '../../src/features/modal/routerSlice'
import { servicesConfigured, servicesSlice } from '../../src/features/options/servicesSlice'
import {
  snackbarHidden,
  snackbarRequested,
  snackbarShown,
  snackbarSlice,
} from '../../src/features/snackbar/snackbarSlice'
import {
  appNotOpened,
  pairingDeclined,
  pairingFailed,
  pairingStarted,
  pairingUriReady,
  sessionChanged,
  walletConnectReset,
  walletConnectSlice,
} from '../../src/features/walletConnect/walletConnectSlice'
import { pairingRequested } from '../../src/features/walletConnect/actions'
import { porticoStarted } from '../../src/store/actions'
import { apiAttached, apiPrepared } from '../../src/store/apiAttachment'
import { sliceReducers } from '../../src/composition/slices'
import { base, mainnet, solana } from '../../src/networks'

const slices = {
  services: servicesSlice,
  options: optionsSlice,
  locale: localeSlice,
  chain: chainSlice,
  account: accountSlice,
  connectors: connectorsSlice,
  recentWallets: recentWalletsSlice,
  router: routerSlice,
  modal: modalSlice,
  snackbar: snackbarSlice,
  alerts: alertsSlice,
  walletConnect: walletConnectSlice,
}
const reduce = combineReducers(sliceReducers)

const caipAddress = `eip155:1:0x1111111111111111111111111111111111111111` as const
const otherAddress = `eip155:8453:0x2222222222222222222222222222222222222222` as const
const wallet = { name: 'Fake Wallet', type: 'ANNOUNCED' }
const connector = {
  id: 'announced:dev.portico.fake',
  type: 'ANNOUNCED',
  name: 'Fake Wallet',
  chain: 'eip155',
  installed: true,
} as const
const token = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 1,
  price: 1,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
} as const
const message = { message: 'snackbar.somethingWentWrong', variant: 'error', autoClose: true } as const
const { environment: _environment, started: _started, ...options } = initialOptionsState

/** Every action a first-load reducer takes, in the variants that take its different branches. */
const actions: UnknownAction[] = [
  servicesConfigured({ projectId: 'p', baseUrls: { blockchain: 'https://rpc.example' } }),
  servicesConfigured({ timeoutMs: 5_000 }),
  apiAttached(),
  apiPrepared(),
  configured({ ...options, locale: 'de' }),
  configured(options),
  environmentDetected({ isMobile: true, isIosSafari: false }),
  themeModeChanged('light'),
  porticoStarted(),
  localeChosen('fr'),
  localeActivated({ tag: 'ar', direction: 'rtl' }),
  networksConfigured({ networks: [mainnet, base, solana] }),
  networksConfigured({ networks: [] }),
  activeNetworkChanged(solana.caipNetworkId),
  activeNetworkChanged(undefined),
  networkSwitchAsked(base.caipNetworkId),
  namespaceSwitchSettled(),
  approvedNetworksChanged({ namespace: 'eip155', approved: ['eip155:1'], supportsAllNetworks: false }),
  networkRemoved(mainnet.caipNetworkId),
  networkRemoved(base.caipNetworkId),
  networkRemoved(solana.caipNetworkId),
  statusChanged({ namespace: 'eip155', status: 'disconnected' }),
  statusChanged({ namespace: 'solana', status: 'connecting' }),
  accountConnected({ namespace: 'eip155', caipAddress, wallet }),
  accountConnected({ namespace: 'eip155', caipAddress: otherAddress, accounts: ['0x2', '0x3'], wallet }),
  caipAddressChanged({ namespace: 'eip155', caipAddress }),
  caipAddressChanged({ namespace: 'eip155', caipAddress: otherAddress, accounts: ['0x2'], accountType: 'eoa' }),
  profileChanged({ namespace: 'eip155', profileName: 'fake.eth' }),
  tokenBalanceLoading({ namespace: 'eip155', caipAddress }),
  tokenBalanceLoaded({ namespace: 'eip155', caipAddress, tokenBalance: [token], balance: '1', symbol: 'ETH' }),
  tokenBalanceFailed({ namespace: 'eip155', caipAddress }),
  tabChanged({ namespace: 'eip155', tab: 'Activity' }),
  farcasterUrlChanged({ namespace: 'eip155', url: 'https://farcaster.example' }),
  accountReset('eip155'),
  connectorsFound([connector, { ...connector, id: 'injected', name: 'Browser Wallet' }]),
  connectorsFound([{ ...connector, name: 'Renamed' }]),
  connectorConnected({ namespace: 'eip155', connectorId: connector.id }),
  attemptChanged({ status: 'connecting', connectorId: connector.id }),
  lastVisitRestored(),
  namespaceDisabled('eip155'),
  namespaceDisabled('bip122'),
  walletUsed({ id: 'a', name: 'A' }),
  walletUsed({ id: 'b', name: 'B' }),
  recentWalletsRestored([{ id: 'c', name: 'C' }]),
  pushed({ view: 'AllWallets' }),
  replaced({ view: 'Networks' }),
  reset({ view: 'Account' }),
  popped(),
  opened(),
  closed(),
  loadingChanged(true),
  shakeStarted(),
  shakeEnded(),
  snackbarRequested(message),
  snackbarShown(message),
  snackbarHidden(),
  alertRaised('invalidAppConfiguration'),
  alertRaised('sessionExpired'),
  alertDismissed(),
  pairingRequested({ wallet: { id: 'w' } }),
  pairingStarted(),
  pairingUriReady({ uri: 'wc:1', createdAt: 1, refreshed: true }),
  pairingDeclined({ message: 'declined' }),
  pairingFailed({ message: 'failed' }),
  appNotOpened(true),
  sessionChanged({ peer: { name: 'Peer' }, chains: { eip155: ['eip155:1'] }, expiry: 1 }),
  sessionChanged(undefined),
  walletConnectReset(),
]

/** A state with something in every slice: networks, a connected account with balances, a pairing… */
const fullState = [
  networksConfigured({ networks: [mainnet, base, solana] }),
  accountConnected({ namespace: 'eip155', caipAddress, wallet }),
  tokenBalanceLoaded({ namespace: 'eip155', caipAddress, tokenBalance: [token], balance: '1', symbol: 'ETH' }),
  connectorsFound([connector]),
  connectorConnected({ namespace: 'eip155', connectorId: connector.id }),
  namespaceDisabled('solana'),
  pushed({ view: 'Account' }),
  alertRaised('invalidAppConfiguration'),
  pairingUriReady({ uri: 'wc:1', createdAt: 1 }),
  sessionChanged({ peer: { name: 'Peer' }, chains: { eip155: ['eip155:1'] }, expiry: 1 }),
  walletUsed({ id: 'a', name: 'A' }),
].reduce(reduce, reduce(undefined, { type: '@@init' }))

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

describe('the first-load slices', () => {
  it('are the slices of the first load, each with its reducer', () => {
    expect(Object.keys(slices).sort()).toEqual(Object.keys(sliceReducers).sort())
    for (const [key, slice] of Object.entries(slices))
      expect(slice.reducer).toBe(sliceReducers[key as keyof typeof sliceReducers])
  })

  it('have every action of theirs exercised here', () => {
    for (const slice of Object.values(slices))
      for (const creator of Object.values(slice.actions))
        expect(
          actions.some((action) => action.type === creator.type),
          creator.type,
        ).toBe(true)
  })

  it.each(actions.map((action) => [action.type, action] as const))(
    '%s leaves the state it is given as it was, empty or full',
    (_type, action) => {
      for (const before of [reduce(undefined, { type: '@@init' }), fullState]) {
        const copy = structuredClone(before)
        expect(() => reduce(deepFreeze(before), action)).not.toThrow()
        expect(before).toEqual(copy)
      }
    },
  )

  it('give back the very state they are given when an action changes nothing', () => {
    const state = reduce(undefined, { type: '@@init' })
    expect(reduce(state, { type: 'host/other' })).toBe(state)
    for (const action of [closed(), shakeEnded(), namespaceSwitchSettled(), popped(), localeChosen('en')])
      expect(reduce(state, action)).toBe(state)
  })
})
