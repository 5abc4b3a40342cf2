// Smart-session permissions (ERC-7715) the server keeps for the fixture account on Ethereum:
// one activated (expired since), one revoked (the server keeps revoked ones listed, with the
// time of revocation); live ones for the states that want them.
import { fixtures } from './fixtures'
import { caipKey } from './keys'
import type { MockDb } from './models'

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)

/** A permission to call one contract, as wallets grant it (ERC-7715 `contract-call`). */
const contractCall = (address: string) =>
  JSON.stringify([{ type: 'contract-call', data: { address, abi: [], functions: [{ functionName: 'transfer' }] } }])

export function seedSessions(db: MockDb): void {
  const [live, revoked] = fixtures.sessionPcis
  const common = {
    account: caipKey(fixtures.caipAccount),
    projectId: fixtures.projectId,
    projectName: 'Portico Demo',
    permissions: contractCall(fixtures.tokenAddresses.ethereumUsdc.split(':')[2]!),
    policies: '[]',
  }
  db.smartSession.create({
    ...common,
    pci: live,
    createdAt: seconds('2025-01-14T08:30:00.000Z'),
    expiry: seconds('2025-02-14T08:30:00.000Z'),
    context: `0x${'5a'.repeat(64)}`,
    revokedAt: null,
  })
  db.smartSession.create({
    ...common,
    pci: revoked,
    createdAt: seconds('2025-01-10T16:05:00.000Z'),
    expiry: seconds('2025-02-10T16:05:00.000Z'),
    // Never activated before it was revoked: no context.
    context: null,
    revokedAt: seconds('2025-01-12T09:00:00.000Z'),
  })
}

/** Two that run until 2030: one activated, one registered but never activated. */
export function addLiveSessions(db: MockDb): void {
  const common = {
    account: caipKey(fixtures.caipAccount),
    projectId: fixtures.projectId,
    createdAt: seconds('2026-11-01T10:00:00.000Z'),
    expiry: seconds('2030-01-01T00:00:00.000Z'),
    policies: '[]',
    revokedAt: null,
  }
  db.smartSession.create({
    ...common,
    pci: '3f2b8c1d-7e4a-4b6c-8d9e-1a2b3c4d5e6f',
    projectName: 'Portico Swap',
    permissions: contractCall(fixtures.tokenAddresses.ethereumUsdc.split(':')[2]!),
    context: `0x${'7c'.repeat(65)}`,
  })
  db.smartSession.create({
    ...common,
    pci: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    projectName: 'Portico Games',
    permissions: JSON.stringify([
      {
        type: 'native-token-recurring-allowance',
        data: { allowance: '0x38d7ea4c68000', start: 1762000000, period: 86400 },
      },
    ]),
    context: null,
  })
}
