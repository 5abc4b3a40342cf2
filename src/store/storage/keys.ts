// What Portico keeps in browser storage (section 7), each key with the schema its value must
// pass. Keys share one prefix so a host can see and clear Portico's data at a glance.
import { z } from 'zod'
import { caipNetworkId, chainNamespace } from '../../contract'

export const storagePrefix = '@portico/'

const recentWallet = z.object({ id: z.string().min(1), name: z.string().min(1), imageUrl: z.string().optional(), rdns: z.string().optional() })

export const storageKeys = {
  activeNamespace: chainNamespace,
  activeCaipNetworkId: caipNetworkId,
  /** The connector each namespace was connected through, for reconnecting after a reload. */
  connectorIds: z.partialRecord(chainNamespace, z.string().min(1)),
  recentWallets: z.array(recentWallet).max(2),
  /** The wallet deep link last opened (WalletConnect on mobile). */
  deepLink: z.object({ href: z.string().min(1), name: z.string().min(1) }),
  socialProvider: z.string().min(1),
} as const

export type StorageKey = keyof typeof storageKeys
export type StorageValue<K extends StorageKey> = z.output<(typeof storageKeys)[K]>
