// Feature switches: their schema, over the defaults declared in defaults.ts.
import * as z from 'zod/mini'
import { connectMethods, featureDefaults, featureSwitchDefaults, socialProviders, walletFeatures } from './defaults'

export { connectMethods, socialProviders, walletFeatures, type ConnectMethod, type SocialProvider } from './defaults'

export const socialProvider = z.enum(socialProviders)

// `ZodMiniBoolean`'s parameter is its input type, `unknown` when left out: spelt here, so the
// config a host writes takes a boolean at each switch (section 6) and its compiler names the field.
type Switches = { [K in keyof typeof featureSwitchDefaults]: z.ZodMiniDefault<z.ZodMiniBoolean<boolean>> }
const switches = Object.fromEntries(
  Object.entries(featureSwitchDefaults).map(([key, on]) => [key, z._default(z.boolean(), on)]),
) as Switches

export const features = z.strictObject({
  ...switches,
  socials: z._default(z.union([z.array(socialProvider), z.literal(false)]), featureDefaults.socials),
  walletFeaturesOrder: z._default(z.array(z.enum(walletFeatures)), featureDefaults.walletFeaturesOrder),
  /** Section 2: default email, social, wallet (reordered when a browser wallet is shown). */
  connectMethodsOrder: z.optional(z.array(z.enum(connectMethods))),
})
export type Features = z.output<typeof features>
