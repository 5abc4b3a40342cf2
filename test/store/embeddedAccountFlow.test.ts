// The embedded wallet's account types on a real store (section 6), through the auth connector and
// the fake frame on a real anvil: signed in, the account is the smart account and the Account
// view's state says who signed in and that both types are offered; switching to the EOA moves the
// connected address there (as any wallet's account change) and is remembered for the next visit.
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { accountTypeRequested } from '../../src/features/embeddedWallet/actions'
import { storageLoginCache } from '../../src/features/embeddedWallet/loginCache'
import { selectEmbeddedAccount } from '../../src/features/embeddedWallet/selectors'
import { anvil as anvilNetwork, mainnet } from '../../src/networks'
import { switchNetworkRequested } from '../../src/features/connection/actions'
import { demoChainForFile } from '../support/demoChainForFile'
import { smartAccountOf } from '../../mocks/chain/smartAccount'
import { userKey } from '../../mocks/frame/frameWallet'
import { connectedPair, secret } from '../frame/support/framePair'
import { porticoForTest } from '../support/portico'
import { signInByEmail } from '../support/emailSignIn'

const chain = demoChainForFile()

const email = 'types@example.com'

describe('section 6: the embedded wallet’s account types', () => {
  it('the smart account first; a switch to the EOA moves the account there and is remembered', async () => {
    const pair = connectedPair({ rpcUrl: chain().url, smartAccounts: { networks: [31337], faucet: true } })
    const p = porticoForTest({ networks: [anvilNetwork(chain().url)] })
    p.registry.add(
      createAuthConnector({ frame: async () => pair.client, chainId: 31337, cache: storageLoginCache(p.storage) }),
    )
    await signInByEmail(p, pair.auth, email)

    const owner = privateKeyToAccount(userKey(secret, email)).address
    const smart = smartAccountOf(owner)
    await vi.waitFor(() => expect(p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${smart}`))
    await vi.waitFor(() =>
      expect(selectEmbeddedAccount(p.store.getState()).account).toEqual({
        email,
        current: 'smartAccount',
        available: ['smartAccount', 'eoa'],
      }),
    )

    p.store.dispatch(accountTypeRequested({ type: 'eoa' }))
    expect(selectEmbeddedAccount(p.store.getState()).switching).toBe(true)
    await vi.waitFor(() => expect(p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${owner}`))
    await vi.waitFor(() => expect(selectEmbeddedAccount(p.store.getState()).account?.current).toBe('eoa'))
    expect(selectEmbeddedAccount(p.store.getState()).switching).toBe(false)
    expect(await p.storage.get('preferredAccountTypes')).toEqual({ eip155: 'eoa' })
  })

  it('a network without smart accounts: the account is the EOA there and only the EOA is offered; back again, the smart account', async () => {
    const pair = connectedPair({ rpcUrl: chain().url, smartAccounts: { networks: [31337], faucet: true } })
    const p = porticoForTest({ networks: [anvilNetwork(chain().url), mainnet] })
    p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
    const address = 'network@example.com'
    await signInByEmail(p, pair.auth, address)
    const owner = privateKeyToAccount(userKey(secret, address)).address
    const smart = smartAccountOf(owner)
    await vi.waitFor(() => expect(p.state().account.eip155?.address).toBe(smart))

    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:1' }))
    await vi.waitFor(() => expect(p.state().account.eip155?.caipAddress).toBe(`eip155:1:${owner}`))
    await vi.waitFor(() =>
      expect(selectEmbeddedAccount(p.store.getState()).account).toMatchObject({ current: 'eoa', available: ['eoa'] }),
    )

    p.store.dispatch(switchNetworkRequested({ caipNetworkId: 'eip155:31337' }))
    await vi.waitFor(() => expect(p.state().account.eip155?.caipAddress).toBe(`eip155:31337:${smart}`))
    await vi.waitFor(() =>
      expect(selectEmbeddedAccount(p.store.getState()).account).toMatchObject({
        current: 'smartAccount',
        available: ['smartAccount', 'eoa'],
      }),
    )
  })
})
