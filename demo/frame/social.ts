// The fake social provider's consent page, on the frame's origin: what Google or GitHub would
// show, offline. The frame sent the visitor here with a one-time state and the app's origin;
// allowing (as an account name of the visitor's choice) or declining is recorded in the frame's
// login service, and the address the provider came back to (with OAuth's `error=access_denied`
// when declined) told to the window that opened this popup, at the app's origin only.
import { createFakeAuth } from '../../mocks/frame/fakeAuth'
import type { SocialResultMessage } from '../../src/frame/protocol'

const query = new URLSearchParams(location.search)
const state = query.get('state') ?? ''
const app = query.get('app') ?? ''
const auth = createFakeAuth({ store: localStorage })
const provider = auth.socialProviderOf(state)
const root = document.getElementById('consent')!
const names: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

function tell(result: Record<string, string>) {
  const resultUri = `${location.origin}${location.pathname}?${new URLSearchParams({ state, ...result })}`
  window.opener?.postMessage({ resultUri } satisfies SocialResultMessage, app)
  window.close()
}

if (!provider || !/^https?:\/\/[^/]+$/.test(app) || !window.opener) {
  root.textContent = 'This sign-in link is not valid any more. Close this window and start again from the app.'
} else {
  const name = names[provider] ?? provider
  const heading = document.createElement('h1')
  heading.textContent = `Sign in with ${name} (fake)`
  const text = document.createElement('p')
  text.textContent = `${app} asks to sign you in with your ${name} account. Nothing leaves this machine.`
  const label = document.createElement('label')
  const input = document.createElement('input')
  input.value = `demo-${provider}-user`
  input.autocomplete = 'username'
  label.append(`Your ${name} account`, input)
  const allow = document.createElement('button')
  allow.type = 'button'
  allow.textContent = 'Allow'
  allow.addEventListener('click', () => {
    const username = input.value.trim() || `demo-${provider}-user`
    auth.answerSocial(state, { username })
    tell({})
  })
  const decline = document.createElement('button')
  decline.type = 'button'
  decline.className = 'secondary'
  decline.textContent = 'Decline'
  decline.addEventListener('click', () => {
    auth.answerSocial(state, 'declined')
    tell({ error: 'access_denied' })
  })
  const actions = document.createElement('div')
  actions.className = 'actions'
  actions.append(allow, decline)
  root.append(heading, text, label, actions)
}
