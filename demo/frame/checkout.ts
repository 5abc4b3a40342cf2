// The fake on-ramp provider's checkout page, on the frame's origin (an origin that is not the
// app's, as a provider's is): what Coinbase or Meld would show, offline. It reads the order from
// its own URL, shows what the visitor pays and gets (priced as the mocks' quote), and on Pay its
// wallet sends the coin on the local chain (mocks/onramp/fakeProvider.ts). It tells the app
// nothing: the app sees the purchase arrive, as with a real provider, through the history call.
import { deliver, orderOf, priceOrder } from '../../mocks/onramp/fakeProvider'
import { readSettings } from '../settings'

const root = document.getElementById('checkout')!

function paragraph(text: string, className?: string) {
  const p = document.createElement('p')
  p.textContent = text
  if (className) p.className = className
  return p
}

function show(...nodes: Node[]) {
  root.replaceChildren(...nodes)
}

const order = orderOf(location.href)
const priced = 'error' in order ? order : priceOrder(order)
if ('error' in priced) {
  show(paragraph(`This checkout link is not valid: ${priced.error}. Close this window and start again from the app.`))
} else {
  const heading = document.createElement('h1')
  heading.textContent = `Buy ${priced.symbol} (fake ${priced.provider === 'meld' ? 'Meld' : 'Coinbase'})`
  const pairs = document.createElement('dl')
  for (const [term, value] of [
    ['You pay', `${Number(priced.fiatAmount).toFixed(2)} ${priced.fiatCurrency}`],
    ['Provider fee', `${priced.providerFee} ${priced.fiatCurrency}`],
    ['Network fee', `${priced.networkFee} ${priced.fiatCurrency}`],
    ['You get', `${priced.cryptoAmount} ${priced.symbol}`],
    ['Network', priced.network],
    ['To', priced.address],
  ]) {
    const dt = document.createElement('dt')
    dt.textContent = term!
    const dd = document.createElement('dd')
    dd.textContent = value!
    pairs.append(dt, dd)
  }
  const pay = document.createElement('button')
  pay.type = 'button'
  pay.textContent = `Pay ${Number(priced.fiatAmount).toFixed(2)} ${priced.fiatCurrency}`
  const cancel = document.createElement('button')
  cancel.type = 'button'
  cancel.className = 'secondary'
  cancel.textContent = 'Cancel'
  cancel.addEventListener('click', () => window.close())
  const actions = document.createElement('div')
  actions.className = 'actions'
  actions.append(pay, cancel)
  const note = paragraph('No card is charged: the provider’s wallet on the local chain sends the coin.')
  pay.addEventListener('click', () => {
    pay.disabled = true
    show(heading, pairs, paragraph('Sending…'))
    deliver(priced, readSettings().anvilUrl).then(
      (hash) => {
        const done = paragraph(`Done: ${priced.cryptoAmount} ${priced.symbol} sent (${hash}). This window closes now.`)
        show(heading, pairs, done)
        setTimeout(() => window.close(), 1500)
      },
      (error: unknown) =>
        show(heading, pairs, paragraph(`The delivery failed: ${(error as Error).message}`, 'error'), actions),
    )
  })
  show(heading, pairs, note, actions)
}
