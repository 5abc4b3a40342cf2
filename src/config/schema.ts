// The host's configuration, validated once at start. Every field a host can set is here;
// a bad value fails with one error naming the field (see parseConfig).
import { z } from 'zod'
import { caipNetwork, caipNetworkId, chainNamespace, serviceNames } from '../contract'
import { connectorGroup } from './connectorTypes'
import { features } from './features'
import { en } from '../i18n/en'

const httpUrl = z.string().regex(/^https?:\/\/[^\s]+$/, 'Expected an http(s) URL')

export const customWallet = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  imageUrl: z.string().optional(),
  rdns: z.string().optional(),
  mobileLink: z.string().optional(),
  desktopLink: z.string().optional(),
  webappLink: z.string().optional(),
  chains: z.array(caipNetworkId).optional(),
})
export type CustomWallet = z.infer<typeof customWallet>

export const themeMode = z.enum(['dark', 'light'])
export type ThemeMode = z.infer<typeof themeMode>

export const porticoConfig = z
  .object({
    /** From the project dashboard. Missing: the "Project ID Not Configured" alert; the modal still opens. */
    projectId: z.string().default(''),
    metadata: z
      .object({
        name: z.string().min(1),
        description: z.string().default(''),
        url: httpUrl,
        icons: z.array(z.string()).default([]),
      })
      .optional(),
    networks: z.array(caipNetwork).min(1, 'Configure at least one network'),
    /** A network of `networks`, by value or CAIP id; the first network when absent. */
    defaultNetwork: z.union([caipNetwork, caipNetworkId]).optional(),
    features: features.prefault({}),
    wallets: z
      .object({
        /** Directory ids shown first. */
        featured: z.array(z.string().min(1)).default([]),
        /** Directory ids: only these are listed. */
        included: z.array(z.string().min(1)).default([]),
        /** Directory ids, rdns or names (case-insensitive) never listed. */
        excluded: z.array(z.string().min(1)).default([]),
        custom: z.array(customWallet).default([]),
      })
      .prefault({}),
    /** Groups listed first, in this order; the rest follow in the default order. */
    connectorTypeOrder: z.array(connectorGroup).default([]),
    themeMode: themeMode.default('dark'),
    themeVariables: z.record(z.string().regex(/^--portico-[a-z0-9-]+$/, 'Theme variables are named --portico-…'), z.string()).default({}),
    /** Inline mode: the modal renders in place and closing returns to Account or Connect. */
    embedded: z.boolean().default(false),
    siwx: z.object({ required: z.boolean().default(false) }).optional(),
    enableNetworkSwitch: z.boolean().default(true),
    allowUnsupportedChain: z.boolean().default(false),
    /** The host drives WalletConnect itself (section 2 opening rule, step 1). */
    manualWalletConnect: z.boolean().default(false),
    baseUrls: z.partialRecord(z.enum(serviceNames), httpUrl).default({}),
    /** Message overrides by key of the English catalogue (src/i18n/en.ts), e.g. `{ 'view.Connect.title': 'Log in' }`. */
    messages: z
      .record(z.string(), z.string())
      .default({})
      .check((ctx) => {
        for (const key of Object.keys(ctx.value)) {
          if (!(key in en)) ctx.issues.push({ code: 'custom', message: `Unknown message key "${key}"`, input: key, path: [key] })
        }
      }),
    /** Namespaces whose connectors are offered; derived from networks when absent. */
    namespaces: z.array(chainNamespace).optional(),
  })
  .strict()

export type PorticoConfigInput = z.input<typeof porticoConfig>
export type PorticoConfig = z.output<typeof porticoConfig>
