// The host's validated configuration and the environment the modal runs in.
import type { PayloadAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../../contract'
import type { ConnectorGroup } from '../../config/connectorTypes'
import type { Features } from '../../config/features'
import { configDefaults } from '../../config/defaults'
import type { CustomWallet, PorticoConfig, ThemeMode } from '../../config/schema'
import { porticoStarted } from '../../store/actions'
import { merge, plainSlice } from '../../store/plainSlice'
import type { InAppBrowser } from '../inAppBrowser/inAppBrowsers'

// `| undefined` on the optional fields: `configured` returns the state whole, its type written
// out in our declarations as tsc prints it (with `| undefined`), which a host under
// exactOptionalPropertyTypes checks against these.
/** Where the modal runs; read once on the client (never on the server). */
export interface Environment {
  isMobile: boolean
  /** Inside a Telegram mini app, and on which platform (section 5 social filtering). */
  telegram?: 'ios' | 'mac' | 'android' | 'other' | undefined
  /** iOS Safari: WalletConnect sets connecting, then connected (section 4). */
  isIosSafari: boolean
  /**
   * An app's own browser (features/inAppBrowser): a wallet's, whose provider Connect lists alone,
   * or one that blocks popups, where social login goes in the same tab.
   */
  inAppBrowser?: InAppBrowser | undefined
  /** Inside a Farcaster mini app host, which offers its own wallet (named so, or after the host). */
  farcaster?: { name: string } | undefined
  /** The phone's system, for a wallet's store (the App Store on iOS, Google Play on Android); unknown elsewhere. */
  os?: 'ios' | 'android' | undefined
  /**
   * The visitor's IANA time zone (section 9: buying is hidden in the restricted ones) and
   * language tag (`en-US`: its region is the on-ramp's country by default). Read where used (the
   * Buy feature's chunk) when not given here, so the first load carries no code for them.
   */
  timeZone?: string | undefined
  locale?: string | undefined
  /** The visitor's languages in their order of preference (`navigator.languages`), read by the locale flow when not given here. */
  languages?: string[] | undefined
}

export interface OptionsState {
  projectId: string
  metadata?: PorticoConfig['metadata'] | undefined
  features: Features
  wallets: { featured: string[]; included: string[]; excluded: string[]; custom: CustomWallet[] }
  connectorTypeOrder: ConnectorGroup[]
  themeMode: ThemeMode
  themeVariables: Record<string, string>
  embedded: boolean
  siwxRequired: boolean
  /** Several wallets at once; off, one per namespace. */
  multiWallet: boolean
  /** ApproveTransaction previews each request, simulated (README "Before you sign"). */
  preview: boolean
  /** The page is a Farcaster mini app: its host is asked for its wallet (inAppBrowser/farcasterHost.ts). */
  farcasterMiniApp: boolean
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  manualWalletConnect: boolean
  walletConnect: PorticoConfig['walletConnect']
  /** The embedded wallet's frame; absent: no email, social or Farcaster login. */
  embeddedWallet?: PorticoConfig['embeddedWallet'] | undefined
  onramp?: PorticoConfig['onramp'] | undefined
  /** The app's paymaster service (ERC-7677), for the wallets that take one. */
  sponsorship?: PorticoConfig['sponsorship'] | undefined
  /** Namespaces Portico has an adapter for; none means WalletConnect only (opening rule 1). */
  namespaces: ChainNamespace[]
  locale: string
  messages: PorticoConfig['messages']
  environment: Environment
  /** Portico started in the browser: storage is read and written from then on. */
  started: boolean
}

/** Before a config arrives: the section 9 defaults, taken as a config's are. */
export const initialOptionsState: OptionsState = {
  ...optionsFromConfig({ ...configDefaults, networks: [] }),
  namespaces: ['eip155'],
  environment: { isMobile: false, isIosSafari: false },
  started: false,
}

/** The config less what lives elsewhere (networks in the chain slice, base URLs and swap networks in the services). */
export function optionsFromConfig(config: PorticoConfig): Omit<OptionsState, 'environment' | 'started'> {
  const {
    networks,
    defaultNetwork: _default,
    siwx,
    baseUrls: _baseUrls,
    swapNetworks: _swapNetworks,
    namespaces,
    ...options
  } = config
  return {
    ...options,
    siwxRequired: siwx?.required ?? false,
    namespaces: namespaces ?? [...new Set(networks.map((n) => n.chainNamespace))],
  }
}

export const optionsSlice = plainSlice({
  name: 'portico/options',
  initialState: initialOptionsState,
  reducers: {
    configured: (state, { payload }: PayloadAction<Omit<OptionsState, 'environment' | 'started'>>) => ({
      ...payload,
      environment: state.environment,
      started: state.started,
    }),
    environmentDetected: (state, { payload }: PayloadAction<Environment>) => merge(state, { environment: payload }),
    themeModeChanged: (state, { payload }: PayloadAction<ThemeMode>) => merge(state, { themeMode: payload }),
  },
  extraReducers: (on) => [on(porticoStarted, (state) => merge(state, { started: true }))],
})

export const { configured, environmentDetected, themeModeChanged } = optionsSlice.actions
