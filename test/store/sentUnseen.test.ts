// A sent transaction's record after its ten minutes of following (pendingFlow.ts): a wait a
// visitor sees has an end, so an entry the chain has not shown by then says so ("Not seen on the
// chain yet"), never "failed" (it may still be mined), and the visitor may look again.
import { describe, expect, it, vi } from 'vitest'
import { transactionSent } from '../../src/features/send/actions'
import { openRequested } from '../../src/features/modal/actions'
import { porticoForTest } from '../support/portico'

const hash = `0x${'ab'.repeat(32)}`
const statusOf = (p: ReturnType<typeof porticoForTest>) => p.state().pending?.list.find((t) => t.hash === hash)?.status

describe('a sent entry the chain does not show ends unseen, with a way to look again', () => {
  it('a network with no node to ask: unseen at once', async () => {
    const p = porticoForTest()
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    p.store.dispatch(transactionSent({ hash, caipNetworkId: 'eip155:424242' }))
    await vi.waitFor(() => expect(statusOf(p)).toBe('unseen'))
  })
})
