import { verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createEip1193Connector } from '../../src/connectors/eip1193Connector'
import { WalletError } from '../../src/connectors/walletErrors'
import type { ConnectorEvent } from '../../src/connectors/types'
import { base } from '../../src/networks'
import type { ConnectorInfo } from '../../src/features/connection/connectorsSlice'
import { fakeProvider } from './fakeProvider'

const info: ConnectorInfo = {
  id: 'announced:io.test',
  type: 'ANNOUNCED',
  name: 'Test Wallet',
  chain: 'eip155',
  rdns: 'io.test',
  installed: true,
}
const lower = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const second = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

async function rejection(promise: Promise<unknown>): Promise<WalletError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(WalletError)
  return error as WalletError
}

describe('eip1193 connector: connect', () => {
  it('maps the accounts and chain to a CAIP address with a checksummed address', async () => {
    const provider = fakeProvider({ eth_requestAccounts: [lower, second], eth_chainId: '0x2105' })
    const result = await createEip1193Connector(info, provider).connect({})
    expect(result).toEqual({
      caipAddress: `eip155:8453:${checksummed}`,
      accounts: [checksummed, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      caipNetworkId: 'eip155:8453',
    })
  })

  it('reports the wallet chain and does not switch silently when another network was requested', async () => {
    const provider = fakeProvider({ eth_requestAccounts: [lower], eth_chainId: '0x1' })
    const result = await createEip1193Connector(info, provider).connect({ caipNetwork: base })
    expect(result.caipNetworkId).toBe('eip155:1')
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'eth_chainId'])
  })

  it('silent connect asks eth_accounts, never eth_requestAccounts', async () => {
    const provider = fakeProvider({ eth_accounts: [lower], eth_chainId: '0x1' })
    await createEip1193Connector(info, provider).connect({ silent: true })
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it("silent connect with no accounts fails 'unauthorized'", async () => {
    const provider = fakeProvider({ eth_accounts: [], eth_chainId: '0x1' })
    const error = await rejection(createEip1193Connector(info, provider).connect({ silent: true }))
    expect(error.kind).toBe('unauthorized')
  })

  it.each([4001, 5000])("a wallet declining with %i becomes 'userRejected'", async (code) => {
    const provider = fakeProvider({
      eth_requestAccounts: () => {
        throw { code, message: 'User declined' }
      },
    })
    const error = await rejection(createEip1193Connector(info, provider).connect({}))
    expect(error).toMatchObject({ kind: 'userRejected', code })
  })
})

describe('eip1193 connector: switchNetwork', () => {
  it('switches with the hex chain id', async () => {
    const provider = fakeProvider({ wallet_switchEthereumChain: null })
    await createEip1193Connector(info, provider).switchNetwork(base)
    expect(provider.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }])
  })

  it.each([
    ['4902', { code: 4902, message: 'Unrecognized chain' }],
    [
      '4902 nested in data.originalError',
      { code: -32603, message: 'Internal error', data: { originalError: { code: 4902 } } },
    ],
  ])('on %s it adds the chain, then switches again', async (_, unknownChain) => {
    let known = false
    const provider = fakeProvider({
      wallet_switchEthereumChain: () => {
        if (!known) throw unknownChain
        return null
      },
      wallet_addEthereumChain: () => {
        known = true
        return null
      },
    })
    await createEip1193Connector(info, provider).switchNetwork(base)
    expect(provider.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x2105',
            chainName: 'Base',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: ['https://mainnet.base.org'],
            blockExplorerUrls: ['https://basescan.org'],
          },
        ],
      },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    ])
  })

  it('adds a chain without explorer without blockExplorerUrls', async () => {
    let known = false
    const provider = fakeProvider({
      wallet_switchEthereumChain: () => {
        if (!known) throw { code: 4902, message: 'Unrecognized chain' }
        return null
      },
      wallet_addEthereumChain: () => {
        known = true
        return null
      },
    })
    const { blockExplorers: _, ...noExplorer } = base
    await createEip1193Connector(info, provider).switchNetwork(noExplorer)
    expect(provider.calls[1]?.params[0]).not.toHaveProperty('blockExplorerUrls')
  })

  it("a declined add surfaces as 'userRejected' and does not switch", async () => {
    const provider = fakeProvider({
      wallet_switchEthereumChain: () => {
        throw { code: 4902, message: 'Unrecognized chain' }
      },
      wallet_addEthereumChain: () => {
        throw { code: 4001, message: 'User rejected the request.' }
      },
    })
    const error = await rejection(createEip1193Connector(info, provider).switchNetwork(base))
    expect(error.kind).toBe('userRejected')
    expect(provider.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  })

  it('other switch errors are not treated as an unknown chain', async () => {
    const provider = fakeProvider({
      wallet_switchEthereumChain: () => {
        throw { code: 4001, message: 'User rejected the request.' }
      },
    })
    const error = await rejection(createEip1193Connector(info, provider).switchNetwork(base))
    expect(error.kind).toBe('userRejected')
    expect(provider.calls).toHaveLength(1)
  })
})

