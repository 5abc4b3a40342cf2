// What Portico keeps in browser storage (section 7), each key with the schema its value must
// pass. A chunk of its own: it is loaded the first time a stored value is read, so a first
// visit (nothing stored) never loads the checks, and no visit carries them in the first load.
import * as z from 'zod/mini'
import { caipNetworkId, chainNamespace } from '../../contract/core'

const nonEmpty = () => z.string().check(z.minLength(1))
const recentWallet = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  imageUrl: z.optional(z.string()),
  rdns: z.optional(z.string()),
})

export const storageKeys = {
  activeNamespace: chainNamespace,
  activeCaipNetworkId: caipNetworkId,
  /** The connector each namespace was connected through, for reconnecting after a reload. */
  connectorIds: z.partialRecord(chainNamespace, nonEmpty()),
  recentWallets: z.array(recentWallet).check(z.maxLength(2)),
  /** The wallet deep link last opened (WalletConnect on mobile). */
  deepLink: z.object({ href: nonEmpty(), name: nonEmpty() }),
  socialProvider: nonEmpty(),
} as const

export type StorageKey = keyof typeof storageKeys
export type StorageValue<K extends StorageKey> = z.output<(typeof storageKeys)[K]>
