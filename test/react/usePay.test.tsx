// @vitest-environment jsdom
// usePay as a host calls it (section 2's optional screens), on Portico's own store as the README mounts it: a
// request is checked before anything is shown, so one that is refused (the switch off, a wrong
// request) rejects with its reason and opens no modal, whether or not a wallet is connected and
// whether or not the api had come yet; a valid one opens Pay, which asks to connect first.
import { act, cleanup, render } from '@testing-library/react'
import { useEffect } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PayError, PorticoProvider, mainnet, polygon, usePay, usePortico, usePorticoModal } from '../../src'
import type { PayRequest } from '../../src/features/pay/constants'
import { createNodeMocks } from '../../mocks/node'
import { porticoHost, viewLoaded } from '../views/support/shadow'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'bypass' }))
afterEach(() => {
  cleanup()
  document.querySelectorAll('[data-portico]').forEach((e) => e.remove())
})
afterAll(() => mocks.server.close())

const config = { projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet, polygon] }

const request: PayRequest = {
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '1',
  network: 'eip155:1',
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

/** The host's page: usePay's `pay`, the modal as the host sees it, and whether it ever opened. */
function hostPage(features: { pay: boolean }) {
  const host = { pay: undefined as unknown as ReturnType<typeof usePay>['pay'], close: () => {}, everOpen: false }
  function Probe() {
    const { pay } = usePay()
    const { close } = usePortico()
    const { open } = usePorticoModal()
    if (open) host.everOpen = true
    useEffect(() => {
      host.pay = pay
      host.close = close
    }, [pay, close])
    return null
  }
  render(
    <PorticoProvider config={{ ...config, features }}>
      <Probe />
    </PorticoProvider>,
  )
  return host
}

const dialog = () => porticoHost()?.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]') ?? undefined

/**
 * What the modal says once anything the request set off (the api's chunk, a modal opening, its
 * view's chunk) has happened; undefined when no dialog is rendered.
 */
async function modalText() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
  const view = dialog()?.querySelector('[data-view]')?.getAttribute('data-view')
  if (view) await viewLoaded(view)
  return dialog()?.querySelector('[data-view]')?.textContent ?? dialog()?.textContent ?? undefined
}

describe('usePay: a refused request opens nothing', () => {
  it('an invalid pay request while disconnected is refused to the host and opens no modal', async () => {
    const host = hostPage({ pay: true })
    const refused = await host.pay({ ...request, recipient: '0x1234' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PayError)
    expect(refused).toMatchObject({
      code: 'INVALID_REQUEST',
      message: 'recipient must be an EVM address (0x and 40 hex digits), not "0x1234"',
    })
    expect(await modalText()).toBeUndefined()
    expect(host.everOpen).toBe(false)
  })

  it('a pay request with the switch off is refused to the host and opens no modal', async () => {
    const host = hostPage({ pay: false })
    const refused = await host.pay(request).catch((error: unknown) => error)
    expect(refused).toMatchObject({
      code: 'PAY_DISABLED',
      message: 'Pay is not enabled: set features.pay to true in the config',
    })
    expect(await modalText()).toBeUndefined()
    expect(host.everOpen).toBe(false)
  })
})

describe('usePay: a valid request while disconnected', () => {
  it('opens Pay on what is asked, whose first way is to connect a wallet; closing it rejects as CANCELLED', async () => {
    const host = hostPage({ pay: true })
    const asked = host.pay(request).catch((error: unknown) => error)
    const pay = await viewLoaded('Pay')
    expect(pay.getByText('1 ETH')).toBeTruthy()
    expect(pay.getByRole('button', { name: 'Connect a wallet' })).toBeTruthy()
    act(() => host.close())
    expect(await asked).toMatchObject({ code: 'CANCELLED' })
  })
})
