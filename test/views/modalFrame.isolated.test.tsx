// @vitest-environment jsdom
// The modal's frame comes with the first load: an open paints the dialog (named by its title,
// with Close, Escape and the view's loading state) before the body's chunk is there, and the
// frame stays as it arrives, so focus and the dialog itself are kept.
import { act, render, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeRequested } from '../../src/features/modal/actions'
import { PorticoReduxContext } from '../../src/react/context'
import { ModalBody } from '../../src/views/chrome/ModalBody'
import { PorticoModal } from '../../src/views/chrome/PorticoModal'
import { focusedInShadow, inShadow, viewLoaded } from './support/shadow'
import { openModalStore, type ViewStore } from './support/store'
import { viewTestMocks } from './support/lifecycle'

viewTestMocks()

const frame = (store: ViewStore['store'], body?: typeof ModalBody) => (
  <Provider store={store} context={PorticoReduxContext}>
    <PorticoModal body={body} />
  </Provider>
)

describe("the modal's frame, before its body's chunk is there", () => {
  it("is the dialog, named by the view's title, with Close and the view's loading state", () => {
    const { store } = openModalStore()
    render(frame(store))
    const dialog = inShadow().getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(inShadow().getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(inShadow().getByRole('status', { name: 'Loading…' })).toBeTruthy()
  })

  it('takes the focus, and Escape asks to close', async () => {
    const { store, dispatched } = openModalStore()
    render(frame(store))
    await waitFor(() => expect(focusedInShadow()).toBe(inShadow().getByRole('dialog')))
    act(() =>
      inShadow()
        .getByRole('dialog')
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    )
    expect(dispatched(closeRequested.type)).toHaveLength(1)
  })

  it('stays as the body arrives: the same dialog, the focus still in it, the view in place of its loading state', async () => {
    const { store } = openModalStore()
    const { rerender } = render(frame(store))
    const dialog = inShadow().getByRole('dialog')
    await waitFor(() => expect(focusedInShadow()).toBe(dialog))
    rerender(frame(store, ModalBody))
    await viewLoaded('Connect')
    expect(inShadow().getByRole('dialog')).toBe(dialog)
    expect(focusedInShadow()).toBe(dialog)
    expect(inShadow().queryByRole('status', { name: 'Loading…' })).toBeNull()
  })
})

describe('the page behind the open modal (section 2: the modal is on top)', () => {
  it('does not scroll while the modal is open, and gets its own overflow back when it closes', () => {
    document.documentElement.style.overflow = 'scroll'
    const { store } = openModalStore()
    const { unmount } = render(frame(store))
    expect(document.documentElement.style.overflow).toBe('hidden')
    unmount()
    expect(document.documentElement.style.overflow).toBe('scroll')
    document.documentElement.style.overflow = ''
  })

  it('scrolls as before beside an inline modal, which is part of the page', () => {
    const { store } = openModalStore()
    render(
      <Provider store={store} context={PorticoReduxContext}>
        <PorticoModal body={undefined} inline />
      </Provider>,
    )
    expect(inShadow().getByRole('region', { name: 'Connect Wallet' })).toBeTruthy()
    expect(document.documentElement.style.overflow).toBe('')
  })
})

describe('what the first open needs, fetched while the page is idle', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  /** The idle fetch with its loaders counted, on a page that has or has not loaded yet. */
  async function idleFetch({ loaded, saveData = false }: { loaded: boolean; saveData?: boolean }) {
    const preloadOpen = vi.fn()
    vi.doMock('../../src/react/modalChunk', () => ({ preloadOpen }))
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task))
    if (saveData) vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } })
    vi.spyOn(document, 'readyState', 'get').mockReturnValue(loaded ? 'complete' : 'loading')
    const { preloadWhenIdle } = await import('../../src/react/idlePreload')
    const prepareApi = vi.fn(async () => {})
    const instance = { prepareApi } as unknown as Parameters<typeof preloadWhenIdle>[0]
    const cancel = preloadWhenIdle(instance, vi.fn(), () => 'Connect')
    const runIdle = () => idle.splice(0).forEach((task) => task())
    return { preloadOpen, prepareApi, cancel, runIdle }
  }

  it('starts nothing while the page is still loading, and goes once it has loaded and is idle', async () => {
    const { preloadOpen, prepareApi, runIdle } = await idleFetch({ loaded: false })
    runIdle()
    expect(prepareApi).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    expect(prepareApi).not.toHaveBeenCalled()
    runIdle()
    expect(prepareApi).toHaveBeenCalledOnce()
    expect(preloadOpen.mock.calls).toEqual([['Connect']])
  })

  it('fetches nothing ahead for a visitor who asked to save data', async () => {
    const { preloadOpen, prepareApi, runIdle } = await idleFetch({ loaded: true, saveData: true })
    runIdle()
    expect(prepareApi).not.toHaveBeenCalled()
    expect(preloadOpen).not.toHaveBeenCalled()
  })

  it('is cancelled with the provider that started it', async () => {
    const { prepareApi, cancel, runIdle } = await idleFetch({ loaded: false })
    cancel()
    window.dispatchEvent(new Event('load'))
    runIdle()
    expect(prepareApi).not.toHaveBeenCalled()
  })
})
