// Account names (ENS-style, in the reown.id zone): the fixture account's name, a neighbour
// that makes suggestions mix free and taken names, and a few others.
import { fixtures } from './fixtures'
import { imageDataUrl } from './images'
import { accountKey } from './keys'
import type { MockDb } from './models'
import { createRandom } from './random'

/** Ethereum's coin type (ENSIP-11): the key of a name's address record. */
export const ethereumCoinType = 60

/** A name as the db keys it: lowercased, in the default zone when none is given. */
export function fullName(name: string): string {
  const lower = name.toLowerCase()
  return lower.includes('.') ? lower : `${lower}.${fixtures.nameZone}`
}

/**
 * A registered name. Seeded names carry an `avatar` attribute (records from before the server
 * took `bio` only); names registered through the mock carry what the registration set.
 */
export function addName(
  db: MockDb,
  name: string,
  address: string,
  at: string,
  bio: string | null = null,
  options: { coinType?: number; avatar?: boolean } = {},
): void {
  db.accountName.create({
    name: fullName(name),
    address,
    owner: accountKey(address),
    coinType: options.coinType ?? ethereumCoinType,
    registeredAt: at,
    updatedAt: at,
    avatar: options.avatar === false ? null : imageDataUrl(`avatar:${fullName(name)}`, 24),
    bio,
  })
}

export function seedNames(db: MockDb): void {
  const random = createRandom('portico/names')
  addName(
    db,
    fixtures.registeredName,
    fixtures.account,
    '2024-03-02T09:15:00.000Z',
    'Demo account of the Portico mocks',
  )
  addName(db, fixtures.neighbourName, fixtures.otherAccount, '2024-06-21T17:40:00.000Z')
  const others = ['alice', 'satoshi-fan', 'wallet-guru', 'gm-builder']
  others.forEach((name, i) => addName(db, name, `0x${random.hex(40)}`, `2024-0${i + 1}-1${i}T12:00:00.000Z`))
}
