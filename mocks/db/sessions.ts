// Smart-session permissions (ERC-7715) the server keeps for the fixture account on Ethereum:
// one live, one revoked (the server keeps revoked ones listed, with the time of revocation).
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