describe('eip1193 connector: disconnect', () => {
  it('revokes eth_accounts permission when the wallet can', async () => {
    const provider = fakeProvider({ wallet_revokePermissions: null })
    await createEip1193Connector(info, provider).disconnect()
    expect(provider.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }])
  })

  it('ignores wallets without wallet_revokePermissions', async () => {
    const provider = fakeProvider({})
    await expect(createEip1193Connector(info, provider).disconnect()).resolves.toBeUndefined()
  })
})

describe('eip1193 connector: events', () => {
  it('events reach subscribers as connector events, in the order the wallet sent them', async () => {
    const provider = fakeProvider({})
    const connector = createEip1193Connector(info, provider)
    const seen: ConnectorEvent[] = []
    connector.subscribe((e) => seen.push(e))
    provider.emit('accountsChanged', [lower])
    provider.emit('chainChanged', '0x89')
    provider.emit('chainChanged', '10')
    provider.emit('chainChanged', 8453)
    provider.emit('disconnect', { code: 4900, message: 'gone' })
    await vi.waitFor(() => expect(seen).toHaveLength(5))
    expect(seen).toEqual([
      { type: 'accountsChanged', accounts: [checksummed] },
      { type: 'chainChanged', caipNetworkId: 'eip155:137' },
      { type: 'chainChanged', caipNetworkId: 'eip155:10' },
      { type: 'chainChanged', caipNetworkId: 'eip155:8453' },
      { type: 'disconnect' },
    ])
  })

  it('an empty accountsChanged means the wallet disconnected', async () => {
    const provider = fakeProvider({})
    const listener = vi.fn()
    createEip1193Connector(info, provider).subscribe(listener)
    provider.emit('accountsChanged', [])
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith({ type: 'disconnect' }))
  })

  it('a malformed accountsChanged (not a list, null, a non-address) is ignored with a warning, not read as access lost', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = fakeProvider({})
    const listener = vi.fn()
    createEip1193Connector(info, provider).subscribe(listener)
    provider.emit('accountsChanged', lower)
    provider.emit('accountsChanged', null)
    provider.emit('accountsChanged', ['not an address'])
    provider.emit('accountsChanged', [lower, 42])
    provider.emit('accountsChanged', [second])
    // The good one after them gets through, and it is the only event.
    await vi.waitFor(() => expect(listener).toHaveBeenCalledOnce())
    expect(listener).toHaveBeenCalledWith({
      type: 'accountsChanged',
      accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    })
    expect(warn).toHaveBeenCalledTimes(4)
    warn.mockRestore()
  })

  it('an unreadable chainChanged is dropped with a warning, not thrown into the wallet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const provider = fakeProvider({})
    const listener = vi.fn()
    createEip1193Connector(info, provider).subscribe(listener)
    expect(() => provider.emit('chainChanged', 'banana')).not.toThrow()
    provider.emit('chainChanged', '0x1')
    // The next event gets through: the bad one was dropped, not stuck in the queue.
    await vi.waitFor(() => expect(listener).toHaveBeenCalledOnce())
    expect(listener).toHaveBeenCalledWith({ type: 'chainChanged', caipNetworkId: 'eip155:1' })
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('attaches provider listeners on the first subscriber and detaches them when the last leaves', () => {
    const provider = fakeProvider({})
    const connector = createEip1193Connector(info, provider)
    expect(provider.listenerCount()).toBe(0)
    const first = vi.fn()
    const stopFirst = connector.subscribe(first)
    const stopSecond = connector.subscribe(vi.fn())
    expect(provider.listenerCount()).toBe(3)
    stopFirst()
    stopFirst()
    expect(provider.listenerCount()).toBe(3)
    provider.emit('chainChanged', '0x1')
    expect(first).not.toHaveBeenCalled()
    stopSecond()
    expect(provider.listenerCount()).toBe(0)
  })

  it('works with a legacy provider that has no event methods', async () => {
    const connector = createEip1193Connector(info, { request: async () => [lower] })
    expect(() => connector.subscribe(() => {})()).not.toThrow()
  })
})

