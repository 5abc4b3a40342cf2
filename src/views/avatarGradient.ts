// An account without a profile image still has a face of its own: a gradient drawn from its
// address, as the peers draw theirs, the same on every visit and in every place it shows. Pure
// and tiny: the host page's account button carries it.

/** 32-bit FNV-1a of the address, any case (a checksummed and a lowercase address are one account). */
function hashOf(address: string): number {
  let hash = 0x811c9dc5
  for (const char of address.toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  return hash >>> 0
}

/** A CSS background: a lit radial gradient over three hues, each taken from other bits of the hash. */
export function addressGradient(address: string): string {
  const hash = hashOf(address)
  const hue = hash % 360
  const second = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const third = (hue + 150 + ((hash >>> 17) % 90)) % 360
  return (
    `radial-gradient(circle at 30% 25%, hsl(${hue} 95% 88%), hsl(${hue} 85% 62%) 30%, ` +
    `hsl(${second} 75% 50%) 65%, hsl(${third} 70% 34%))`
  )
}
