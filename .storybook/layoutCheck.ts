// The layout check every story test runs after its play function (storyChecks.ts), in the
// modal's shadow root: section 2's "no action is ever out of reach" as six rules a browser can
// measure. The geometry is plain functions over rectangles (unit-tested in
// test/storybook/layoutCheck.test.ts); `checkLayout` measures the page and applies them.
import { imagePreloadTimeoutMs } from '../src/headless/constants'

/** The rules, by the names a story's `parameters.layoutCheck.skip` uses to opt out of one. */
export const layoutRules = {
  reachable: 'every control is inside the viewport, or inside the modal body that scrolls to it',
  clipped: 'nothing is wider than the modal or overflows it sideways',
  covered: 'no control is covered by another element at its centre',
  brokenImage: 'every image has loaded (complete, with a natural width)',
  pageScroll: 'the page behind an open modal does not scroll',
  focusRing: 'the dialog shows no focus ring after a mouse click (a ring is for keyboard focus only)',
} as const

export type LayoutRule = keyof typeof layoutRules

/** A story's opt-out: the rule it skips and why (the lead decides about each). */
export interface LayoutCheckParameters {
  skip?: Partial<Record<LayoutRule, string>>
}

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

export interface LayoutProblem {
  rule: LayoutRule
  /** The element as a person finds it: role or tag, its name, its class. */
  element: string
  detail: string
}

/** Sub-pixel edges (a 0.5 px border, a rounded height) are not a layout bug. */
const tolerance = 1

/** What a visitor can press, type into or choose. */
export const controlSelector = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="option"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="radio"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="combobox"]',
].join(',')

/** The part of `box` that sticks out of `clip`, per side (0 where it is inside). */
export function overhang(box: Box, clip: Box) {
  return {
    left: Math.max(0, clip.left - box.left),
    top: Math.max(0, clip.top - box.top),
    right: Math.max(0, box.right - clip.right),
    bottom: Math.max(0, box.bottom - clip.bottom),
  }
}

/** Whether `box` lies inside `clip`, give or take a pixel. */
export function inside(box: Box, clip: Box): boolean {
  const out = overhang(box, clip)
  return Math.max(out.left, out.top, out.right, out.bottom) <= tolerance
}

/** Whether it lies outside sideways only (a wider row, a long word), give or take a pixel. */
export function overflowsSideways(box: Box, clip: Box): boolean {
  const out = overhang(box, clip)
  return Math.max(out.left, out.right) > tolerance
}

/** The intersection of boxes (the part of the page a nested element can show). */
export function intersect(boxes: readonly Box[]): Box {
  return {
    left: Math.max(...boxes.map((b) => b.left)),
    top: Math.max(...boxes.map((b) => b.top)),
    right: Math.min(...boxes.map((b) => b.right)),
    bottom: Math.min(...boxes.map((b) => b.bottom)),
  }
}

/**
 * The scrollTop that brings `box` into the scroll container's visible `port` (nearest edge, as
 * a wheel would stop), from the container's current `scrollTop`.
 */
export function scrollTopRevealing(box: Box, port: Box, scrollTop: number): number {
  if (box.top < port.top) return scrollTop - (port.top - box.top)
  if (box.bottom > port.bottom) return scrollTop + Math.min(box.bottom - port.bottom, box.top - port.top)
  return scrollTop
}

/** What answers a press at the control's centre: the control, something inside it, or its label. */
export function hitsControl(hit: Element | null, control: Element, labels: readonly Element[] = []): boolean {
  if (!hit) return false
  if (hit === control || control.contains(hit)) return true
  return labels.some((label) => label === hit || label.contains(hit))
}

/** The accessible name as far as a failure message needs it: a label, else the visible text. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')?.split(/\s+/)[0]
  const root = element.getRootNode() as Document | ShadowRoot
  const label = labelledBy ? root.getElementById?.(labelledBy)?.textContent : undefined
  // innerText leaves out <style> and hidden text; without layout (jsdom) there is only textContent.
  const text = (element as HTMLElement).innerText ?? element.textContent
  return (
    element.getAttribute('aria-label') ??
    label ??
    element.getAttribute('alt') ??
    element.getAttribute('placeholder') ??
    text ??
    ''
  )
}

/** 'button "Continue with Google" (.p-wallet-row)': how a failure names an element. */
export function describeElement(element: Element): string {
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase()
  const name = nameOf(element).replace(/\s+/g, ' ').trim().slice(0, 60)
  const className = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : ''
  return `${role}${name ? ` "${name}"` : ''}${className ? ` (.${className})` : ''}`
}

