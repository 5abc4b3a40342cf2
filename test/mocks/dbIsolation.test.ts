import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockDb, seedDb } from '../../mocks/db'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a mock db in a browser', () => {
  it('stays private to its page: seeding broadcasts nothing to other tabs', () => {
    // @mswjs/data mirrors writes over a BroadcastChannel only where `window` exists.
    vi.stubGlobal('window', globalThis)
    const posted = vi.spyOn(BroadcastChannel.prototype, 'postMessage')
    const db = createMockDb()
    seedDb(db, { walletCount: 20 })
    db.wallet.deleteMany({ where: {} })
    expect(posted).not.toHaveBeenCalled()
  })
})
