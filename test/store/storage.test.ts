import { describe, expect, it, vi } from 'vitest'
import {
  createPorticoStorage,
  memoryStore,
  storagePrefix,
  type KeyValueStore,
} from '../../src/store/storage/porticoStorage'
import { porticoForTest } from '../support/portico'

describe('storage (section 7)', () => {
  it('keeps every key under one prefix', () => {
    const kv = memoryStore()
    createPorticoStorage(kv).set('activeCaipNetworkId', 'eip155:137')
    expect(kv.getItem(`${storagePrefix}activeCaipNetworkId`)).toBe('"eip155:137"')
  })

  it('ignores a corrupt value with a warning and removes it, never crashing', async () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}recentWallets`, '{not json')
    const warn = vi.fn()
    expect(await createPorticoStorage(kv, warn).get('recentWallets')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('recentWallets'))
    expect(kv.getItem(`${storagePrefix}recentWallets`)).toBeNull()
  })

  it('ignores a foreign value that fails its schema', async () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}activeCaipNetworkId`, JSON.stringify({ hacked: true }))
    const warn = vi.fn()
    expect(await createPorticoStorage(kv, warn).get('activeCaipNetworkId')).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })

  it('survives a storage that throws on every call (blocked cookies, quota)', async () => {
    const hostile: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createPorticoStorage(hostile)
    expect(() => storage.set('socialProvider', 'google')).not.toThrow()
    expect(await storage.get('socialProvider')).toBeUndefined()
  })

  it('reads a valid stored value back, once its checks are loaded', async () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}recentWallets`, JSON.stringify([{ id: 'a', name: 'A' }]))
    expect(await createPorticoStorage(kv).get('recentWallets')).toEqual([{ id: 'a', name: 'A' }])
  })

  it('restores the last network and recent wallets when Portico starts', async () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}activeCaipNetworkId`, '"eip155:137"')
    kv.setItem(`${storagePrefix}recentWallets`, JSON.stringify([{ id: 'a', name: 'A' }]))
    const p = porticoForTest({}, { kv })
    await vi.waitFor(() => expect(p.state().recentWallets).toEqual([{ id: 'a', name: 'A' }]))
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:137')
  })

  it('falls back to the default network when the stored one is no longer configured', async () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}activeCaipNetworkId`, '"eip155:10"')
    kv.setItem(`${storagePrefix}recentWallets`, JSON.stringify([{ id: 'a', name: 'A' }]))
    const p = porticoForTest({}, { kv })
    // Both were read in the same step: once the wallets are back, the network was weighed too.
    await vi.waitFor(() => expect(p.state().recentWallets).toHaveLength(1))
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:1')
  })
})

describe("section 7: the embedded wallet's keys, each checked like the others", () => {
  const kept: [Parameters<ReturnType<typeof createPorticoStorage>['get']>[0], unknown, unknown][] = [
    ['embeddedSessionToken', 'session-1', ''],
    ['emailLoginUsed', true, 'yes'],
    ['embeddedLastChain', 'eip155:137', 137],
    ['lastEmailLoginAt', 1_700_000_000_000, 1.5],
    ['embeddedEmail', 'visitor@example.com', 'visitor'],
    ['preferredAccountTypes', { eip155: 'smartAccount', solana: 'eoa' }, { eip155: 'admin' }],
    ['smartAccountEnabled', false, 'false'],
    ['smartAccountEnabledNetworks', '1,137,8453', '1, 137'],
    ['socialUsername', 'visitor', 42],
  ]

  it.each(kept)('%s: a valid value is read back, a foreign one removed with a warning', async (key, valid, foreign) => {
    const kv = memoryStore()
    const warn = vi.fn()
    const storage = createPorticoStorage(kv, warn)
    kv.setItem(storagePrefix + key, JSON.stringify(valid))
    expect(await storage.get(key)).toEqual(valid)
    kv.setItem(storagePrefix + key, JSON.stringify(foreign))
    expect(await storage.get(key)).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
    expect(kv.getItem(storagePrefix + key)).toBeNull()
  })
})
