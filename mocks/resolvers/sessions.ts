// Smart-session permissions the server keeps (src/handlers/sessions/list.rs, revoke.rs): listed
// per CAIP-10 account, revoked ones included; revoking one marks it and answers 200 with no body.
import type { blockchainContract } from '../../src/contract/blockchain'
import { caipKey } from '../db/keys'
import { refuse } from './answers'
import { smartSessionOf } from './entities'
import type { Resolvers } from './types'

type SessionResolvers = Pick<Resolvers<typeof blockchainContract>, 'sessions' | 'revokeSession'>

export const sessionResolvers: SessionResolvers = {
  sessions: ({ params }, { db }) => {
    const rows = db.smartSession.findMany({
      where: { account: { equals: caipKey(params.address) } },
      orderBy: { createdAt: 'desc' },
    })
    return { json: { pcis: rows.map(smartSessionOf) } }
  },

  // The server's own words for an unknown and an already revoked pci (src/error.rs).
  revokeSession: ({ params, body }, { db, now }) => {
    const where = { pci: { equals: body.pci }, account: { equals: caipKey(params.address) } }
    const row = db.smartSession.findFirst({ where })
    if (!row) return refuse(400, `Permission for PCI is not found: ${body.pci}`, 'pci')
    if (row.revokedAt !== null) return refuse(400, `Permission is revoked: ${body.pci}`, 'pci')
    db.smartSession.update({ where, data: { revokedAt: Math.floor(now() / 1000) } })
    return { status: 200 }
  },
}
