// SIWX sessions the server keeps: listed per address, revoked one at a time.
import type { blockchainContract } from '../../src/contract/blockchain'
import { accountKey } from '../db/keys'
import { refuse } from './answers'
import { siwxSessionOf } from './entities'
import type { Resolvers } from './types'

type SessionResolvers = Pick<Resolvers<typeof blockchainContract>, 'sessions' | 'revokeSession'>

export const sessionResolvers: SessionResolvers = {
  sessions: ({ params }, { db }) => {
    const rows = db.session.findMany({ where: { address: { equals: accountKey(params.address) } }, orderBy: { issuedAt: 'desc' } })
    return { json: { sessions: rows.map((row) => siwxSessionOf(row, params.address)) } }
  },

  // The mock cannot check the signature against a nonce it never issued; it requires one.
  revokeSession: ({ params, body }, { db }) => {
    const where = { pci: { equals: body.pci }, address: { equals: accountKey(params.address) } }
    if (db.session.count({ where }) === 0) return refuse(404, 'Session not found')
    db.session.delete({ where })
    return { json: { success: true } }
  },
}
