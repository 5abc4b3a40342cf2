// Every namespace's accounts (sections 3 and 6): a connection spanning eip155, Solana and Bitcoin
// gives each namespace its account list with types — a Bitcoin wallet's addresses are payment
// ones, the others' keys EOAs — and the namespace's preferred type by section 6's defaults; the
// visitor moves to another of the list's accounts, and only to one of them.
import { describe, expect, it, vi } from 'vitest'
import { connectRequested } from '../../src/features/connection/actions'
import { accountSwitchRequested } from '../../src/features/account/actions'
import { bitcoin, mainnet, polkadot, solana } from '../../src/networks'
import { fakeConnector } from '../support/fakeConnector'
import { porticoForTest } from '../support/portico'
import type { ConnectResult } from '../../src/connectors/types'
import { selectPreferredAccountTypes } from '../../src/features/account/accountTypes'

const evm = '0x1111111111111111111111111111111111111111'
const sol = '4i1XQyTRDujAfuTZYEfJMPQwTj356jfzeBmGWEvLPNRb'
const payment = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const ordinals = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const dot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

async function connectedAcrossNamespaces() {
  const p = porticoForTest({ networks: [mainnet, solana, bitcoin, polkadot] })
  const wallet = fakeConnector({ id: 'walletConnect-like', name: 'Many Chains' })
  const connection = (caipNetworkId: string, accounts: string[]) => ({
    caipAddress: `${caipNetworkId}:${accounts[0]}` as ConnectResult['caipAddress'],
    accounts,
    caipNetworkId: caipNetworkId as ConnectResult['caipNetworkId'],
  })
  const eip155 = connection(mainnet.caipNetworkId, [evm])
  wallet.script.connect = () =>
    Promise.resolve({
      ...eip155,
      namespaces: {
        eip155,
        solana: connection(solana.caipNetworkId, [sol]),
        bip122: connection(bitcoin.caipNetworkId, [payment, ordinals]),
        polkadot: connection(polkadot.caipNetworkId, [dot]),
      },
    })
  p.registry.add(wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  await vi.waitFor(() => expect(p.state().account.bip122?.status).toBe('connected'))
  return p
}

describe("every namespace's accounts", () => {
  it('types each account by its namespace: payment on bip122, eoa elsewhere', async () => {
    const p = await connectedAcrossNamespaces()
    const { account } = p.state()
    expect(account.bip122?.allAccounts).toEqual([
      { address: payment, type: 'payment' },
      { address: ordinals, type: 'payment' },
    ])
    expect(account.solana?.allAccounts).toEqual([{ address: sol, type: 'eoa' }])
    expect(account.polkadot?.allAccounts).toEqual([{ address: dot, type: 'eoa' }])
    expect(account.eip155?.allAccounts).toEqual([{ address: evm, type: 'eoa' }])
  })

  it("prefers section 6's account type per namespace: eip155 smartAccount, bip122 payment, polkadot and solana eoa", async () => {
    const p = await connectedAcrossNamespaces()
    expect(selectPreferredAccountTypes(p.store.getState())).toEqual({
      eip155: 'smartAccount',
      bip122: 'payment',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })

  it('moves to another account of the list on the same network, and never to one outside it', async () => {
    const p = await connectedAcrossNamespaces()
    p.store.dispatch(accountSwitchRequested({ namespace: 'bip122', address: ordinals }))
    await vi.waitFor(() => expect(p.state().account.bip122?.caipAddress).toBe(`${bitcoin.caipNetworkId}:${ordinals}`))
    p.store.dispatch(accountSwitchRequested({ namespace: 'bip122', address: 'bc1qsomeoneelse' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(p.state().account.bip122?.address).toBe(ordinals)
    // The list stays as the wallet gave it.
    expect(p.state().account.bip122?.allAccounts.map((a) => a.address)).toEqual([payment, ordinals])
  })
})
