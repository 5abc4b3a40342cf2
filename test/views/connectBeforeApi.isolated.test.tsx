// @vitest-environment jsdom
// Section 2's Connect view on the slowest network: the wallets that need no service (the page's
// own, WalletConnect, All Wallets, the host's) are listed as soon as the modal's body is there,
// without waiting for the api's chunk (RTK Query, the directory's contract), which on a slow
// phone is most of what the first open fetches and runs. Here that chunk never arrives.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { UnknownAction } from '@reduxjs/toolkit'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton, PorticoProvider, createPorticoStore, mainnet } from '../../src'
import { socialLoginRequested } from '../../src/features/embeddedWallet/actions'
import { apiAttached } from '../../src/store/apiAttachment'
import { viewLoaded } from './support/shadow'

vi.mock('../../src/composition/apiParts', () => new Promise(() => {}))

const fetched = vi.spyOn(globalThis, 'fetch')
afterAll(() => fetched.mockRestore())
afterEach(cleanup)

const pageWallet = {
  info: {
    uuid: '0b7c0d47-58a3-4a0e-9a55-4b1b1d2b5c11',
    name: 'Page Wallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    rdns: 'test.page.wallet',
  },
  provider: { request: async () => [], on: () => {}, removeListener: () => {} },
}

describe('the Connect view before the api is there', () => {
  it("lists the page's wallets, WalletConnect and All Wallets, and asks no service anything", async () => {
    window.addEventListener('eip6963:requestProvider', () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze(pageWallet) })),
    )
    render(
      <PorticoProvider config={{ projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet] }}>
        <ConnectButton />
      </PorticoProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await viewLoaded('Connect')
    expect(await connect.findByRole('button', { name: /Page Wallet/ })).toBeTruthy()
    expect(connect.getByRole('button', { name: /WalletConnect/ })).toBeTruthy()
    expect(connect.getByRole('button', { name: /All Wallets/ })).toBeTruthy()
    // The directory's wallets come with the api.
    expect(connect.queryByRole('list', { name: 'Recommended wallets' })).toBeNull()
    expect(fetched).not.toHaveBeenCalled()
  })

  it("a social login picked before the api's flows hear is asked for once they do, and only then", async () => {
    const heard: UnknownAction[] = []
    const store = createPorticoStore(
      {
        projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7',
        networks: [mainnet],
        embeddedWallet: { frameUrl: 'http://127.0.0.1:9/frame.html' },
      },
      { middleware: [() => (next) => (action) => (heard.push(action as UnknownAction), next(action))] },
    )
    render(
      <PorticoProvider store={store}>
        <ConnectButton />
      </PorticoProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await viewLoaded('Connect')
    fireEvent.click(await connect.findByRole('button', { name: 'Continue with Google' }))
    const asked = () => heard.filter((a) => a.type === socialLoginRequested.type).map((a) => a.payload)
    expect(asked()).toEqual([])
    act(() => void store.dispatch(apiAttached()))
    expect(asked()).toEqual([{ provider: 'google' }])
  })
})
