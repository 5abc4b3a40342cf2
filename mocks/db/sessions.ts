// SIWX sessions the server keeps: two for the fixture account, one without expiry.
import { fixtures } from './fixtures'
import { accountKey } from './keys'
import type { MockDb } from './models'

export function seedSessions(db: MockDb): void {
  const [ethereum, base] = fixtures.sessionPcis
  db.session.create({
    pci: ethereum,
    address: accountKey(fixtures.account),
    caipNetworkId: 'eip155:1',
    issuedAt: '2025-01-14T08:30:00.000Z',
    expiresAt: null,
    domain: 'localhost:5173',
  })
  db.session.create({
    pci: base,
    address: accountKey(fixtures.account),
    caipNetworkId: 'eip155:8453',
    issuedAt: '2025-01-10T16:05:00.000Z',
    expiresAt: '2025-02-10T16:05:00.000Z',
    domain: 'portico.example',
  })
}
