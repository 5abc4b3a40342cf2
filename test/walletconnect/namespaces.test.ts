import { describe, expect, it } from 'vitest'
import { mainnet, polygon, solana } from '../../src/networks'
import {
  namespaceCapabilities,
  parseCaipAddress,
  requestedNamespaces,
  sessionAccounts,
} from '../../src/walletconnect/namespaces'
import { expiredThresholdMs, isUriExpired, msUntilRefresh, pairingLifetimeMs } from '../../src/walletconnect/pairingUri'

describe('requested namespaces are built from the configured networks', () => {
  it('one namespace per configured namespace, with its chains, methods, events and RPC map', () => {
    const requested = requestedNamespaces([mainnet, polygon, solana])
    expect(Object.keys(requested)).toEqual(['eip155', 'solana'])
    expect(requested.eip155).toMatchObject({
      chains: ['eip155:1', 'eip155:137'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { '1': mainnet.rpcUrls.default.http[0], '137': polygon.rpcUrls.default.http[0] },
    })
    expect(requested.eip155!.methods).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']),
    )
    expect(requested.solana).toMatchObject({
      chains: [solana.caipNetworkId],
      methods: [...namespaceCapabilities.solana.methods],
    })
  })

  it('asks for nothing in a namespace without configured networks', () => {
    expect(requestedNamespaces([mainnet])).not.toHaveProperty('solana')
  })
})

describe("a session's accounts in chain:reference:address form", () => {
  it('become per-namespace accounts, first first', () => {
    const accounts = sessionAccounts({
      eip155: {
        accounts: [
          'eip155:1:0xabc0000000000000000000000000000000000001',
          'eip155:137:0xabc0000000000000000000000000000000000001',
        ],
      },
      solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'] },
    })
    expect(accounts.eip155!.map((a) => a.caipNetworkId)).toEqual(['eip155:1', 'eip155:137'])
    expect(accounts.solana![0]).toMatchObject({
      namespace: 'solana',
      address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
    })
  })

  it('drops entries that are not CAIP addresses, or filed under another namespace', () => {
    const accounts = sessionAccounts({
      eip155: {
        accounts: [
          'eip155:1',
          'eip155::0xabc',
          'eip155:1:0xabc:extra',
          'unknown:1:0xabc',
          'solana:x:y',
          'eip155:1:0xabc',
        ],
      },
    })
    expect(accounts.eip155!.map((a) => a.caipAddress)).toEqual(['eip155:1:0xabc'])
    expect(accounts.solana).toBeUndefined()
  })

  it('a CAIP address has exactly three non-empty parts with a known namespace', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toBeDefined()
    for (const bad of ['eip155:1', 'eip155:1:', ':1:0xabc', 'cosmo:1:abc', 'eip155:1:0x a'])
      expect(parseCaipAddress(bad)).toBeUndefined()
  })
})

describe('pairing URI lifetime (sections 4 and 9)', () => {
  const created = 1_000_000

  it('a URI lives 4 minutes and counts as expired with 10 seconds or less left', () => {
    expect(pairingLifetimeMs).toBe(240_000)
    expect(isUriExpired(created, created + pairingLifetimeMs - expiredThresholdMs - 1)).toBe(false)
    expect(isUriExpired(created, created + pairingLifetimeMs - expiredThresholdMs)).toBe(true)
    expect(isUriExpired(created, created + pairingLifetimeMs + 1)).toBe(true)
  })

  it('a fresh URI is due 3 minutes 50 seconds after creation', () => {
    expect(msUntilRefresh(created, created)).toBe(230_000)
    expect(msUntilRefresh(created, created + 300_000)).toBe(0)
  })
})
