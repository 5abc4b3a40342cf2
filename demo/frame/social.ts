// The fake social provider's consent page, on the frame's origin: what Google or GitHub would
// show, offline. The frame sent the visitor here with a one-time state and the app's origin;
// allowing (as an account name of the visitor's choice) or declining is recorded in the frame's
// login service, and the address the provider came back to (with OAuth's `error=access_denied`
// when declined) told to the window that opened this popup, at the app's origin only. Where the
// app could not open a popup (an in-app browser), the app's tab came here itself, its `state`
// carrying `--` and the address to go back to (on the app's origin only): the result goes back
// there as `result_uri`, as the secure site's way back does.
import { createFakeAuth } from '../../mocks/frame/fakeAuth'
import type { SocialResultMessage } from '../../src/frame/protocol'

const query = new URLSearchParams(location.search)
const given = query.get('state') ?? ''
const wayBack = given.indexOf('--')
const state = wayBack === -1 ? given : given.slice(0, wayBack)
const app = query.get('app') ?? ''
/** The app's page to go back to (same-tab sign-in), only on the app's own origin. */
const back = (() => {
  if (wayBack === -1) return undefined
  try {
    const url = new URL(given.slice(wayBack + 2))
    return url.origin === app ? url : undefined
  } catch {
    return undefined
  }
})()
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
  if (back) {
    back.searchParams.set('result_uri', resultUri)
    return location.replace(back.href)
  }
  window.opener?.postMessage({ resultUri } satisfies SocialResultMessage, app)
  window.close()
}

if (!provider || !/^https?:\/\/[^/]+$/.test(app) || (!window.opener && !back)) {
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
