// @vitest-environment jsdom
// The EmailLogin view (section 4's email login) as the visitor meets it: the step the flow is on
// is set on the store here, and what the visitor does is read back as the actions it dispatches.
import { act, fireEvent, waitFor } from '@testing-library/react'
import type { UnknownAction } from '@reduxjs/toolkit'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeSubmitted, emailSubmitted } from '../../src/features/embeddedWallet/actions'
import { emailLoginFailed, emailLoginStepped } from '../../src/features/embeddedWallet/emailLoginSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { viewTestMocks } from './support/lifecycle'
import { focusedInShadow, inShadow, renderModal, viewLoaded } from './support/shadow'
import { viewStore, withNetworks } from './support/store'

viewTestMocks()
const email = 'visitor@example.com'

async function openEmailLogin(step: Parameters<typeof emailLoginStepped>[0]) {
  const setup = viewStore()
  withNetworks(setup.store)
  setup.store.dispatch(emailLoginStepped({ email, ...step }))
  setup.store.dispatch(opened())
  setup.store.dispatch(pushed({ view: 'EmailLogin' }))
  renderModal(setup.store)
  await viewLoaded('EmailLogin')
  return setup
}

const boxes = () => inShadow().getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[]
/** What the live regions say (the modal's own and the view's). */
const statusText = () =>
  inShadow()
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' | ')
const codes = (dispatched: (type: string) => UnknownAction[]) =>
  dispatched(codeSubmitted.type).map((a) => (a as { payload?: unknown }).payload)

afterEach(() => vi.useRealTimers())

describe('section 4: the email login view follows the frame', () => {
  it('while the email is on its way, it says where to', async () => {
    await openEmailLogin({ step: 'sending' })
    expect(statusText()).toContain(`Sending a code to ${email}…`)
  })

  it('a new device: approve it from the inbox, the code follows', async () => {
    await openEmailLogin({ step: 'device' })
    expect(statusText()).toContain('Approve this device')
    expect(statusText()).toContain(email)
    expect(inShadow().queryAllByRole('textbox')).toHaveLength(0)
  })

  it('six boxes: each digit moves on, the sixth sends the code once', async () => {
    const { dispatched } = await openEmailLogin({ step: 'code' })
    expect(inShadow().getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeTruthy()
    '123456'.split('').forEach((digit, i) => {
      fireEvent.change(boxes()[i]!, { target: { value: digit } })
      if (i < 5) expect(focusedInShadow()).toBe(boxes()[i + 1])
    })
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('123456')
    expect(codes(dispatched)).toEqual([{ code: '123456' }])
  })

  it('a pasted code fills every box and is sent; letters and spaces in it are dropped', async () => {
    const { dispatched } = await openEmailLogin({ step: 'code' })
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => ' 654 321 ' } })
    expect(boxes().map((b) => b.value)).toEqual(['6', '5', '4', '3', '2', '1'])
    expect(codes(dispatched)).toEqual([{ code: '654321' }])
  })

  it('Backspace on an empty box clears the one before and goes there', async () => {
    await openEmailLogin({ step: 'code' })
    fireEvent.change(boxes()[0]!, { target: { value: '1' } })
    fireEvent.change(boxes()[1]!, { target: { value: '2' } })
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' })
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('1')
    expect(focusedInShadow()).toBe(boxes()[1])
  })

  it("a wrong code shows the frame's words, tied to the boxes, and keeps the digits to correct", async () => {
    const { store } = await openEmailLogin({ step: 'code' })
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '000000' } })
    act(() => void store.dispatch(emailLoginFailed({ step: 'code', error: 'Invalid code' })))
    const error = inShadow().getByText('Invalid code')
    expect(boxes()[0]!.getAttribute('aria-invalid')).toBe('true')
    expect(boxes()[0]!.getAttribute('aria-describedby')).toBe(error.id)
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('000000')
  })

  it('resend waits out the 30 s cooldown, counting down, then sends the email again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const { dispatched } = await openEmailLogin({ step: 'code', sentAt: Date.now() })
    const resend = () => inShadow().getByRole('button', { name: /^Resend code/ }) as HTMLButtonElement
    expect(resend().textContent).toBe('Resend code in 30 s')
    expect(resend().getAttribute('aria-disabled')).toBe('true')
    // Pressed in the cooldown: nothing is sent.
    fireEvent.click(resend())
    expect(dispatched(emailSubmitted.type)).toEqual([])
    act(() => void vi.advanceTimersByTime(12_000))
    expect(resend().textContent).toBe('Resend code in 18 s')
    act(() => void vi.advanceTimersByTime(18_000))
    expect(resend().getAttribute('aria-disabled')).toBeNull()
    fireEvent.click(resend())
    expect(dispatched(emailSubmitted.type).map((a) => a.payload)).toEqual([{ email }])
  })

  it('while the code is checked the boxes wait (read-only, keeping the focus), and say so', async () => {
    await openEmailLogin({ step: 'verifying' })
    expect(boxes().every((box) => box.readOnly && box.getAttribute('aria-disabled') === 'true')).toBe(true)
    expect(boxes().some((box) => box.disabled)).toBe(false)
    expect(inShadow().getByText('Checking the code…')).toBeTruthy()
  })

  it("a failed send says why in the spec's words, and offers to try again or use another email", async () => {
    const { store, dispatched } = await openEmailLogin({ step: 'sending' })
    act(() => void store.dispatch(emailLoginFailed({ step: 'idle', error: 'Please try again after 12 seconds' })))
    expect(statusText()).toContain('Please try again after 12 seconds')
    fireEvent.click(inShadow().getByRole('button', { name: 'Try again' }))
    expect(dispatched(emailSubmitted.type).map((a) => a.payload)).toEqual([{ email }])
    act(() => void store.dispatch(emailLoginFailed({ step: 'idle', error: 'Unable to load email login dependency' })))
    fireEvent.click(inShadow().getByRole('button', { name: 'Use another email' }))
    await waitFor(() => expect(store.getState().portico.router.history.at(-1)).toEqual({ view: 'Connect' }))
  })
})
