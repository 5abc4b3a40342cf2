// The host's configuration, checked once at start in development builds (and in Node, tests,
// anything not built for production): every field a host can set is here, and a bad value
// fails with one error naming the field (see parseConfig). Production builds take the config
// as typed and fill in the defaults (withDefaults.ts), so zod stays out of the first load.
// Every object of the host's own is strict, at any depth: a key it does not have is a typo
// that would otherwise do nothing. A network is the exception: a chain library's network (a
// viem chain) carries fields of its own, which Portico leaves out (caipNetwork).
import * as z from 'zod/mini'
import { caipNetwork, caipNetworkId, chainNamespace, webUrl } from '../contract/core'
import { serviceNames } from '../contract/hosts'
import { isOverridableKey } from '../i18n/translate'
import type { MessageOverrides } from '../i18n/catalogue'
import { isLanguageTag, localeTags } from '../i18n/supportedLocales'
import { themeVariableNames } from '../theme/themes'
import type { ThemeVariables } from '../theme/tokens'
import { connectorGroups } from './connectorTypes'
import { noNetworksMessage } from './configError'
import { configDefaults, defaultRelayUrl, metadataDefaults, siwxDefaults } from './defaults'
import { features } from './features'
import type { SiwxConfig, SiwxSessionStore } from '../siwx/types'

const httpUrl = z.string().check(z.regex(/^https?:\/\/[^\s]+$/, 'Expected an http(s) URL'))
const wsUrl = z.string().check(z.regex(/^wss?:\/\/[^\s]+$/, 'Expected a ws(s) URL'))
/** A host's texts for one locale: strings by key, each key one the catalogue has (typed as such for the host). */
const messageOverrides = z.record(z.string(), z.string()).check((ctx) => {
  for (const key of Object.keys(ctx.value)) {
    if (!isOverridableKey(key))
      ctx.issues.push({ code: 'custom', message: `Unknown message key "${key}"`, input: key, path: [key] })
  }
}) as unknown as z.ZodMiniType<MessageOverrides, MessageOverrides>
/**
 * A host's theme variables: each name one of the theme contract's (typed as such for the host,
 * so a misspelt name fails its compiler), each value a string. The check stays for what the
 * compiler did not see (JavaScript, a config built at run time), with its own message.
 */
const themeVariables = z.record(
  z.string().check(
    z.refine((name) => (themeVariableNames as readonly string[]).includes(name), {
      error: (issue) => `Unknown theme variable "${String(issue.input)}" (the README's Theming section lists them)`,
    }),
  ),
  z.string(),
) as unknown as z.ZodMiniType<ThemeVariables, ThemeVariables>
const nonEmpty = () => z.string().check(z.minLength(1))
const ids = () => z._default(z.array(nonEmpty()), [] as string[])

export const customWallet = z.strictObject({
  id: nonEmpty(),
  name: nonEmpty(),
  imageUrl: z.optional(z.string()),
  rdns: z.optional(z.string()),
  mobileLink: z.optional(z.string()),
  desktopLink: z.optional(z.string()),
  webappLink: z.optional(z.string()),
  chains: z.optional(z.array(caipNetworkId)),
})
export type CustomWallet = z.infer<typeof customWallet>

const hostFunction = <F>() =>
  z.custom<F>((value) => typeof value === 'function', { error: 'Expected a function (the host’s own)' })
const sessionMethods = ['get', 'add', 'revoke', 'set'] as const
/** The host's own session store: each of its four methods a function. */
const siwxSessionStore = z.custom<SiwxSessionStore>(
  (value) =>
    !!value &&
    typeof value === 'object' &&
    sessionMethods.every((method) => typeof (value as unknown as Record<string, unknown>)[method] === 'function'),
  { error: `Expected a session store with ${sessionMethods.join(', ')} functions` },
)
/** Sign in with the wallet (section 4): Portico's message and storage by default, each part replaceable. */
const siwx = z.strictObject({
  required: z._default(z.boolean(), siwxDefaults.required),
  statement: z.optional(z.string()),
  expiresInSeconds: z.optional(z.int().check(z.positive())),
  getNonce: z.optional(hostFunction<NonNullable<SiwxConfig['getNonce']>>()),
  createMessage: z.optional(hostFunction<NonNullable<SiwxConfig['createMessage']>>()),
  sessions: z.optional(siwxSessionStore),
})

export const themeMode = z.enum(['dark', 'light'])
export type ThemeMode = z.infer<typeof themeMode>

