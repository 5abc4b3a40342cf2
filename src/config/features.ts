// Feature switches and their section 9 defaults.
import * as z from 'zod/mini'

export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export const socialProvider = z.enum(socialProviders)
export type SocialProvider = z.infer<typeof socialProvider>

export const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export const connectMethods = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof connectMethods)[number]

const on = () => z._default(z.boolean(), true)
const off = () => z._default(z.boolean(), false)

export const features = z.object({
  swaps: on(),
  onramp: on(),
  receive: on(),
  send: on(),
  email: on(),
  emailShowWallets: on(),
  history: on(),
  analytics: on(),
  allWallets: on(),
  legalCheckbox: off(),
  smartSessions: off(),
  collapseWallets: off(),
  pay: off(),
  socials: z._default(z.union([z.array(socialProvider), z.literal(false)]), [...socialProviders]),
  /** Section 9 "Wallet features order". */
  walletFeaturesOrder: z._default(z.array(z.enum(walletFeatures)), [...walletFeatures]),
  /** Section 2: default email, social, wallet (reordered when a browser wallet is shown). */
  connectMethodsOrder: z.optional(z.array(z.enum(connectMethods))),
})
export type Features = z.output<typeof features>
