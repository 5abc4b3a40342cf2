// @vitest-environment jsdom
// The page's own moments, in a browser's document, heard by the flow and not by a view: hidden
// (visibilitychange) or set aside (pagehide, persisted), the page keeps itself; ended (pagehide,
// not persisted), it forgets. And a view's draft follows the drafts the kept page puts back, even
// when the view is on screen already (inline mode).
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHarness } from '../../harness/porticoHarness'
import { startPortico } from '../../src/composition/portico'
import type { KeptPage } from '../../src/features/keptPage/keptPage'
import { viewDrafts } from '../../src/features/keptPage/viewDrafts'
import { openRequested } from '../../src/features/modal/actions'
import { memoryStore, storagePrefix } from '../../src/store/storage/porticoStorage'
import { useViewState } from '../../src/views/hooks/useViewState'
import { testConfig } from '../support/portico'

const key = `${storagePrefix}keptPage`

beforeAll(() => import('../../src/features/keptPage/restoreKeptPage'))
beforeEach(() => viewDrafts.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function pageWithModalOpen() {
  const tabKv = memoryStore()
  const p = createHarness({ config: testConfig, tabKv, start: false })
  startPortico(p.store.dispatch, { isMobile: true, isIosSafari: false })
  await vi.waitFor(() => expect(p.state().connectors.restored).toBe(true))
  p.store.dispatch(openRequested({ view: 'Networks' }))
  return { p, tabKv }
}
const kept = (tabKv: ReturnType<typeof memoryStore>) => JSON.parse(tabKv.getItem(key) ?? 'null') as KeptPage | null

describe('when the page keeps itself', () => {
  it('hidden (visibilitychange): kept', async () => {
    const { tabKv } = await pageWithModalOpen()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(kept(tabKv)?.modal).toEqual({ open: true, views: ['Networks'] })
  })

  it('visible again: nothing written', async () => {
    const { tabKv } = await pageWithModalOpen()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(tabKv.getItem(key)).toBeNull()
  })

  it('set aside in the back-forward cache (pagehide, persisted): kept', async () => {
    const { tabKv } = await pageWithModalOpen()
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }))
    expect(kept(tabKv)?.modal.views).toEqual(['Networks'])
  })

  it('ended (pagehide, not persisted: a reload, a navigation, a close): forgotten, and the hiding that follows keeps nothing', async () => {
    const { tabKv } = await pageWithModalOpen()
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(kept(tabKv)).not.toBeNull()
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(tabKv.getItem(key)).toBeNull()
  })

  it('back from the back-forward cache: hidden again, kept again', async () => {
    const { tabKv } = await pageWithModalOpen()
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(kept(tabKv)?.modal.views).toEqual(['Networks'])
  })

  it('a store stopped stops listening to the page', async () => {
    const { p } = await pageWithModalOpen()
    const removed = vi.spyOn(window, 'removeEventListener')
    const removedFromDocument = vi.spyOn(document, 'removeEventListener')
    p.stop()
    await vi.waitFor(() => expect(removed).toHaveBeenCalledWith('pagehide', expect.any(Function)))
    expect(removedFromDocument).toHaveBeenCalledWith('visibilitychange', expect.any(Function))
  })
})

describe("a view's drafts", () => {
  it('outlive the view, as before', () => {
    const first = renderHook(() => useViewState('AllWallets.search', ''))
    act(() => first.result.current[1]('meta'))
    first.unmount()
    expect(renderHook(() => useViewState('AllWallets.search', '')).result.current[0]).toBe('meta')
  })

  it('put back by the kept page: a view on screen shows them', () => {
    const { result } = renderHook(() => useViewState('Connect.email', ''))
    expect(result.current[0]).toBe('')
    act(() => viewDrafts.restore([['Connect.email', 'visitor@example.com']]))
    expect(result.current[0]).toBe('visitor@example.com')
  })
})
