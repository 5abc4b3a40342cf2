// @vitest-environment jsdom
// A refusal by the app's paymaster (ERC-7677) on Swap and Pay, as Send says it: the flow keeps
// the refusal and the service's reason, the view says them in the visitor's language (German
// here), the reason in the service's own words. A host reading usePay gets the flag and the reason.
import { describe, expect, it } from 'vitest'
import { localeActivated } from '../../src/features/locale/localeSlice'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { payAsked } from '../../src/features/pay/actions'
import { payAttemptFailed } from '../../src/features/pay/paySlice'
import { swapFailed, swapTokenChosen } from '../../src/features/swap/actions'
import { swapTokensLoaded, swapTokensLoading } from '../../src/features/swap/swapSlice'
import { loadCatalogue } from '../../src/i18n/loadCatalogue'
import { usePay } from '../../src/react/hooks'
import { viewTestMocks } from './support/lifecycle'
import { renderModal, viewLoaded } from './support/shadow'
import { connectedOnEthereum, viewStore } from './support/store'
import { eth, usdc } from './support/swapTokens'
import { ethPayment } from './support/payment'

viewTestMocks()

/** A German visitor connected on Ethereum, the modal open on `view`. */
async function germanVisitorOn(view: 'Swap' | 'Pay', scene: (store: ReturnType<typeof viewStore>['store']) => void) {
  const { store } = viewStore()
  connectedOnEthereum(store)
  await loadCatalogue('de')
  store.dispatch(localeActivated({ tag: 'de', direction: 'ltr' }))
  scene(store)
  store.dispatch(pushed({ view }))
  store.dispatch(opened())
  return store
}

describe("the app's paymaster refused: said in the visitor's language, with the service's reason", () => {
  it('Swap, in German', async () => {
    const reason = 'The app does not sponsor swaps of ETH'
    const store = await germanVisitorOn('Swap', (store) => {
      store.dispatch(swapTokensLoading({ network: 'eip155:1' }))
      store.dispatch(swapTokensLoaded({ network: 'eip155:1', list: [eth, usdc] }))
      store.dispatch(swapTokenChosen({ side: 'from', caipAddress: eth.caipAddress }))
      store.dispatch(swapTokenChosen({ side: 'to', caipAddress: usdc.caipAddress }))
      store.dispatch(swapFailed({ error: reason, declined: false, sponsorRefused: true }))
    })
    renderModal(store)
    const view = await viewLoaded('Swap')
    expect(view.getByRole('alert').textContent).toBe(
      `Die App konnte die Netzwerkgebühr nicht zahlen, daher wurde nichts getauscht: ${reason}`,
    )
    expect(view.getByRole('button', { name: 'Netzwerkgebühr selbst zahlen' })).toBeTruthy()
  })

  it("Pay, in German; the host's usePay has the refusal and the reason", async () => {
    const reason = 'The app does not sponsor payments in ETH'
    const store = await germanVisitorOn('Pay', (store) => {
      store.dispatch(payAsked({ id: 'pay-1', request: ethPayment }))
      store.dispatch(payAttemptFailed({ message: reason, declined: false, sponsorRefused: true }))
    })
    const heard: ReturnType<typeof usePay>[] = []
    function HostPage() {
      heard.push(usePay())
      return null
    }
    renderModal(store, {}, <HostPage />)
    const view = await viewLoaded('Pay')
    expect(view.getByRole('alert').textContent).toBe(
      `Die App konnte die Netzwerkgebühr nicht zahlen, daher wurde nichts bezahlt: ${reason}`,
    )
    expect(view.getByRole('button', { name: 'Netzwerkgebühr selbst zahlen' })).toBeTruthy()
    expect(heard.at(-1)).toMatchObject({ status: 'asked', error: reason, sponsorRefused: true })
  })
})
