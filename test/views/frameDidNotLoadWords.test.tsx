// @vitest-environment jsdom
// A login or update whose frame never loaded keeps section 8's words as a catalogue key
// (features/embeddedWallet/loginSteps.ts: failureMessage); each view that shows the failure says
// them in the visitor's words, never the key. The step is set on the store here, as the flow
// leaves it.
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emailLoginFailed, emailLoginStepped } from '../../src/features/embeddedWallet/emailLoginSlice'
import { emailUpdateFailed } from '../../src/features/embeddedWallet/emailUpdateSlice'
import { farcasterLoginFailed } from '../../src/features/embeddedWallet/farcasterLoginSlice'
import { socialLoginEnded, socialLoginStepped } from '../../src/features/embeddedWallet/socialLoginSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { openModalStore } from './support/store'

viewTestMocks()

const key = 'alert.iframeLoadFailed.short'
const words = 'Network Error - Could not load embedded wallet'

async function onView(view: 'EmailLogin' | 'Socials' | 'ConnectingFarcaster' | 'UpdateEmail') {
  const setup = openModalStore()
  setup.store.dispatch(pushed({ view }))
  renderModal(setup.store)
  await viewLoaded(view)
  return setup
}

/** What the view says, its key nowhere. */
function saysWords() {
  expect(inShadow().queryByText(key)).toBeNull()
  expect(inShadow().queryByText(words)).not.toBeNull()
}

describe("section 8: a frame that never loaded is said in section 8's words, in every view that shows the failure", () => {
  it('EmailLogin, on the form and on the code step', async () => {
    const { store } = await onView('EmailLogin')
    act(() => void store.dispatch(emailLoginStepped({ step: 'sending', email: 'visitor@example.com' })))
    act(() => void store.dispatch(emailLoginFailed({ step: 'idle', error: key })))
    saysWords()
    act(() => void store.dispatch(emailLoginFailed({ step: 'code', error: key })))
    saysWords()
  })

  it('Socials', async () => {
    const { store } = await onView('Socials')
    act(() => void store.dispatch(socialLoginStepped({ step: 'opening', provider: 'github' })))
    act(() => void store.dispatch(socialLoginEnded({ step: 'failed', error: key })))
    saysWords()
  })

  it('ConnectingFarcaster', async () => {
    const { store } = await onView('ConnectingFarcaster')
    act(() => void store.dispatch(farcasterLoginFailed(key)))
    saysWords()
  })

  it('UpdateEmail, on the form and on a code step', async () => {
    const { store } = await onView('UpdateEmail')
    act(() => void store.dispatch(emailUpdateFailed({ step: 'idle', error: key })))
    saysWords()
    act(() => void store.dispatch(emailUpdateFailed({ step: 'currentCode', error: key })))
    saysWords()
  })
})
