// What every story test does after its play function and its axe check (a setup file of the
// `stories` project in vite.config.ts; Storybook in a browser does not load it): the layout
// check (layoutCheck.ts) at three sizes (desktop, a short laptop screen, a phone), and a screenshot at desktop
// and phone width compared with the committed baseline (baselines/, README "Visual baselines").
import type { StoryContext } from '@storybook/react-vite'
import { afterEach, beforeAll, beforeEach, expect, type TestContext } from 'vitest'
import { commands, page, userEvent } from 'vitest/browser'
import { slowStoryClock } from './clock'
import { settled, storyStarted, watchPageChanges, watchRequests, watchTimers } from './settled'
import { holdSnackbars } from './snackbarHold'
import { axeWarmedUp, lazyPartsLoaded } from './warmUp'
import { storyFontsLoaded } from './fonts'
import {
  checkLayout,
  focusRingAfterClick,
  layoutFailure,
  type LayoutCheckParameters,
  type LayoutProblem,
  type LayoutRule,
} from './layoutCheck'
import { modalRoot } from './shadow'
import { pressRealKeysWith } from './realInput'
import { flowSteps, pageSteps } from '../test/support/waits'

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the real mouse off the story (browserCommands.ts). */
    mouseAway: () => Promise<void>
  }
}

/** A story's opt-out of the screenshot: the reason, which the lead reviews. */
export interface VisualBaselineParameters {
  skip?: string
}

/** Desktop, a short laptop screen, a phone: the sizes the layout holds at; two of them are photographed. */
export const storySizes = [
  { name: 'desktop', width: 1280, height: 800, baseline: true },
  { name: 'short', width: 1280, height: 600, baseline: false },
  { name: 'phone', width: 390, height: 700, baseline: true },
] as const

// A countdown or an expiry then reads the same however long the machine takes (clock.ts).
slowStoryClock()
holdSnackbars()
watchPageChanges()
watchTimers()
beforeAll(
  // Vitest's hooks take their fixtures first (none needed here) and the file second.
  // eslint-disable-next-line no-empty-pattern
  ({}, file) =>
    Promise.all([storyFontsLoaded(), watchRequests(), lazyPartsLoaded(file.file.filepath)]).then(axeWarmedUp),
  // A cold dev server beside the browser tests' builds, on two cores.
  pageSteps(8).timeout,
)
beforeEach(storyStarted)

/**
 * Every story starts after a real mouse press, as a visitor's page does once they clicked
 * (realInput.ts): the story files share one page (the project runs them without isolation), and
 * a story's rings, and its screenshots, would otherwise follow whatever input the story before
 * it in that page ended with.
 */
async function startAfterAMousePress() {
  const target = document.createElement('button')
  target.textContent = 'start'
  target.style.cssText = 'position:fixed;left:0;top:0;width:8px;height:8px;opacity:0;z-index:2147483647'
  document.body.append(target)
  // Forced: Playwright's checks before a click (visible, stable, not covered) waited out each
  // story's 30 s on this element, invisible on purpose; the press lands where it is all the same.
  await userEvent.click(target, { force: true })
  target.remove()
}
beforeEach(startAfterAMousePress)
// A letter, pressed where no field has the focus (the story's play function says where).
pressRealKeysWith(() => userEvent.keyboard('a'))

/**
 * The story's frame resized in its page, not the browser's window. Vitest's page.viewport sizes
 * the frame and then the Playwright page to the same size (a window resize and a device-metrics
 * override: the runner's page laid out and painted anew, and round trips to the browser), five
 * times a story (Storybook's size for it, then the four here): about a fifth of a story's CPU.
 * The window is sized once, as large as the largest frame, and each size after that is the
 * frame's own: what the story sees (its window's size, its media queries, the layout and the
 * pixels of the shots, byte for byte) is the same. Storybook's size for a story goes through here
 * too (it calls the same page.viewport).
 */
function resizeFrameOnly() {
  const viewport = page.viewport as typeof page.viewport & { windowOnly?: typeof page.viewport }
  const sizeWindow = viewport.windowOnly ?? viewport.bind(page)
  const frame = window.frameElement as HTMLElement | null
  if (!frame) return
  // Every size a story is shown at fits: Storybook's default (1200×900), ours, any larger asked.
  let windowSize = { width: 0, height: 0 }
  const known = [{ width: 1200, height: 900 }, ...storySizes]
  const frameOnly = async (width: number, height: number) => {
    const needed = [...known, { width, height }]
    const fits = { width: Math.max(...needed.map((s) => s.width)), height: Math.max(...needed.map((s) => s.height)) }
    if (fits.width > windowSize.width || fits.height > windowSize.height) {
      windowSize = fits
      await sizeWindow(fits.width, fits.height)
    }
    frame.style.width = `${width}px`
    frame.style.height = `${height}px`
    // Laid out now, as after vitest's resize: the story reads its new size at once.
    frame.getBoundingClientRect()
  }
  // The window's own kept, should this setup file run again in the same frame (no isolation).
  page.viewport = Object.assign(frameOnly, { windowOnly: sizeWindow })
}
resizeFrameOnly()

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

/** The story frame's size, as set here: each story starts at the runner's own. */
let viewport = { width: 0, height: 0 }
beforeEach(() => void (viewport = { width: 0, height: 0 }))

