// What a host may leave out of its config, and what Portico takes instead (section 9), as data.
// The schema (schema.ts, development builds) and the production path (withDefaults.ts) both
// read it, so the two cannot drift; test/config/configDefaults.test.ts holds them equal.
import type { CaipNetworkId } from '../contract/core'
import type { ConnectorGroup } from './connectorTypes'
import type { MessageOverrides } from '../i18n/catalogue'
import type { LocaleTag } from '../i18n/supportedLocales'
import type { ThemeVariables } from '../theme/tokens'

export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof socialProviders)[number]

export const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof walletFeatures)[number]

export const connectMethods = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof connectMethods)[number]

/** The public WalletConnect relay. */
export const defaultRelayUrl = 'wss://relay.walletconnect.org'
/**
 * The embedded wallet's secure site, as the newest public client loads it
 * (`W3mFrameConstants.SECURE_SITE_SDK` of @reown/appkit-wallet 1.8.24).
 */
export const defaultFrameUrl = 'https://secure.walletconnect.org/sdk'

/** The feature switches that are plain on/off, with their section 9 defaults. */
export const featureSwitchDefaults = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
}

export const featureDefaults = {
  ...featureSwitchDefaults,
  socials: [...socialProviders] as SocialProvider[] | false,
  /** Section 9 "Wallet features order". */
  walletFeaturesOrder: [...walletFeatures] as WalletFeature[],
}

/** Defaults inside the optional objects: they apply when the host gives the object. */
export const metadataDefaults = { description: '', icons: [] as string[] }
export const siwxDefaults = { required: false }

export const configDefaults = {
  projectId: '',
  features: featureDefaults,
  wallets: { featured: [] as string[], included: [] as string[], excluded: [] as string[], custom: [] as never[] },
  connectorTypeOrder: [] as ConnectorGroup[],
  themeMode: 'dark' as 'dark' | 'light',
  themeVariables: {} as ThemeVariables,
  embedded: false,
  multiWallet: false,
  preview: true,
  farcasterMiniApp: false,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  manualWalletConnect: false,
  walletConnect: { enabled: true, relayUrl: defaultRelayUrl, verify: true },
  baseUrls: {} as Record<string, string>,
  swapNetworks: [] as CaipNetworkId[],
  locale: 'en' as string,
  messages: {} as Partial<Record<LocaleTag, MessageOverrides>>,
  embeddedWallet: { frameUrl: defaultFrameUrl } as { frameUrl: string } | false,
}
