// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { closeRequested } from '../../src/features/modal/actions'
import { opened, closed, shakeStarted } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { configured, initialOptionsState } from '../../src/features/options/optionsSlice'
import { openModalStore } from './support/store'
import { focusedInShadow, inShadow, porticoHost, renderModal, viewLoaded } from './support/shadow'
import { viewTestMocks } from './support/lifecycle'

viewTestMocks()

describe('the modal is an accessible dialog', () => {
  it('has role dialog, aria-modal, and is named by the header title', async () => {
    const { store } = openModalStore()
    renderModal(store)
    const dialog = inShadow().getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    await viewLoaded('Connect')
  })

  it('moves focus into the dialog on open and back to the opener on close', async () => {
    const { store } = openModalStore()
    store.dispatch(closed())
    renderModal(store, {}, <button>Open wallet</button>)
    const opener = screen.getByRole('button', { name: 'Open wallet' })
    opener.focus()
    act(() => void store.dispatch(opened()))
    await waitFor(() => expect(focusedInShadow()).toBe(inShadow().getByRole('dialog')))
    await viewLoaded('Connect')
    act(() => void store.dispatch(closed()))
    expect(porticoHost()).toBeUndefined()
    expect(document.activeElement).toBe(opener)
  })

  it('traps focus: Tab and Shift+Tab cycle through the dialog and never leave it', async () => {
    const { store } = openModalStore()
    store.dispatch(pushed({ view: 'Networks' }))
    renderModal(store, {}, <button>Page button</button>)
    await viewLoaded('Networks')
    const user = userEvent.setup()
    const buttons = inShadow().getAllByRole('button')
    const [first] = buttons
    const last = buttons[buttons.length - 1]!
    await waitFor(() => expect(focusedInShadow()).toBe(inShadow().getByRole('dialog')))
    await user.keyboard('{Tab}')
    expect(focusedInShadow()).toBe(first)
    for (let i = 1; i < buttons.length; i++) await user.keyboard('{Tab}')
    expect(focusedInShadow()).toBe(last)
    await user.keyboard('{Tab}')
    expect(focusedInShadow()).toBe(first)
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(focusedInShadow()).toBe(last)
    expect(document.activeElement).toBe(porticoHost())
  })

  it('Escape dispatches closeRequested and leaves the decision to the flow', async () => {
    const { store, dispatched } = openModalStore()
    renderModal(store)
    await viewLoaded('Connect')
    fireEvent.keyDown(inShadow().getByRole('dialog'), { key: 'Escape' })
    expect(dispatched(closeRequested.type)).toHaveLength(1)
    // No flow here: nothing closed the modal, so the view did not close it by itself.
    expect(inShadow().getByRole('dialog')).toBeTruthy()
  })

  it('a click on the overlay dispatches closeRequested; a click inside the dialog does not', async () => {
    const { store, dispatched } = openModalStore()
    renderModal(store)
    await viewLoaded('Connect')
    const overlay = inShadow().getByTestId('portico-overlay')
    fireEvent.mouseDown(inShadow().getByRole('dialog'))
    fireEvent.click(inShadow().getByRole('dialog'))
    expect(dispatched(closeRequested.type)).toHaveLength(0)
    fireEvent.mouseDown(overlay)
    fireEvent.click(overlay)
    expect(dispatched(closeRequested.type)).toHaveLength(1)
  })

  it('a text selection dragged from the dialog onto the overlay does not close', async () => {
    const { store, dispatched } = openModalStore()
    renderModal(store)
    await viewLoaded('Connect')
    fireEvent.mouseDown(inShadow().getByRole('heading', { name: 'Connect Wallet' }))
    fireEvent.click(inShadow().getByTestId('portico-overlay'))
    expect(dispatched(closeRequested.type)).toHaveLength(0)
  })

  it('the close button is named and dispatches closeRequested', async () => {
    const { store, dispatched } = openModalStore()
    renderModal(store)
    await viewLoaded('Connect')
    fireEvent.click(inShadow().getByRole('button', { name: 'Close' }))
    expect(dispatched(closeRequested.type)).toHaveLength(1)
  })

  it('the back button shows only when there is history, and dispatches backRequested', async () => {
    const { store, dispatched } = openModalStore()
    renderModal(store)
    await viewLoaded('Connect')
    expect(inShadow().queryByRole('button', { name: 'Back' })).toBeNull()
    act(() => void store.dispatch(pushed({ view: 'Networks' })))
    await viewLoaded('Networks')
    expect(inShadow().getByRole('heading', { name: 'Choose Network' })).toBeTruthy()
    fireEvent.click(inShadow().getByRole('button', { name: 'Back' }))
    expect(dispatched('portico/backRequested')).toHaveLength(1)
  })

  it('carries the shake class while the modal shakes', async () => {
    const { store } = openModalStore()
    renderModal(store)
    expect(inShadow().getByRole('dialog').classList.contains('p-shake')).toBe(false)
    act(() => void store.dispatch(shakeStarted()))
    expect(inShadow().getByRole('dialog').classList.contains('p-shake')).toBe(true)
    await viewLoaded('Connect')
  })
})