async function resizeTo(size: (typeof storySizes)[number]) {
  if (viewport.width === size.width && viewport.height === size.height) return
  viewport = { width: size.width, height: size.height }
  await page.viewport(size.width, size.height)
  // The body's height follows its content one frame later (useAnimatedHeight's ResizeObserver).
  await nextFrame()
}

/**
 * No caret in a shot: it blinks. Playwright's own `caret: 'hide'` styles the document only, and
 * the fields are in the modal's shadow root.
 */
const noCaret = new CSSStyleSheet()
noCaret.replaceSync('*, *::before, *::after { caret-color: transparent !important; }')
function hideCaret(root: ShadowRoot | undefined) {
  if (root && !root.adoptedStyleSheets.includes(noCaret))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, noCaret]
}

/**
 * A shot shows the view from its top, or a list from its end where the story scrolled it there
 * (the pages of History). Left as it came, a busy machine once shot the Buy form 26 px down, and
 * once at its very end (the modal's body: no story scrolls it), the next run at its top: a
 * baseline must hold one of them, so the body always rests at its top.
 */
async function scrollAtRest(root: ShadowRoot | undefined) {
  let moved = false
  for (const box of root?.querySelectorAll<HTMLElement>('*') ?? []) {
    if (box.scrollTop === 0) continue
    const atEnd = box.scrollTop + box.clientHeight >= box.scrollHeight - 1
    const rest = atEnd && !box.classList.contains('p-body') ? box.scrollHeight - box.clientHeight : 0
    if (Math.abs(box.scrollTop - rest) < 1) continue
    box.scrollTop = rest
    moved = true
  }
  // A list that draws only its rows in view (All Wallets' grid) draws the others after the scroll.
  if (moved) await settled()
}

/**
 * The dialog (or inline region) when the modal is open, else the story's root (the host buttons,
 * the page a closed modal leaves; the root's children may have no box of their own to shoot).
 */
function subject(): HTMLElement {
  return (
    modalRoot()?.querySelector<HTMLElement>('.p-modal') ??
    document.querySelector<HTMLElement>('#storybook-root') ??
    document.body
  )
}

/**
 * After a mouse press on the title, the dialog may hold the focus but not a ring. Run last: the
 * press moves the focus, and the screenshots show the story as its play function left it.
 */
async function focusRingProblems(skip: readonly LayoutRule[]): Promise<LayoutProblem[]> {
  const dialog = modalRoot()?.querySelector('.p-modal[role="dialog"]')
  const title = dialog?.querySelector('.p-title')
  if (!dialog || !title || skip.includes('focusRing')) return []
  await userEvent.click(title)
  const problem = focusRingAfterClick(dialog)
  return problem ? [problem] : []
}

/** The shot at `name` compared with its baseline: why it differs, or nothing. */
async function shotFailure(name: string): Promise<string | undefined> {
  await scrollAtRest(modalRoot())
  try {
    await expect.element(subject()).toMatchScreenshot(name)
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * A shot that differs is taken once more after a longer quiet: `settled` gives up after its
 * timeout, and on a machine busy with other test files a page once still moved then (a Buy form
 * shot 5 % off its baseline in one CI run, never on a quiet one). A view that really changed
 * differs in both shots and fails with the second one's images.
 */
const settledLonger = () => settled(1000, flowSteps(2).timeout)

afterEach(async (context: TestContext & { story?: StoryContext }) => {
  const { story, task } = context
  // A story that failed already says why; a skipped one rendered nothing to look at.
  if (!story || task.result?.state === 'skip' || task.result?.errors?.length) return
  const layout = (story.parameters.layoutCheck ?? {}) as LayoutCheckParameters
  const visual = (story.parameters.visualBaseline ?? {}) as VisualBaselineParameters
  const skip = Object.keys(layout.skip ?? {}) as LayoutRule[]
  // The real mouse stays where an earlier story left it: a hover there would be in the shot.
  await commands.mouseAway()
  await storyFontsLoaded()
  const root = modalRoot()
  await settled()
  hideCaret(root)
  // Photographed first: the layout check scrolls the body to each control, and a list that
  // loads more as it scrolls (History's pages) would then grow by a page some runs and not others.
  // Every shot and every size is looked at before the story fails, so a layout bug still leaves
  // a baseline to compare its fix with, and the message lists every problem at once.
  const failures: string[] = []
  // Phone first: the layout check then starts at the desktop size the last shot left (a resize
  // fewer per story).
  for (const size of storySizes.filter((s) => s.baseline && !visual.skip).reverse()) {
    await resizeTo(size)
    const failure = (await shotFailure(size.name)) && (await settledLonger(), await shotFailure(size.name))
    if (failure) failures.push(failure)
  }
  for (const size of storySizes) {
    await resizeTo(size)
    const problems = await checkLayout({ root: modalRoot(), skip })
    if (problems.length) failures.push(layoutFailure(`${size.width}×${size.height}`, problems))
  }
  const ring = await focusRingProblems(skip)
  if (ring.length) failures.push(layoutFailure('390×700, after a mouse click on the title', ring))
  if (failures.length) expect.fail(failures.join('\n\n'))
})
