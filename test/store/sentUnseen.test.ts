// A sent transaction's record after its ten minutes of following (pendingFlow.ts): a wait a
// visitor sees has an end, so an entry the chain has not shown by then says so ("Not seen on the
// chain yet"), never "failed" (it may still be mined), and the visitor may look again.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { transactionSent } from '../../src/features/send/actions'
import { openRequested } from '../../src/features/modal/actions'
import { pendingLookedAgain } from '../../src/features/transactions/pendingSlice'
import { anvil } from '../../src/networks'
import { addListener } from '../../src/store/toolkit'
import { minedOutcome, notSeenOnChain } from '../../src/features/transactions/pendingFlow'
import type { PorticoListenerApi } from '../../src/store/listener'
import { porticoForTest } from '../support/portico'

const hash = `0x${'ab'.repeat(32)}`
const statusOf = (p: ReturnType<typeof porticoForTest>) => p.state().pending?.list.find((t) => t.hash === hash)?.status

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/**
 * The network's own node, answering at once and without I/O (so a faked clock runs the whole
 * follow): no receipt, until `mined` says otherwise. Every other request fails as unreachable.
 */
function nodeWithoutTheTransaction(rpcUrl: string, answersAfterMs = 0) {
  const node = { mined: false, receiptAsks: 0 }
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    if (answersAfterMs) await new Promise((resolve) => setTimeout(resolve, answersAfterMs))
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (url !== rpcUrl) throw new TypeError('fetch failed')
    const calls = JSON.parse(String(init?.body)) as { id: number; method: string }[]
    const answers = calls.map(({ id, method }) => {
      if (method !== 'eth_getTransactionReceipt') return { jsonrpc: '2.0', id, error: { code: -32601, message: 'no' } }
      node.receiptAsks++
      return { jsonrpc: '2.0', id, result: node.mined ? { status: '0x1' } : null }
    })
    return new Response(JSON.stringify(answers), { headers: { 'content-type': 'application/json' } })
  })
  return node
}

describe('a sent entry the chain does not show ends unseen, with a way to look again', () => {
  it('a network with no node to ask: unseen at once', async () => {
    const p = porticoForTest()
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    p.store.dispatch(transactionSent({ hash, caipNetworkId: 'eip155:424242' }))
    await vi.waitFor(() => expect(statusOf(p)).toBe('unseen'))
  })

  it('followed ten minutes without a receipt: pending until then, unseen after, never failed; Look again follows it once more, and its receipt settles it', async () => {
    const rpcUrl = 'http://127.0.0.1:9/node'
    const node = nodeWithoutTheTransaction(rpcUrl)
    const p = porticoForTest({ networks: [anvil(rpcUrl)] })
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    p.store.dispatch(transactionSent({ hash, caipNetworkId: 'eip155:31337' }))
    await vi.advanceTimersByTimeAsync(9 * 60_000)
    expect(statusOf(p)).toBe('pending')
    expect(node.receiptAsks).toBeGreaterThan(10)
    await vi.advanceTimersByTimeAsync(61_000)
    expect(statusOf(p)).toBe('unseen')

    node.mined = true
    p.store.dispatch(pendingLookedAgain({ hash }))
    expect(statusOf(p)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(statusOf(p)).toBe('confirmed')
  })
})

describe("a flow's wait for its transaction to be mined (a swap's, a payment's)", () => {
  it('ends at 120 s of the clock, however long each ask of a slow node takes (a count of asks would run for minutes)', async () => {
    // A node of its own: the one above has since mined the transaction.
    const rpcUrl = 'http://127.0.0.1:10/node'
    const node = nodeWithoutTheTransaction(rpcUrl, 1_000)
    const p = porticoForTest({ networks: [anvil(rpcUrl)] })
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const outcome = new Promise<unknown>((resolve) => {
      const stop = p.store.dispatch(
        addListener({
          predicate: () => true,
          // Awaited: a listener's pauses end with its effect.
          effect: async (_action, api) => {
            stop()
            await minedOutcome(api as unknown as PorticoListenerApi, 'eip155:31337', hash).then(resolve, resolve)
          },
        }),
      ) as unknown as () => void
      p.store.dispatch({ type: 'test/follow' })
    })
    let ended: unknown
    void outcome.then((value) => (ended = value))
    await vi.advanceTimersByTimeAsync(118_000)
    expect(ended).toBeUndefined()
    await vi.advanceTimersByTimeAsync(4_000)
    expect(ended).toMatchObject({ message: notSeenOnChain })
    expect(node.receiptAsks).toBeLessThan(120)
  })
})
