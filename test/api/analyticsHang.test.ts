// Analytics are fire-and-forget (sections 6 and 7): a service that takes a batch and never
// answers shows the visitor nothing and holds nothing up, not even the next batch; the bound
// (services.timeoutMs) ends each wait, the batch is dropped with its warning, and the mocks hold
// nothing after.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNodeMocks } from '../../mocks/node'
import { analyticsFlushRequested } from '../../src/features/analytics/analyticsFlow'
import { closeRequested, openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { servicesConfigured } from '../../src/features/options/servicesSlice'
import { mockedHosts, porticoForTest } from '../support/portico'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => mocks.server.close())

/** Short in place of section 9's 10 s: the bound ending the wait is what is pinned. */
const boundMs = 300

describe('analytics that never answer', () => {
  it('show the visitor nothing, hold up nothing (the next batch included), and end at the bound', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    mocks.faults.set('analytics.sendEvents', { kind: 'hang' })
    try {
      const p = porticoForTest({ baseUrls: mockedHosts, metadata: { name: 'Test', url: 'https://app.example.com' } })
      p.store.dispatch(servicesConfigured({ timeoutMs: boundMs }))
      p.store.dispatch(openRequested())
      // The open's event goes out once the project's analytics config says yes, and hangs.
      await vi.waitFor(() => expect(mocks.faults.held()).toBe(1), { timeout: 5_000 })

      // The visitor goes on as if there were no analytics at all.
      p.store.dispatch(pushed({ view: 'AllWallets' }))
      expect(p.state().router.history.at(-1)?.view).toBe('AllWallets')
      p.store.dispatch(closeRequested())
      expect(p.state().modal.open).toBe(false)
      // The close's event goes out beside the batch still hanging, not after it.
      p.store.dispatch(analyticsFlushRequested())
      await vi.waitFor(() => expect(mocks.faults.held()).toBe(2))

      // Each wait ends at the bound: both batches dropped, nothing held, nothing shown.
      await vi.waitFor(() => expect(mocks.faults.held()).toBe(0), { timeout: boundMs * 10 })
      await vi.waitFor(() =>
        expect(warn.mock.calls.filter(([m]) => /analytics events were dropped/.test(String(m)))).toHaveLength(2),
      )
      expect(p.state().alerts.current).toBeUndefined()
      expect(p.state().snackbar.open).toBe(false)
      expect(p.state().modal.open).toBe(false)
      p.stop()
    } finally {
      mocks.faults.clear()
      warn.mockRestore()
    }
  })
})
