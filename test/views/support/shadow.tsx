// Rendering Portico's modal and querying inside its shadow root, where `screen` cannot see.
import { fireEvent, render, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { PorticoReduxContext } from '../../../src/react/context'
import { PorticoModal, type PorticoModalProps } from '../../../src/views'
import { ModalBody } from '../../../src/views/chrome/ModalBody'
import type { ViewStore } from './store'
import { flowSteps } from '../../support/waits'

/** The modal's shadow host, or undefined when it is not rendered. */
export function porticoHost(): HTMLElement | undefined {
  return document.querySelector<HTMLElement>('[data-portico]') ?? undefined
}

/** Testing Library queries scoped to the modal's shadow root. */
export function inShadow() {
  const root = porticoHost()?.shadowRoot
  if (!root) throw new Error('The Portico modal is not rendered (no shadow root)')
  return within(root as unknown as HTMLElement)
}

/** The shadow root's focused element (the page's activeElement is the host). */
export function focusedInShadow(): Element | null {
  return porticoHost()?.shadowRoot?.activeElement ?? null
}

export function renderModal(store: ViewStore['store'], props: PorticoModalProps = {}, page?: ReactNode) {
  return render(
    <Provider store={store} context={PorticoReduxContext}>
      {page}
      <PorticoModal body={ModalBody} {...props} />
    </Provider>,
  )
}

/**
 * Waits for the current view's lazy chunk (its container holds more than the skeleton) and
 * gives the queries scoped to that view.
 */
export async function viewLoaded(view: string) {
  const container = () => porticoHost()?.shadowRoot?.querySelector<HTMLElement>(`[data-view="${view}"]`)
  await waitFor(
    () => {
      const shown = container()
      // The loading state by its class, not its label: the label is in the visitor's language.
      if (!shown || shown.querySelector('.p-view-loading')) throw new Error(`${view} not loaded yet`)
    },
    // The first import of a view in a worker transforms its modules; beside the package test's
    // builds that took over Testing Library's 1 s. Two flow steps: the wait ends as soon as the
    // view is there, so only a failure waits it out.
    flowSteps(2),
  )
  return within(container()!)
}

/**
 * Types into a field inside the shadow root, one change per character. Not user-event's
 * `type`: once focus has moved inside a shadow root, user-event's focus tracking (a listener
 * on the document, which sees only the host) misses the field and React never hears the input.
 */
export async function typeInto(field: HTMLElement, text: string, gapMs = 20): Promise<number> {
  const input = field as HTMLInputElement
  let lastAt = performance.now()
  for (let i = 0; i < text.length; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, gapMs))
    fireEvent.change(input, { target: { value: input.value + text[i] } })
    lastAt = performance.now()
  }
  /** When the last character went in. */
  return lastAt
}
