// What Portico keeps in browser storage (section 7), each key with the schema its value must
// pass. A chunk of its own: it is loaded the first time a stored value is read, so a first
// visit (nothing stored) never loads the checks, and no visit carries them in the first load.
import * as z from 'zod/mini'
import { namespacePattern } from '../../contract/caip'
import { caipNetworkId, chainNamespace } from '../../contract/core'
import { maxRecentSwapTokens } from '../../features/swap/constants'
import { views } from '../../features/modal/views'
import { keptPageLimits, keptViews } from '../../features/keptPage/keptPage'

const nonEmpty = () => z.string().check(z.minLength(1))
/** A CAIP-10 address (a swap token's), as the contract's entities check it. */
const caipAddress = z.string().check(z.regex(new RegExp(`^(${namespacePattern}):[^:\\s]+:[^:\\s]+$`)))
const recentWallet = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  imageUrl: z.optional(z.string()),
  imageId: z.optional(z.string()),
  rdns: z.optional(z.string()),
})

/** Section 3's SIWX session, as the default session store keeps it. */
const siwxSession = z.object({
  data: z.object({
    accountAddress: nonEmpty(),
    chainId: caipNetworkId,
    domain: nonEmpty(),
    uri: nonEmpty(),
    version: z.literal('1'),
    nonce: nonEmpty(),
    statement: z.optional(z.string()),
    issuedAt: nonEmpty(),
    expirationTime: z.optional(z.string()),
    notBefore: z.optional(z.string()),
    requestId: z.optional(z.string()),
    resources: z.optional(z.array(z.string())),
  }),
  message: nonEmpty(),
  signature: nonEmpty(),
  cacao: z.optional(z.unknown()),
})

const keptText = () => z.string().check(z.maxLength(keptPageLimits.text))
const numberSymbols = z.object({ decimal: z.string().check(z.length(1)), group: z.string().check(z.maxLength(1)) })
/** Send's and Swap's amount as typed, and how the locale it was typed in writes numbers. */
const keptAmount = { amount: keptText(), symbols: z.optional(numberSymbols) }

/** The kept page (features/keptPage/keptPage.ts, where its bounds are said). */
const keptPage = z.object({
  savedAt: z.int().check(z.nonnegative()),
  modal: z.object({
    open: z.boolean(),
    views: z.array(z.enum(keptViews)).check(z.maxLength(keptPageLimits.views)),
  }),
  drafts: z
    .record(z.string().check(z.maxLength(keptPageLimits.draftKey)), z.union([keptText(), z.boolean()]))
    .check(z.refine((drafts) => Object.keys(drafts).length <= keptPageLimits.drafts, 'Too many drafts')),
  send: z.optional(
    z.object({
      token: z.optional(z.object({ chainId: caipNetworkId, address: z.optional(caipAddress) })),
      ...keptAmount,
      receiver: keptText(),
    }),
  ),
  swap: z.optional(
    z.object({ network: caipNetworkId, from: z.optional(caipAddress), to: z.optional(caipAddress), ...keptAmount }),
  ),
})

/** The most wallets kept connected at once across a reload. */
export const maxConnectionsKept = 20

/** The most sign-in sessions kept (one per account and network; the oldest go first). */
export const siwxSessionsKept = 50

export const storageKeys = {
  activeNamespace: chainNamespace,
  activeCaipNetworkId: caipNetworkId,
  /** The connector each namespace was connected through, for reconnecting after a reload. */
  connectorIds: z.partialRecord(chainNamespace, nonEmpty()),
  recentWallets: z.array(recentWallet).check(z.maxLength(2)),
  /**
   * Several wallets at once (the host's `multiWallet`): every wallet connected, in the order they
   * connected, for all of them to come back after a reload (connectorIds keeps which one acts).
   */
  connections: z.array(z.object({ connectorId: nonEmpty(), name: nonEmpty() })).check(z.maxLength(maxConnectionsKept)),
  /** The wallet deep link last opened (WalletConnect on mobile). */
  deepLink: z.object({ href: nonEmpty(), name: nonEmpty() }),
  socialProvider: nonEmpty(),
  /** A social login gone to its provider in this tab (popups blocked), for the page coming back (features/inAppBrowser). */
  socialRedirect: z.object({
    provider: nonEmpty(),
    nonce: nonEmpty(),
    views: z.array(z.enum(views)).check(z.maxLength(20)),
    at: z.int().check(z.nonnegative()),
  }),
  /** The tokens last picked in Swap, the latest first: its picker lists them first. */
  recentSwapTokens: z.array(caipAddress).check(z.maxLength(maxRecentSwapTokens)),

  // The embedded wallet's (section 7).
  /** The frame's session token (its session update notice). */
  embeddedSessionToken: nonEmpty(),
  /** Email login was used: the frame is created at start on the next visit (section 4). */
  emailLoginUsed: z.literal(true),
  /** The chain the embedded wallet last used; its chain id is answered from it. */
  embeddedLastChain: caipNetworkId,
  /** When the last email login was sent (ms since epoch): the 30 s cooldown counts from it. */
  lastEmailLoginAt: z.int().check(z.nonnegative()),
  embeddedEmail: z.email(),
  /** Per namespace, the account type the visitor chose. */
  preferredAccountTypes: z.partialRecord(chainNamespace, z.enum(['eoa', 'smartAccount', 'payment'])),
  smartAccountEnabled: z.boolean(),
  /** The chain ids where the smart account is enabled, comma joined (section 7). */
  smartAccountEnabledNetworks: z.string().check(z.regex(/^\d+(,\d+)*$/)),
  socialUsername: nonEmpty(),

  /** The SIWX sessions of the default session store (sign in with the wallet, section 3). */
  siwxSessions: z.array(siwxSession).check(z.maxLength(siwxSessionsKept)),

  // The tab's own (sessionStorage): what the page was, for when the OS reloads a discarded tab.
  /** The modal and its views, the views' drafts, Send's and Swap's forms as typed (features/keptPage). */
  keptPage,
} as const

export type StorageKey = keyof typeof storageKeys
export type StorageValue<K extends StorageKey> = z.output<(typeof storageKeys)[K]>
