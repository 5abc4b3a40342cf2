// The fake Farcaster approval page, on the frame's origin: what the Farcaster app shows when the
// visitor scans the QR code or opens the link, offline. Approving (as a username of the
// visitor's choice) is recorded in the frame's login service, where the frame is waiting for it.
import { createFakeAuth } from '../../mocks/frame/fakeAuth'

const channel = new URLSearchParams(location.search).get('channel') ?? ''
const auth = createFakeAuth({ store: localStorage })
const root = document.getElementById('approval')!

if (!auth.farcasterPending(channel)) {
  root.textContent = 'This Farcaster sign-in request is not valid any more. Ask the app for a new code.'
} else {
  const heading = document.createElement('h1')
  heading.textContent = 'Sign in with Farcaster (fake)'
  const text = document.createElement('p')
  text.textContent = 'An app on this machine asks to sign you in with your Farcaster account.'
  const label = document.createElement('label')
  const input = document.createElement('input')
  input.value = 'demo-farcaster-user'
  label.append('Your Farcaster username', input)
  const approve = document.createElement('button')
  approve.type = 'button'
  approve.textContent = 'Approve'
  approve.addEventListener('click', () => {
    auth.approveFarcaster(channel, input.value.trim() || 'demo-farcaster-user')
    root.textContent = 'Signed in. You can close this tab and return to the app.'
  })
  root.append(heading, text, label, approve)
}