describe('eip1193 connector: wallet operations', () => {
  // Anvil's first test account: a public, well-known key.
  const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
  const tx = { from: signer.address, to: checksummed as Hex, value: '0x1' as const }

  it('sendTransaction asks eth_sendTransaction and answers the hash', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    const provider = fakeProvider({ eth_sendTransaction: hash })
    const connector = createEip1193Connector(info, provider)
    expect(await connector.sendTransaction({ caipNetworkId: 'eip155:1', transaction: tx })).toBe(hash)
    expect(provider.calls).toEqual([{ method: 'eth_sendTransaction', params: [tx] }])
  })

  it("a declined transaction fails as 'userRejected'", async () => {
    const provider = fakeProvider({
      eth_sendTransaction: () => Promise.reject({ code: 4001, message: 'User rejected the request.' }),
    })
    const error = await rejection(
      createEip1193Connector(info, provider).sendTransaction({ caipNetworkId: 'eip155:1', transaction: tx }),
    )
    expect(error.kind).toBe('userRejected')
  })

  it('signMessage is personal_sign of the UTF-8 bytes by the account, and checks out with viem', async () => {
    const provider = fakeProvider({
      personal_sign: ([raw]: readonly unknown[]) => signer.signMessage({ message: { raw: raw as Hex } }),
    })
    const message = 'Sign in to Portico\nünïcode ✓'
    const signature = (await createEip1193Connector(info, provider).signMessage({
      caipAddress: `eip155:1:${signer.address}`,
      message,
    })) as Hex
    expect(provider.calls[0]!.params[1]).toBe(signer.address)
    expect(await verifyMessage({ address: signer.address, message, signature })).toBe(true)
  })

  it('estimateFee is gas × gas price from the wallet’s node', async () => {
    const provider = fakeProvider({ eth_estimateGas: '0x5208', eth_gasPrice: '0x3b9aca00' })
    expect(
      await createEip1193Connector(info, provider).estimateFee({ caipNetworkId: 'eip155:1', transaction: tx }),
    ).toBe(21_000n * 1_000_000_000n)
    expect(provider.calls.map((c) => c.method).sort()).toEqual(['eth_estimateGas', 'eth_gasPrice'])
  })

  it('walletAssets asks wallet_getAssets only where the wallet reports asset discovery, and answers the report as it came', async () => {
    const report = { '0x1': [{ address: 'native', balance: '0x1', type: 'NATIVE', metadata: {} }] }
    const discovering = fakeProvider({
      wallet_getCapabilities: { '0x1': { assetDiscovery: { supported: true } } },
      wallet_getAssets: report,
    })
    expect(
      await createEip1193Connector(info, discovering).walletAssets({ address: checksummed, caipNetworkId: 'eip155:1' }),
    ).toEqual(report)
    expect(discovering.calls).toEqual([
      { method: 'wallet_getCapabilities', params: [checksummed, ['0x1']] },
      { method: 'wallet_getAssets', params: [{ account: checksummed, chainFilter: ['0x1'] }] },
    ])
    const plain = fakeProvider({ wallet_getCapabilities: {} })
    expect(
      await createEip1193Connector(info, plain).walletAssets({ address: checksummed, caipNetworkId: 'eip155:1' }),
    ).toBeUndefined()
    expect(plain.calls.map((c) => c.method)).toEqual(['wallet_getCapabilities'])
  })

  it('a wallet that never answers the assets ask gives none after 5 s, instead of holding the list back', async () => {
    // The asks' chunk is loaded first: the clock is then the wallet's wait alone.
    await import('../../src/connectors/eip155Requests')
    vi.useFakeTimers()
    try {
      const silent = fakeProvider({ wallet_getCapabilities: () => new Promise(() => {}) })
      const asked = createEip1193Connector(info, silent).walletAssets({
        address: checksummed,
        caipNetworkId: 'eip155:1',
      })
      await vi.advanceTimersByTimeAsync(5000)
      expect(await asked).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it("refuses another namespace's operations as 'unsupportedMethod', asking the wallet nothing", async () => {
    const provider = fakeProvider({})
    const connector = createEip1193Connector(info, provider)
    const error = await rejection(
      connector.sendTransaction({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', transaction: tx }),
    )
    expect(error.kind).toBe('unsupportedMethod')
    expect(
      await connector.walletAssets({ address: checksummed, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ).toBeUndefined()
    expect(provider.calls).toEqual([])
  })
})
