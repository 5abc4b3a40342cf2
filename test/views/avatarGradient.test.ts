// An account without a profile image has a face of its own: a gradient drawn from its address.
import { describe, expect, it } from 'vitest'
import { addressGradient } from '../../src/views/avatarGradient'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('address avatars', () => {
  it('the same address draws the same gradient on every visit, whatever its case', () => {
    expect(addressGradient(alice)).toBe(addressGradient(alice))
    expect(addressGradient(alice.toLowerCase())).toBe(addressGradient(alice))
  })

  it('two accounts look apart', () => {
    expect(addressGradient(alice)).not.toBe(addressGradient(bob))
    // Addresses one character apart too (a hash, not a prefix of the address).
    expect(addressGradient(alice)).not.toBe(addressGradient(alice.replace(/6$/, '7')))
  })

  it('is a radial gradient of hues in range, for an address of any namespace', () => {
    for (const address of [
      alice,
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'FnHyam9w4NZoWR6mKN1CuGBritdsEWZQa4Z4oawLZGxa',
    ]) {
      const gradient = addressGradient(address)
      expect(gradient).toMatch(/^radial-gradient\(/)
      const hues = [...gradient.matchAll(/hsl\((\d+) /g)].map((m) => Number(m[1]))
      expect(hues).toHaveLength(4)
      for (const hue of hues) expect(hue).toBeLessThan(360)
    }
  })
})
