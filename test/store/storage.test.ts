import { describe, expect, it, vi } from 'vitest'
import { storagePrefix } from '../../src/store/storage/keys'
import { createPorticoStorage, memoryStore, type KeyValueStore } from '../../src/store/storage/porticoStorage'
import { porticoForTest } from '../support/portico'

describe('storage (section 7)', () => {
  it('keeps every key under one prefix', () => {
    const kv = memoryStore()
    createPorticoStorage(kv).set('activeCaipNetworkId', 'eip155:137')
    expect(kv.getItem(`${storagePrefix}activeCaipNetworkId`)).toBe('"eip155:137"')
  })

  it('ignores a corrupt value with a warning and removes it, never crashing', () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}recentWallets`, '{not json')
    const warn = vi.fn()
    expect(createPorticoStorage(kv, warn).get('recentWallets')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('recentWallets'))
    expect(kv.getItem(`${storagePrefix}recentWallets`)).toBeNull()
  })

  it('ignores a foreign value that fails its schema', () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}activeCaipNetworkId`, JSON.stringify({ hacked: true }))
    const warn = vi.fn()
    expect(createPorticoStorage(kv, warn).get('activeCaipNetworkId')).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })

  it('survives a storage that throws on every call (blocked cookies, quota)', () => {
    const hostile: KeyValueStore = {
      getItem: () => { throw new Error('SecurityError') },
      setItem: () => { throw new Error('QuotaExceededError') },
      removeItem: () => { throw new Error('SecurityError') },
    }
    const storage = createPorticoStorage(hostile)
    expect(() => storage.set('socialProvider', 'google')).not.toThrow()
    expect(storage.get('socialProvider')).toBeUndefined()
  })

  it('restores the last network and recent wallets when the store is configured', () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}activeCaipNetworkId`, '"eip155:137"')
    kv.setItem(`${storagePrefix}recentWallets`, JSON.stringify([{ id: 'a', name: 'A' }]))
    const p = porticoForTest({}, { kv })
    expect(p.state().chain.activeCaipNetworkId).toBe('eip155:137')
    expect(p.state().recentWallets).toEqual([{ id: 'a', name: 'A' }])
  })

  it('falls back to the default network when the stored one is no longer configured', () => {
    const kv = memoryStore()
    kv.setItem(`${storagePrefix}activeCaipNetworkId`, '"eip155:10"')
    expect(porticoForTest({}, { kv }).state().chain.activeCaipNetworkId).toBe('eip155:1')
  })
})
