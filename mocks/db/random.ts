// A seeded pseudo-random source. The mock data must be the same on every run (Pact
// verification, screenshots, tests that name a fixture), so nothing here reads Math.random
// or the clock.

/** FNV-1a over UTF-16 code units: a stable 32-bit number for any string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` lowercase hex digits. */
  hex(count: number): string
  /** A UUID-shaped string (version 4 layout), as the real directory uses for image ids. */
  uuid(): string
}

/** mulberry32: tiny, fast and good enough for fixture data; seeded by number or string. */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const hex = (count: number) => {
    let out = ''
    while (out.length < count)
      out += Math.floor(next() * 0x10000)
        .toString(16)
        .padStart(4, '0')
    return out.slice(0, count)
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
    hex,
    uuid: () => {
      const h = hex(32)
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`
    },
  }
}
