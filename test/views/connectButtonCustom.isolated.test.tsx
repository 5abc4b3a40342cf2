// @vitest-environment jsdom
// ConnectButton.Custom's open props on a host's own <button>: intent (the pointer over it, focus,
// a touch) loads what the open will show, as on Portico's own buttons. Isolated: it replaces
// the module that preloads (vi.mock), which a shared module graph cannot.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AccountButton, ConnectButton, NetworkButton } from '../../src'
import { accountConnected } from '../../src/features/account/accountSlice'
import { openIntended, openRequested } from '../../src/features/modal/actions'
import { preloadOpen } from '../../src/react/modalChunk'
import { PorticoReduxContext } from '../../src/react/context'
import { viewStore, withNetworks } from './support/store'

// What intent preloads (the modal's body and the view the open will show).
vi.mock('../../src/react/modalChunk', () => ({
  preloadOpen: vi.fn(),
  modalBody: { preload: vi.fn(), loaded: () => undefined },
}))

afterEach(cleanup)
beforeEach(() => vi.mocked(preloadOpen).mockClear())

const address = '0xA11cE5D1a9B0c7e3f2D4b6A8c0E1f3A5b7c9d2e4'

/** The host's three buttons, each with one of the open props spread on it. */
function HostButtons() {
  return (
    <ConnectButton.Custom>
      {({ connectProps, accountProps, networkProps }) => (
        <>
          <button type="button" {...connectProps}>
            Host connect
          </button>
          <button type="button" {...accountProps}>
            Host account
          </button>
          <button type="button" {...networkProps}>
            Host network
          </button>
        </>
      )}
    </ConnectButton.Custom>
  )
}

function renderBeside(portico: ReactNode, connected = false) {
  const setup = viewStore()
  withNetworks(setup.store)
  if (connected)
    setup.store.dispatch(
      accountConnected({
        namespace: 'eip155',
        caipAddress: `eip155:1:${address}`,
        wallet: { name: 'MetaMask', type: 'ANNOUNCED' },
      }),
    )
  render(
    <Provider store={setup.store} context={PorticoReduxContext}>
      {portico}
      <HostButtons />
    </Provider>,
  )
  return setup
}

/** What a gesture on a button starts: the intent actions and the preloads, then clears both. */
function startedBy(setup: ReturnType<typeof viewStore>, gesture: () => void) {
  const before = setup.dispatched(openIntended.type).length
  gesture()
  const intents = setup.dispatched(openIntended.type).slice(before)
  const preloads = vi.mocked(preloadOpen).mock.calls.slice()
  vi.mocked(preloadOpen).mockClear()
  return { intents, preloads }
}

const gestures = [
  ['the pointer coming over it', (button: HTMLElement) => fireEvent.pointerEnter(button)],
  ['focus reaching it', (button: HTMLElement) => fireEvent.focus(button)],
  ['a finger touching it', (button: HTMLElement) => fireEvent.pointerDown(button)],
] as const

describe('ConnectButton.Custom on intent', () => {
  it.each(gestures)(
    'the connect props start loading what the open shows on intent, as Portico’s own button: %s',
    (_, gesture) => {
      const setup = renderBeside(<ConnectButton />)
      const portico = startedBy(setup, () => gesture(screen.getByRole('button', { name: 'Connect Wallet' })))
      const host = startedBy(setup, () => gesture(screen.getByRole('button', { name: 'Host connect' })))
      expect(host).toEqual(portico)
      expect(host.preloads).toEqual([['Connect']])
      expect(host.intents).toHaveLength(1)
      // Intent opens nothing.
      expect(setup.dispatched(openRequested.type)).toEqual([])
    },
  )

  it('the account props load Account and the network props Networks, as AccountButton and NetworkButton', () => {
    const setup = renderBeside(
      <>
        <AccountButton />
        <NetworkButton />
      </>,
      true,
    )
    const pointerOver = (name: string | RegExp) => () => fireEvent.pointerEnter(screen.getByRole('button', { name }))
    const account = startedBy(setup, pointerOver(/^Account /))
    expect(startedBy(setup, pointerOver('Host account'))).toEqual(account)
    expect(account.preloads).toEqual([['Account']])
    const network = startedBy(setup, pointerOver('Network: Ethereum'))
    expect(startedBy(setup, pointerOver('Host network'))).toEqual(network)
    expect(network.preloads).toEqual([['Networks']])
  })
})
