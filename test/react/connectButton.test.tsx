// @vitest-environment jsdom
// ConnectButton, the one button of the README's first example: Connect Wallet while
// disconnected, the account once connected, as the peers' one button is (RainbowKit's
// ConnectButton, AppKit's <appkit-button>). Once connected it is the account button.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db'
import { ConnectButton, PorticoProvider, mainnet, polygon } from '../../src'
import { connectRequested } from '../../src/features/connection/actions'
import { shortAddress } from '../../src/views/format'
import { fixtureAccountConnector } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'
import { viewTestMocks } from '../views/support/lifecycle'
import { porticoHost, renderModal } from '../views/support/shadow'
import type { ViewStore } from '../views/support/store'

viewTestMocks()

const config = { projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet, polygon] }

describe('ConnectButton', () => {
  it('once connected, shows the account (avatar, and its name once looked up) and a click opens Account', async () => {
    const p = porticoForTest({ baseUrls: mockedHosts })
    const wallet = fixtureAccountConnector()
    p.registry.add(wallet.connector)
    renderModal(p.store as unknown as ViewStore['store'], {}, <ConnectButton />)
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()

    act(() => void p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id })))
    const short = shortAddress(fixtures.account)
    const button = await screen.findByRole('button', { name: new RegExp(`^Account ${short}`) })
    // The short address at first, the account's name once its lookup answers (in either order).
    expect(button.textContent).toMatch(new RegExp(`${short}|${fixtures.registeredName}`))
    await waitFor(() => expect(button.textContent).toContain(fixtures.registeredName))
    expect(button.textContent).not.toContain('Connect Wallet')
    // Its face: the profile's image, which came with the name (the address's gradient before).
    expect(button.querySelector('img, [data-avatar]')).toBeTruthy()

    fireEvent.click(button)
    await waitFor(() => expect(porticoHost()?.shadowRoot?.querySelector('[data-view="Account"]')).toBeTruthy())
  })

  it('while disconnected, renders on the server exactly the Connect Wallet button it always has', () => {
    const html = renderToString(
      <PorticoProvider config={config}>
        <ConnectButton />
      </PorticoProvider>,
    )
    // The buttons' style sheet (their compact form; in a whole document React puts it in the
    // head), then one <button>, these attributes only (no account name, no busy state), the text
    // alone (no comment markers, no avatar): what a host's server sends and the package test matches.
    expect(html).toMatch(
      /^<style data-precedence="portico" data-href="portico-host-buttons">[^<]*<\/style><button type="button" class="portico-connect-button" style="[^"<>]*" data-compact="auto">Connect Wallet<\/button>$/,
    )
    expect(html).toContain('background:var(--portico-color-accent, ')
  })
})
