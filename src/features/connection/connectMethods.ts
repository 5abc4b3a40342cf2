// Connect method order and the socials offered (sections 2 and 5).
import { createSelector } from '../../store/toolkit'
import type { ConnectMethod, SocialProvider } from '../../config/features'
import type { ChainNamespace } from '../../contract'
import type { Environment } from '../options/optionsSlice'
import { selectOptions } from '../options/selectors'
import { selectConnectableConnectors, selectNetworkToConnect } from './selectors'
import { browserWalletShown, exclusionFilter } from './connectList'

/** Default email, social, wallet; when a browser wallet is shown, wallet, email, social. */
export function connectMethodOrder(options: {
  email: boolean
  socials: SocialProvider[] | false
  hostOrder?: ConnectMethod[]
  browserWalletShown: boolean
}): ConnectMethod[] {
  const order =
    options.hostOrder ?? (options.browserWalletShown ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return order.filter((m) =>
    m === 'email' ? options.email : m === 'social' ? !!options.socials && options.socials.length > 0 : true,
  )
}

/** Telegram: iOS removes google, Mac removes x, Android removes facebook and x. */
const telegramRemoves: Record<NonNullable<Environment['telegram']>, SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

export function socialsFor(socials: SocialProvider[] | false, environment: Environment): SocialProvider[] {
  if (!socials) return []
  const removed = environment.telegram ? telegramRemoves[environment.telegram] : []
  return socials.filter((s) => !removed.includes(s))
}

/** The embedded wallet carries email and social logins: without its frame, neither is offered. */
export const selectSocials = createSelector([selectOptions], (options) =>
  options.embeddedWallet ? socialsFor(options.features.socials, options.environment) : [],
)

/** The embedded wallet's logins connect an eip155 account (its connector's chain, authConnectorInfo). */
const loginNamespace: ChainNamespace = 'eip155'

export const selectConnectMethods = createSelector(
  [selectOptions, selectConnectableConnectors, selectSocials, selectNetworkToConnect],
  (options, connectors, socials, asked) => {
    const hidden = exclusionFilter(options.wallets.excluded)
    // Connect asking for a wallet of another namespace (section 4): no login that cannot connect it.
    const logins = !asked || asked.chainNamespace === loginNamespace
    return connectMethodOrder({
      email: logins && options.features.email && !!options.embeddedWallet,
      socials: logins ? socials : [],
      hostOrder: options.features.connectMethodsOrder,
      // "If an injected or announced wallet is shown": the Connect list's own rule and exclusions.
      browserWalletShown: connectors.some(
        (c) =>
          (c.type === 'ANNOUNCED' || c.type === 'INJECTED') &&
          browserWalletShown(c, options.environment.isMobile) &&
          !hidden(c),
      ),
    })
  },
)
