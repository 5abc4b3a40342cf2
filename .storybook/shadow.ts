// Play-function helpers: the modal renders in a shadow root (src/views/chrome/ShadowHost),
// where queries on the canvas or the document cannot see. These find the root and scope
// Testing Library's queries to it.
import { expect, waitFor, within } from 'storybook/test'
import { sceneOf, type PorticoScene } from './portico'
import { flowStep, flowSteps, pageStep } from '../test/support/waits'

const hostSelector = '[data-portico]'

/** The modal's shadow root, or undefined while the modal is not rendered. */
export function modalRoot(): ShadowRoot | undefined {
  const hosts = document.querySelectorAll<HTMLElement>(hostSelector)
  return hosts[hosts.length - 1]?.shadowRoot ?? undefined
}

/**
 * Queries scoped to the modal's shadow root; waits for the root to appear. They are bound to
 * the root's top element, not the ShadowRoot itself: Testing Library prints its container when
 * a query fails, and cannot print a ShadowRoot.
 */
export async function inModal() {
  const top = await waitFor(() => {
    const found = modalRoot()?.querySelector<HTMLElement>('.p-root')
    if (!found?.querySelector('.p-modal')) throw new Error('The Portico modal is not rendered')
    return found
  })
  return within(top)
}

/** Waits until `view` is the current view and its lazy chunk has replaced the skeleton. */
export async function viewShown(view: string) {
  await waitFor(
    () => {
      const container = modalRoot()?.querySelector(`[data-view="${view}"]`)
      if (!container) throw new Error(`${view} is not the current view (current: ${currentView() ?? 'none'})`)
      // By its class, not its label: a story in another language has the label in it.
      if (container.querySelector('.p-view-loading')) throw new Error(`${view} is still loading`)
    },
    // On a fresh clone the first story of a file waits for the dev server to transform its
    // view's modules, beside four other files doing the same: over 5 s once.
    pageStep,
  )
  // Checked at rest: mid-transition, text is half transparent (and axe would say so).
  await animationsDone()
  return inModal()
}

/** The view the modal shows now. */
export function currentView(): string | undefined {
  return modalRoot()?.querySelector<HTMLElement>('[data-view]')?.dataset.view
}

/** Waits for the story's scene (Portico started, setup run), then for `view` in the modal. */
export async function openedOn(context: { loaded: Record<string, unknown> }, view: string) {
  const scene: PorticoScene = sceneOf(context)
  await scene.ready
  const modal = await viewShown(view)
  // The dialog, or in embedded mode the region.
  await waitFor(() => expect(modalRoot()?.querySelector('.p-modal')).toBeVisible())
  return { modal, scene }
}

/** Waits for the modal's finite animations (fade in, view transition, shake); spinners and shimmer never end. */
export async function animationsDone() {
  const animations = (modalRoot()?.getAnimations() ?? []).filter(
    (a) => a.effect?.getComputedTiming().endTime !== Infinity,
  )
  await Promise.all(animations.map((a) => a.finished.catch(() => undefined)))
}

/**
 * Waits for the snackbar, then for it to have faded in: axe checks the story once its play
 * function ends, and mid-fade the text is half transparent (a contrast failure that is not one).
 */
export async function snackbarShown(): Promise<HTMLElement> {
  const snackbar = await waitFor(() => {
    const found = modalRoot()?.querySelector<HTMLElement>('.p-snackbar')
    if (!found) throw new Error('No snackbar')
    return found
  })
  await animationsDone()
  return snackbar
}

/**
 * Waits until no wallet or network picture is still a loading skeleton: section 9's 2 s time-out
 * ends each, and a flow step leaves room for a loaded machine.
 */
export async function imagesSettled() {
  await waitFor(() => {
    const loading = modalRoot()?.querySelectorAll('.p-image.p-skeleton').length ?? 0
    if (loading > 0) throw new Error(`${loading} images still loading`)
  }, flowStep)
}

/**
 * Scrolls a list that loads a page as its end comes into view until it shows `count` entries,
 * then leaves it at its end: where it rests otherwise depends on when the last page came, and the
 * visual baselines look at it.
 */
export async function scrolledToTheEnd(
  scroller: () => Promise<HTMLElement>,
  entries: () => Promise<readonly HTMLElement[]>,
  count: number,
) {
  await waitFor(async () => {
    const list = await scroller()
    list.scrollTop = list.scrollHeight
    await expect(await entries()).toHaveLength(count)
  }, flowSteps(2))
  const list = await scroller()
  list.scrollTop = list.scrollHeight
}

/**
 * Types into a field of the modal, one input event per character (so debounces run as for a
 * person typing). `userEvent.type` left fields inside the shadow root empty here (it follows
 * the document's focused element, which is the shadow host).
 */
export async function typeInto(field: HTMLElement, text: string) {
  const input = field as HTMLInputElement
  input.focus()
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  for (const char of text) {
    setValue.call(input, input.value + char)
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: char, inputType: 'insertText' }))
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Types a one-time code as a visitor does: each digit into the box that has the focus (the boxes move it on). */
export async function typeCode(view: ReturnType<typeof within>, code: string) {
  view.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
  for (const digit of code) await typeInto(modalRoot()!.activeElement as HTMLInputElement, digit)
}

/** Empties a field as a visitor selecting all and deleting would, then types `text` into it. */
export async function retypeInto(field: HTMLElement, text: string) {
  const input = field as HTMLInputElement
  input.focus()
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '')
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'deleteContentBackward' }))
  await typeInto(field, text)
}

/** Queries scoped to the current view's content (the chrome's snackbar region is outside it). */
export async function inView(view: string) {
  await viewShown(view)
  return within(modalRoot()!.querySelector<HTMLElement>(`[data-view="${view}"]`)!)
}

/**
 * Whether `act` shook the modal (section 9: 500 ms). Seen as the class change happens, not polled
 * afterwards: on a busy machine a poll can come after the 500 ms have ended. A shake under way
 * already would not change the class, so this waits for it to end first.
 */
export async function shakes(act: () => Promise<unknown>) {
  const dialog = modalRoot()!.querySelector('.p-modal')!
  await waitFor(() => expect(dialog).not.toHaveClass('p-shake'), flowStep)
  let shook = false
  const observer = new MutationObserver(() => void (shook ||= dialog.classList.contains('p-shake')))
  observer.observe(dialog, { attributes: true, attributeFilter: ['class'] })
  try {
    await act()
    await waitFor(() => expect(shook).toBe(true))
  } finally {
    observer.disconnect()
  }
}
