// @vitest-environment jsdom
// The api's chunk put in the store while the page was idle lets the modal's views render at
// once on opening, before the api is said to be there (that waits for the press's frame to
// paint, apiOnDemand.ts). A view takes a press from its first frame, and the flows that answer
// it come with the api: a press in between must still be answered (section 2's Account view:
// "Copy address" says "Address copied").
import { cleanup, render, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoProvider } from '../../src'
import { accountConnected } from '../../src/features/account/accountSlice'
import { openRequested } from '../../src/features/modal/actions'
import { createHarness } from '../../harness/porticoHarness'
import { modalBody, preloadOpen } from '../../src/react/modalChunk'
import { testConfig } from '../support/portico'
import { fixtures } from '../../mocks/db/fixtures'
import { porticoHost } from './support/shadow'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * Presses the button in the commit's own turn, as soon as React puts it in the modal: before the
 * effects React runs after a commit, as a visitor's press may come on a loaded phone.
 */
function pressOnceShown(name: string): Promise<void> {
  return new Promise((resolve) => {
    const observers: MutationObserver[] = []
    const look = () => {
      const root = porticoHost()?.shadowRoot
      if (!root) return
      if (observers.length === 1) watch(root)
      const button = within(root as unknown as HTMLElement).queryByRole('button', { name })
      if (!button) return
      observers.forEach((observer) => observer.disconnect())
      button.click()
      resolve()
    }
    const watch = (node: Node) => {
      const observer = new MutationObserver(look)
      observer.observe(node, { childList: true, subtree: true })
      observers.push(observer)
    }
    watch(document.body)
  })
}

describe("a view's press before the api is said to be there", () => {
  it('is answered: Copy address copies, pressed in the commit that shows it', async () => {
    // React's act() would run every effect before the press; a page does not.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false)
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'))
    const { store, state } = createHarness({ config: testConfig, api: false })
    // What the page fetched while idle: the api in the store, the body and the view it opens on.
    await store.portico.prepareApi(store.dispatch)
    preloadOpen('Account')
    await Promise.all([modalBody.preload(), import('../../src/views/Account/Account')])
    render(<PorticoProvider store={store} />)
    store.dispatch(
      accountConnected({
        namespace: 'eip155',
        caipAddress: `eip155:1:${fixtures.account}`,
        wallet: { name: 'MetaMask', type: 'ANNOUNCED' },
      }),
    )
    const pressed = pressOnceShown('Copy address')
    store.dispatch(openRequested())
    await pressed
    await vi.waitFor(() => expect(state().snackbar).toMatchObject({ open: true, message: 'snackbar.addressCopied' }))
    expect(writeText).toHaveBeenCalledWith(fixtures.account)
  })
})
