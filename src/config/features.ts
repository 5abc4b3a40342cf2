// Feature switches and their section 9 defaults.
import { z } from 'zod'

export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export const socialProvider = z.enum(socialProviders)
export type SocialProvider = z.infer<typeof socialProvider>

export const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export const connectMethods = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof connectMethods)[number]

export const features = z.object({
  swaps: z.boolean().default(true),
  onramp: z.boolean().default(true),
  receive: z.boolean().default(true),
  send: z.boolean().default(true),
  email: z.boolean().default(true),
  emailShowWallets: z.boolean().default(true),
  history: z.boolean().default(true),
  analytics: z.boolean().default(true),
  allWallets: z.boolean().default(true),
  legalCheckbox: z.boolean().default(false),
  smartSessions: z.boolean().default(false),
  collapseWallets: z.boolean().default(false),
  pay: z.boolean().default(false),
  socials: z.union([z.array(socialProvider), z.literal(false)]).default([...socialProviders]),
  /** Section 9 "Wallet features order". */
  walletFeaturesOrder: z.array(z.enum(walletFeatures)).default([...walletFeatures]),
  /** Section 2: default email, social, wallet (reordered when a browser wallet is shown). */
  connectMethodsOrder: z.array(z.enum(connectMethods)).optional(),
})
export type Features = z.output<typeof features>
