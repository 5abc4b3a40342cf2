// @vitest-environment jsdom
// The geometry of the stories' layout check (.storybook/layoutCheck.ts): what counts as out of
// reach, clipped sideways or covered, and how a failure names the element and the rule.
import { describe, expect, it } from 'vitest'
import {
  describeElement,
  hitsControl,
  inside,
  intersect,
  layoutFailure,
  overflowsSideways,
  scrollTopRevealing,
  type Box,
} from '../../.storybook/layoutCheck'

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom })
const viewport = box(0, 0, 1280, 600)

describe('a control is reachable only inside what can be seen', () => {
  it('a button inside the viewport is reachable, a sub-pixel edge included', () => {
    expect(inside(box(10, 10, 100, 50), viewport)).toBe(true)
    expect(inside(box(10, 10, 100, 600.5), viewport)).toBe(true)
  })

  it('a button past the bottom edge is not (the 680 px Connect losing "Continue with Google")', () => {
    expect(inside(box(10, 590, 100, 630), viewport)).toBe(false)
  })

  it('what a nested element can show is the intersection of the viewport and its clipping boxes', () => {
    const modal = box(460, 100, 820, 700)
    expect(intersect([viewport, modal])).toEqual(box(460, 100, 820, 600))
  })
})

describe('the scroll container is scrolled to a control as a wheel would stop', () => {
  const port = box(0, 100, 360, 500)
  it('a control below the visible part brings its bottom edge in', () => {
    expect(scrollTopRevealing(box(0, 520, 360, 560), port, 0)).toBe(60)
  })
  it('a control above it brings its top edge in', () => {
    expect(scrollTopRevealing(box(0, 60, 360, 100), port, 200)).toBe(160)
  })
  it('a control taller than the visible part shows its top first', () => {
    expect(scrollTopRevealing(box(0, 300, 360, 900), port, 0)).toBe(200)
  })
  it('a control in view leaves the scroll where it is', () => {
    expect(scrollTopRevealing(box(0, 200, 360, 240), port, 40)).toBe(40)
  })
})

describe('nothing is clipped sideways', () => {
  const modal = box(460, 100, 820, 700)
  it('a row wider than the modal is clipped', () => {
    expect(overflowsSideways(box(470, 200, 840, 240), modal)).toBe(true)
  })
  it('a row taller than the visible part is not clipped sideways (the body scrolls it)', () => {
    expect(overflowsSideways(box(470, 200, 810, 900), modal)).toBe(false)
  })
})

describe('a control is covered unless a press at its centre reaches it', () => {
  const doc = () => {
    document.body.innerHTML = `
      <label for="amount">Amount</label><input id="amount">
      <button id="send"><span>Send</span></button>
      <div id="snackbar">Transaction sent</div>`
    return (id: string) => document.getElementById(id)!
  }
  it('the control itself or what is inside it answers', () => {
    const byId = doc()
    expect(hitsControl(byId('send'), byId('send'))).toBe(true)
    expect(hitsControl(byId('send').firstElementChild, byId('send'))).toBe(true)
  })
  it('its label answers for an input', () => {
    const byId = doc()
    const label = document.querySelector('label')!
    expect(hitsControl(label, byId('amount'), [label])).toBe(true)
  })
  it('a snackbar over the button covers it', () => {
    const byId = doc()
    expect(hitsControl(byId('snackbar'), byId('send'))).toBe(false)
  })
})

describe('a failure names the element and the rule', () => {
  it('by role, accessible name and class, leaving out style text', () => {
    document.body.innerHTML = `
      <div role="dialog" aria-labelledby="t" class="p-modal p-shake"><style>@keyframes x {}</style><h2 id="t">Connect Wallet</h2></div>
      <button class="p-button p-button-primary">  Continue
        with email </button>`
    expect(describeElement(document.querySelector('[role="dialog"]')!)).toBe('dialog "Connect Wallet" (.p-modal)')
    expect(describeElement(document.querySelector('button')!)).toBe('button "Continue with email" (.p-button)')
  })

  it('with the viewport, each problem, the rule in words and the way to opt out', () => {
    const message = layoutFailure('1280×600', [
      {
        rule: 'covered',
        element: 'button "Send" (.p-button)',
        detail: 'its centre (640, 580) is covered by div "Sent"',
      },
    ])
    expect(message).toContain('Layout check at 1280×600: 1 problem')
    expect(message).toContain('covered: button "Send" (.p-button): its centre (640, 580) is covered by div "Sent"')
    expect(message).toContain('(rule: no control is covered by another element at its centre)')
    expect(message).toContain('parameters.layoutCheck.skip')
  })
})