const px = (n: number) => `${Math.round(n)}`
const span = (box: Box) => `x ${px(box.left)}–${px(box.right)}, y ${px(box.top)}–${px(box.bottom)}`

/** The failure message: the viewport, then one line per problem naming the element and the rule. */
export function layoutFailure(viewport: string, problems: readonly LayoutProblem[]): string {
  const lines = problems.map((p) => `  ${p.rule}: ${p.element}: ${p.detail}\n    (rule: ${layoutRules[p.rule]})`)
  return [
    `Layout check at ${viewport}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
    ...lines,
    `A story may opt out of one rule with parameters.layoutCheck.skip: { <rule>: '<why>' }.`,
  ].join('\n')
}

// ---- Measuring the page (browser only) ----

const boxOf = (r: DOMRect): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom })

/** The element's parent, across a shadow root's boundary. */
function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement
  const root = element.getRootNode()
  return root instanceof ShadowRoot ? root.host : null
}

function ancestors(element: Element): Element[] {
  const found: Element[] = []
  for (let at = parentOf(element); at; at = parentOf(at)) found.push(at)
  return found
}

const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible'
const scrollsVertically = (style: CSSStyleDeclaration) => style.overflowY === 'auto' || style.overflowY === 'scroll'

/** Shown to a sighted visitor: rendered, visible, and more than a visually-hidden pixel. */
function shown(element: Element): boolean {
  if (!element.checkVisibility({ visibilityProperty: true })) return false
  if (element.closest('[inert]')) return false
  const rect = element.getBoundingClientRect()
  return rect.width > 1 && rect.height > 1
}

/** The element at a point, looking into shadow roots (the document's answer is only the host). */
export function elementAtPoint(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y)
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y)
    if (!inner || inner === hit) break
    hit = inner
  }
  return hit
}

function viewportBox(): Box {
  return { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }
}

/** Reachable and uncovered: scrolls the control's scroll container to it (as a wheel would), then looks. */
function checkControl(control: Element, rules: Set<LayoutRule>, problems: LayoutProblem[]) {
  const chain = ancestors(control)
  const scroller = chain.find((a) => scrollsVertically(getComputedStyle(a)) && a.scrollHeight > a.clientHeight)
  const before = scroller?.scrollTop
  try {
    if (scroller) {
      const port = boxOf(scroller.getBoundingClientRect())
      scroller.scrollTop = scrollTopRevealing(boxOf(control.getBoundingClientRect()), port, scroller.scrollTop)
    }
    const box = boxOf(control.getBoundingClientRect())
    const clipping = chain.filter((a) => clips(getComputedStyle(a))).map((a) => boxOf(a.getBoundingClientRect()))
    const visible = intersect([viewportBox(), ...clipping])
    if (rules.has('reachable') && !inside(box, visible)) {
      problems.push({
        rule: 'reachable',
        element: describeElement(control),
        detail: `at ${span(box)}, beyond what can be seen (${span(visible)})${scroller ? ' even with its container scrolled to it' : ''}`,
      })
      return
    }
    if (!rules.has('covered')) return
    const x = (box.left + box.right) / 2
    const y = (box.top + box.bottom) / 2
    const hit = elementAtPoint(x, y)
    const labels = 'labels' in control ? [...((control as HTMLInputElement).labels ?? [])] : []
    if (!hitsControl(hit, control, labels))
      problems.push({
        rule: 'covered',
        element: describeElement(control),
        detail: `its centre (${px(x)}, ${px(y)}) is covered by ${hit ? describeElement(hit) : 'nothing (outside the page)'}`,
      })
  } finally {
    if (scroller && before !== undefined) scroller.scrollTop = before
  }
}

function checkSideways(root: ParentNode, modal: Element, problems: LayoutProblem[]) {
  const modalBox = boxOf(modal.getBoundingClientRect())
  const page = viewportBox()
  if (document.documentElement.scrollWidth > window.innerWidth + tolerance)
    problems.push({
      rule: 'clipped',
      element: 'the page',
      detail: `${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px viewport`,
    })
  if (overflowsSideways(modalBox, page))
    problems.push({
      rule: 'clipped',
      element: describeElement(modal),
      detail: `at ${span(modalBox)}, beyond the viewport`,
    })
  for (const element of root.querySelectorAll('*')) {
    if (!modal.contains(element) || !shown(element)) continue
    const box = boxOf(element.getBoundingClientRect())
    if (overflowsSideways(box, modalBox)) {
      problems.push({
        rule: 'clipped',
        element: describeElement(element),
        detail: `at ${span(box)}, wider than the modal (${span(modalBox)})`,
      })
      continue
    }
    const style = getComputedStyle(element)
    if (
      (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
      element.scrollWidth > element.clientWidth + tolerance
    )
      problems.push({
        rule: 'clipped',
        element: describeElement(element),
        detail: `scrolls sideways (${element.scrollWidth} px of content in ${element.clientWidth} px)`,
      })
  }
}

/**
 * Waits for every image to settle, then names the broken ones. At most section 9's image time-out
 * (2 s), Portico's own constant: the time Portico itself gives a picture before its placeholder.
 */
async function checkImages(roots: readonly ParentNode[], problems: LayoutProblem[]) {
  const images = roots.flatMap((root) => [...root.querySelectorAll('img')])
  await Promise.all(
    images.map((img) =>
      img.complete
        ? undefined
        : Promise.race([
            img.decode().catch(() => undefined),
            new Promise((resolve) => setTimeout(resolve, imagePreloadTimeoutMs)),
          ]),
    ),
  )
  for (const img of images)
    if (shown(img) && !(img.complete && img.naturalWidth > 0))
      problems.push({
        rule: 'brokenImage',
        element: describeElement(img),
        detail: `src ${img.src.slice(0, 100)} did not load`,
      })
}

function checkPageScroll(problems: LayoutProblem[]) {
  const html = getComputedStyle(document.documentElement)
  const body = getComputedStyle(document.body)
  const locked = (style: CSSStyleDeclaration) => style.overflowY === 'hidden' || style.overflowY === 'clip'
  // The body's overflow becomes the viewport's when the root element's is visible (CSS Overflow 3).
  if (!locked(html) && !(html.overflowY === 'visible' && locked(body)))
    problems.push({
      rule: 'pageScroll',
      element: 'the page',
      detail: `overflow-y is ${html.overflowY} on <html> and ${body.overflowY} on <body> while the dialog is open`,
    })
}

export interface LayoutScope {
  /** The modal's shadow root, when the modal is rendered. */
  root: ShadowRoot | undefined
  /** Rules the story opted out of. */
  skip: readonly LayoutRule[]
}

/** Every problem of the page as it is now (at the current viewport). */
export async function checkLayout({ root, skip }: LayoutScope): Promise<LayoutProblem[]> {
  const rules = new Set((Object.keys(layoutRules) as LayoutRule[]).filter((rule) => !skip.includes(rule)))
  const problems: LayoutProblem[] = []
  if (rules.has('brokenImage')) await checkImages(root ? [document, root] : [document], problems)
  const modal = root?.querySelector('.p-modal')
  if (!root || !modal) return problems
  for (const control of root.querySelectorAll(controlSelector))
    if (modal.contains(control) && shown(control)) checkControl(control, rules, problems)
  if (rules.has('clipped')) checkSideways(root, modal, problems)
  if (rules.has('pageScroll') && modal.getAttribute('aria-modal') === 'true') checkPageScroll(problems)
  return problems
}

/**
 * After a mouse press on the dialog's title (inert text), the dialog may take the focus but must
 * not draw a ring: rings are for :focus-visible. Returns the problem, if any.
 */
export function focusRingAfterClick(dialog: Element): LayoutProblem | undefined {
  const style = getComputedStyle(dialog)
  const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
  if (!ring) return undefined
  return {
    rule: 'focusRing',
    element: describeElement(dialog),
    detail: `outline ${style.outlineWidth} ${style.outlineStyle} after a mouse click (:focus-visible ${dialog.matches(':focus-visible')})`,
  }
}
