// The fake frame's inbox: every code and device link its login service sent, to any address,
// newest first. A page on the frame's origin (it reads the service's records in that origin's
// storage), shown beside the demo in a panel; it follows new mail as it arrives. Below it, the
// switches of the frame's faults (mocks/frame/frameFaults.ts).
import { createFakeAuth, fakeAuthRecordsKey, type InboxMessage } from '../../mocks/frame/fakeAuth'
import { frameFaults, readFrameFaults, writeFrameFaults, type FrameFault } from '../../mocks/frame/frameFaults'

const auth = createFakeAuth({ store: localStorage })
const list = document.getElementById('inbox')!
const time = (at: number) => new Date(at).toLocaleTimeString()

function row(message: InboxMessage): HTMLLIElement {
  const item = document.createElement('li')
  const head = document.createElement('p')
  head.className = 'inbox-head'
  head.textContent = `To ${message.to} · ${time(message.at)}`
  item.append(head)
  if (message.kind === 'code') {
    const code = document.createElement('p')
    code.className = 'inbox-code'
    code.textContent = message.value
    code.setAttribute('aria-label', `Code ${message.value.split('').join(' ')}`)
    item.append('Your sign-in code: ', code)
  } else {
    const approved = auth.deviceApproved(message.to)
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = approved ? 'Device approved' : 'Approve this device'
    button.disabled = approved
    button.addEventListener('click', () => {
      auth.approveDevice(message.to)
      render()
    })
    item.append('A new device wants to sign in. ', button)
  }
  return item
}

function render() {
  const messages = auth.inbox().slice().reverse()
  list.replaceChildren(...messages.map(row))
  if (messages.length === 0) {
    const empty = document.createElement('li')
    empty.className = 'inbox-empty'
    empty.textContent = 'No mail yet. Sign in with an email in the modal: its code or device link shows here.'
    list.replaceChildren(empty)
  }
}

// Another window of this origin (the hidden frame) wrote the records.
window.addEventListener('storage', (event) => {
  if (event.key === fakeAuthRecordsKey) render()
})
render()

const faults = document.getElementById('faults')!
for (const [name, label] of Object.entries(frameFaults) as [FrameFault, string][]) {
  const box = document.createElement('input')
  box.type = 'checkbox'
  box.checked = readFrameFaults(localStorage).has(name)
  box.addEventListener('change', () => {
    const active = readFrameFaults(localStorage)
    if (box.checked) active.add(name)
    else active.delete(name)
    writeFrameFaults(localStorage, active)
  })
  const line = document.createElement('label')
  line.append(box, ` ${label}`)
  faults.append(line)
}