export const porticoConfig = z.strictObject({
  /** From the project dashboard. Missing: the "Project ID Not Configured" alert; the modal still opens. */
  projectId: z._default(z.string(), configDefaults.projectId),
  metadata: z.optional(
    z.strictObject({
      name: nonEmpty(),
      description: z._default(z.string(), metadataDefaults.description),
      url: httpUrl,
      icons: z._default(z.array(z.string()), metadataDefaults.icons),
    }),
  ),
  networks: z.array(caipNetwork).check(z.minLength(1, noNetworksMessage)),
  /** A network of `networks`, by value or CAIP id; the first network when absent. */
  defaultNetwork: z.optional(z.union([caipNetwork, caipNetworkId])),
  features: z.prefault(features, {}),
  wallets: z.prefault(
    z.strictObject({
      /** Directory ids shown first. */
      featured: ids(),
      /** Directory ids: only these are listed. */
      included: ids(),
      /** Directory ids, rdns or names (case-insensitive) never listed. */
      excluded: ids(),
      custom: z._default(z.array(customWallet), []),
    }),
    {},
  ),
  /** Groups listed first, in this order; the rest follow in the default order. */
  connectorTypeOrder: z._default(z.array(z.enum(connectorGroups)), configDefaults.connectorTypeOrder),
  themeMode: z._default(themeMode, configDefaults.themeMode),
  /** Only the theme contract's variables (README, Theming): a mistyped name would do nothing. */
  themeVariables: z._default(themeVariables, {}),
  /** Inline mode: the modal renders in place and closing returns to Account or Connect. */
  embedded: z._default(z.boolean(), configDefaults.embedded),
  siwx: z.optional(siwx),
  /**
   * Several wallets connected at once (README "Several wallets at once"): connecting another keeps
   * the ones before, and one of each namespace acts. Off: one wallet per namespace (section 4).
   */
  multiWallet: z._default(z.boolean(), configDefaults.multiWallet),
  /**
   * ApproveTransaction previews what a request will do, simulated on the network's node
   * (README "Before you sign"). Off for networks whose node cannot simulate.
   */
  preview: z._default(z.boolean(), configDefaults.preview),
  /**
   * The page is published as a Farcaster mini app: inside a frame or a WebView, Portico asks its
   * host for the host's wallet, the Mini App SDK's way (README "Phones and in-app browsers"). Off,
   * no parent is messaged: only a wallet handed over on `window.farcasterMiniApp` is offered.
   */
  farcasterMiniApp: z._default(z.boolean(), configDefaults.farcasterMiniApp),
  enableNetworkSwitch: z._default(z.boolean(), configDefaults.enableNetworkSwitch),
  allowUnsupportedChain: z._default(z.boolean(), configDefaults.allowUnsupportedChain),
  /** The host drives WalletConnect itself (section 2 opening rule, step 1). */
  manualWalletConnect: z._default(z.boolean(), configDefaults.manualWalletConnect),
  walletConnect: z.prefault(
    z.strictObject({
      /**
       * Off: no WalletConnect at all: only wallets on the page (browser, custom connectors) are
       * listed, since every directory wallet without one is reached through WalletConnect.
       */
      enabled: z._default(z.boolean(), configDefaults.walletConnect.enabled),
      /** The relay the SDK connects to; a local relay (mocks/relay) offline. */
      relayUrl: z._default(wsUrl, defaultRelayUrl),
      /**
       * Ask the Verify API for an attestation of each proposal and request, so wallets can warn
       * of look-alike domains. The SDK waits up to 5 s for it; turn it off where the service
       * cannot be reached (offline demo, tests).
       */
      verify: z._default(z.boolean(), configDefaults.walletConnect.verify),
    }),
    {},
  ),
  /**
   * The embedded wallet (email, social and Farcaster logins): the secure page its frame loads
   * from, the public secure site by default; `false` offers none of those logins. The offline
   * demo and the tests point it at the fake frame (mocks/frame).
   */
  embeddedWallet: z._default(
    z.union([z.strictObject({ frameUrl: webUrl }), z.literal(false)]),
    configDefaults.embeddedWallet,
  ),
  baseUrls: z._default(z.partialRecord(z.enum(serviceNames), httpUrl), {}),
  /**
   * EVM networks added to section 9's swap networks: a chain of the host's own whose swap service
   * answers (the offline demo adds its anvil, whose pool the mocks quote from).
   */
  swapNetworks: z._default(z.array(caipNetworkId.check(z.startsWith('eip155:', 'Swaps are on EVM networks'))), []),
  /**
   * Sponsored gas (ERC-7677): the app's paymaster service, handed to the wallet with the calls
   * Portico sends (EIP-5792's paymasterService capability) wherever the wallet takes one; the
   * service decides what it pays for. `context` goes to it as it is (a policy's id, say).
   */
  sponsorship: z.optional(
    z.strictObject({
      paymasterUrl: httpUrl,
      context: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
  /**
   * Buying crypto: the country the provider's options and quotes are asked for (ISO 3166-1
   * alpha-2; the visitor's locale's region when absent), a US visitor's state (the ISO 3166-2
   * code after `US-`, e.g. `NY`: the provider serves the US only with one; the Buy view asks the
   * visitor when absent), and the Meld-type provider's page (its public one when absent; the
   * offline demo points it at its fake provider).
   */
  onramp: z.optional(
    z.strictObject({
      country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
      subdivision: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
      meldUrl: z.optional(webUrl),
    }),
  ),
  /**
   * The language the modal speaks: a BCP 47 tag (`'de'`, `'pt-BR'`; another region of a
   * language Portico speaks is served in it, one it does not speak in English), or `'auto'`:
   * the first of the visitor's browser languages Portico speaks, English when none is.
   */
  locale: z._default(
    z
      .string()
      .check(z.refine((tag) => tag === 'auto' || isLanguageTag(tag), "Expected 'auto' or a BCP 47 language tag")),
    configDefaults.locale,
  ),
  /**
   * The host's own texts, by locale and key of the catalogue (src/i18n/en.ts, and a counted
   * message's plural forms), e.g. `{ en: { 'view.Connect.title': 'Log in' } }`.
   */
  messages: z._default(z.partialRecord(z.enum(localeTags), messageOverrides), {}),
  /** Namespaces whose connectors are offered; derived from networks when absent. */
  namespaces: z.optional(z.array(chainNamespace)),
})

export type PorticoConfigInput = z.input<typeof porticoConfig>
export type PorticoConfig = z.output<typeof porticoConfig>
