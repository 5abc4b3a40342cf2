// Account names: lookups both ways, suggestions, and registration (which the db keeps).
import type { blockchainContract } from '../../src/contract/blockchain'
import { accountName } from '../../src/contract/entities'
import { fixtures } from '../db/fixtures'
import { accountKey } from '../db/keys'
import { addName, fullName } from '../db/names'
import { refuse } from './answers'
import { nameRecordOf } from './entities'
import type { Resolvers } from './types'

type NameResolvers = Pick<Resolvers<typeof blockchainContract>, 'profileAccount' | 'profileReverse' | 'profileSuggestions' | 'registerName'>

/** The label of a name: `portico-demo.reown.id` → `portico-demo`. */
const labelOf = (name: string) => name.toLowerCase().split('.')[0] ?? ''

/** What the client signs: `{ name, attributes, timestamp }` as JSON. */
function nameInMessage(message: string): string | null {
  try {
    const parsed: unknown = JSON.parse(message)
    const name = (parsed as { name?: unknown } | null)?.name
    return typeof name === 'string' ? name : null
  } catch {
    return null
  }
}

export const nameResolvers: NameResolvers = {
  profileAccount: ({ params }, { db }) => {
    const row = db.accountName.findFirst({ where: { name: { equals: fullName(params.name) } } })
    return row ? { json: nameRecordOf(row) } : refuse(404, 'Name not found')
  },

  profileReverse: ({ params }, { db }) => {
    const rows = db.accountName.findMany({ where: { owner: { equals: accountKey(params.address) } }, orderBy: { registeredAt: 'asc' } })
    return { json: { names: rows.map(nameRecordOf) } }
  },

  // Variations of the wanted label in the zone, each flagged as taken or free.
  profileSuggestions: ({ params, query }, { db }) => {
    const zone = query.zone ?? fixtures.nameZone
    const label = labelOf(params.name).replace(/[^a-z0-9-]/g, '')
    if (!label) return { json: { suggestions: [] } }
    const labels = [label, `${label}1`, `${label}-wallet`, `${label}-app`, `${label}2`]
    const suggestions = labels.map((l) => {
      const name = `${l}.${zone}`
      return { name, registered: db.accountName.count({ where: { name: { equals: name } } }) > 0 }
    })
    return { json: { suggestions } }
  },

  registerName: ({ body }, { db }) => {
    const wanted = nameInMessage(body.message)
    if (!wanted) return refuse(400, 'Invalid message: expected JSON with a name')
    if (!accountName.safeParse(labelOf(wanted)).success) return refuse(400, 'Invalid account name')
    const name = fullName(wanted)
    if (db.accountName.count({ where: { name: { equals: name } } }) > 0) return refuse(409, 'Name is already registered')
    // The seed's clock, not the wall clock: answers stay deterministic.
    addName(db, name, body.address, fixtures.now)
    return { json: { success: true } }
  },
}
