// Reading and writing Portico's keys. A value that is corrupt (not JSON) or foreign (fails
// its schema) is ignored with a warning and removed, never a crash; storage that is missing
// (server rendering) or refuses writes (private mode, quota) leaves Portico in memory.
import type { StorageKey, StorageValue } from './keys'

/** Keys share one prefix so a host can see and clear Portico's data at a glance. */
export const storagePrefix = '@portico/'

export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface PorticoStorage {
  /** Read at once, checked when the checks' chunk is there (loaded on the first stored value). */
  get<K extends StorageKey>(key: K): Promise<StorageValue<K> | undefined>
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void
  remove(key: StorageKey): void
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/**
 * The page's localStorage when there is one that works; memory otherwise. `sessionStorage`: the
 * tab's own, which outlives the page when the OS discards and reloads the tab (features/keptPage).
 */
export function browserStore(area: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStore {
  try {
    const store = globalThis[area]
    if (store && typeof store.getItem === 'function') return store
  } catch {
    // Access itself can throw (sandboxed iframes, blocked cookies).
  }
  return memoryStore()
}

/**
 * `store` is resolved on first use, so creating Portico's storage (at import, for the default
 * instance) touches no `localStorage` on a server.
 */
export function createPorticoStorage(
  store: KeyValueStore | (() => KeyValueStore) = browserStore,
  warn: (message: string) => void = console.warn,
): PorticoStorage {
  let resolved: KeyValueStore | undefined
  const kv = () => (resolved ??= typeof store === 'function' ? store() : store)
  return {
    async get(key) {
      let raw: string | null
      try {
        raw = kv().getItem(storagePrefix + key)
      } catch {
        return undefined
      }
      if (raw === null) return undefined
      let value: unknown
      try {
        value = JSON.parse(raw)
      } catch {
        warn(`Portico: ignored the stored ${key}: it is not JSON`)
        this.remove(key)
        return undefined
      }
      const { storageKeys } = await import('./keys')
      const parsed = storageKeys[key].safeParse(value)
      if (!parsed.success) {
        warn(`Portico: ignored the stored ${key}: ${parsed.error.issues[0]?.message ?? 'unexpected value'}`)
        this.remove(key)
        return undefined
      }
      return parsed.data as never
    },
    set(key, value) {
      try {
        kv().setItem(storagePrefix + key, JSON.stringify(value))
      } catch {
        // Quota or private mode: the value lives in the store only, for this visit.
      }
    },
    remove(key) {
      try {
        kv().removeItem(storagePrefix + key)
      } catch {
        // Nothing to do: there was nothing we could read either.
      }
    },
  }
}