describe('a view opens at its top', () => {
  it('the body, scrolled down in one view, is at its top again when the next view shows', async () => {
    const { store } = openModalStore()
    store.dispatch(pushed({ view: 'Networks' }))
    renderModal(store)
    await viewLoaded('Networks')
    const body = porticoHost()!.shadowRoot!.querySelector<HTMLElement>('.p-body')!
    body.scrollTop = 26
    expect(body.scrollTop).toBe(26)
    act(() => void store.dispatch(pushed({ view: 'AllWallets' })))
    await viewLoaded('AllWallets')
    expect(body.scrollTop).toBe(0)
  })
})

describe('the modal renders in a shadow root', () => {
  it('injects the theme variables and the styles into the shadow root, none into the page', async () => {
    const { store } = openModalStore()
    renderModal(store)
    const css = porticoHost()!.shadowRoot!.querySelector('style')!.textContent!
    expect(css).toContain('--portico-color-accent:')
    expect(css).toContain('.p-modal')
    // The page's head may hold the host buttons' sheet (React keeps it there once a button has
    // rendered, in this file or one before it in the worker); never the modal's.
    const inPage = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '')
    expect(inPage.filter((text) => text.includes('.p-modal') || text.includes('--portico-color-accent:'))).toEqual([])
    await viewLoaded('Connect')
  })

  it('applies the host theme variables over the theme', async () => {
    const { store } = openModalStore()
    store.dispatch(
      configured({ ...initialOptionsState, themeVariables: { '--portico-color-accent': 'rebeccapurple' } }),
    )
    renderModal(store)
    const css = porticoHost()!.shadowRoot!.querySelector('style')!.textContent!
    expect(css).toMatch(/--portico-color-accent: rebeccapurple;/)
    await viewLoaded('Connect')
  })

  it('embedded: renders in place, with no overlay and no modal semantics', async () => {
    const { store } = openModalStore()
    store.dispatch(closed())
    store.dispatch(configured({ ...initialOptionsState, embedded: true }))
    const { container } = renderModal(store)
    expect(container.querySelector('[data-portico="inline"]')).toBeTruthy()
    expect(inShadow().queryByTestId('portico-overlay')).toBeNull()
    expect(inShadow().getByRole('region', { name: 'Connect Wallet' })).toBeTruthy()
    await viewLoaded('Connect')
  })

  it('host messages override the catalogue by key', async () => {
    const { store } = openModalStore()
    store.dispatch(configured({ ...initialOptionsState, messages: { en: { 'view.Connect.title': 'Log in' } } }))
    renderModal(store)
    expect(inShadow().getByRole('dialog', { name: 'Log in' })).toBeTruthy()
    await viewLoaded('Connect')
  })
})
