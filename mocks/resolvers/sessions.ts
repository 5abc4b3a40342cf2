// Smart-session permissions the server keeps (src/handlers/sessions/create.rs, context.rs,
// list.rs, revoke.rs): a permission is registered (a pci and a co-signing key), activated with
// the wallet's grant (its context), listed per CAIP-10 account, revoked ones included; revoking
// one marks it and answers 200 with no body. As the server, activation stores the context it is
// given: the wallet's signature in it is the wallet's business (the tests check it with viem).
import { keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { blockchainContract } from '../../src/contract/blockchain'
import { caipKey } from '../db/keys'
import { projectIdOf, refuse } from './answers'
import { smartSessionOf } from './entities'
import type { Resolvers } from './types'

type SessionResolvers = Pick<
  Resolvers<typeof blockchainContract>,
  'sessions' | 'createSession' | 'activateSession' | 'revokeSession'
>

/** A v4-shaped id from a seed: the same registrations give the same pcis (pinned contracts stay put). */
function pciOf(seed: string): string {
  const hex = keccak256(stringToHex(seed)).slice(2, 34)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** The server's co-signing key for a pci (it generates and keeps one per permission); only its public half leaves. */
const cosignerOf = (pci: string) => privateKeyToAccount(keccak256(stringToHex(`portico-mock-cosigner:${pci}`)))

/** The unknown-pci words of src/error.rs. */
const notFound = (pci: string) => refuse(400, `Permission for PCI is not found: ${pci}`, 'pci')

export const sessionResolvers: SessionResolvers = {
  sessions: ({ params }, { db }) => {
    const rows = db.smartSession.findMany({
      where: { account: { equals: caipKey(params.address) } },
      orderBy: { createdAt: 'desc' },
    })
    return { json: { pcis: rows.map(smartSessionOf) } }
  },

  createSession: ({ params, body, request }, { db, now }) => {
    const account = caipKey(params.address)
    const createdAt = Math.floor(now() / 1000)
    const pci = pciOf(`${account}:${createdAt}:${db.smartSession.count()}`)
    db.smartSession.create({
      pci,
      account,
      projectId: projectIdOf(request) ?? '',
      projectName: 'Portico Demo',
      expiry: body.expiry,
      createdAt,
      permissions: JSON.stringify(body.permissions),
      policies: JSON.stringify(body.policies),
      context: null,
      revokedAt: null,
    })
    // The key in hex, as the server answers v=2: the contract requires v=2, so a request without
    // it was refused (400 naming query.v) before reaching here.
    return { json: { pci, key: { type: 'secp256k1', publicKey: cosignerOf(pci).publicKey } } }
  },

  activateSession: ({ params, body }, { db }) => {
    const where = { pci: { equals: body.pci }, account: { equals: caipKey(params.address) } }
    if (!db.smartSession.findFirst({ where })) return notFound(body.pci)
    db.smartSession.update({ where, data: { context: body.context } })
    return { status: 200 }
  },

  // The server's own words for an unknown and an already revoked pci (src/error.rs).
  revokeSession: ({ params, body }, { db, now }) => {
    const where = { pci: { equals: body.pci }, account: { equals: caipKey(params.address) } }
    const row = db.smartSession.findFirst({ where })
    if (!row) return notFound(body.pci)
    if (row.revokedAt !== null) return refuse(400, `Permission is revoked: ${body.pci}`, 'pci')
    db.smartSession.update({ where, data: { revokedAt: Math.floor(now() / 1000) } })
    return { status: 200 }
  },
}
