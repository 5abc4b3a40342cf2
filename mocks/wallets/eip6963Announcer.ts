// The wallet side of EIP-6963: announce once, and again whenever a dapp asks.
export interface Eip6963Info {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export function announceProvider(target: EventTarget, info: Eip6963Info, provider: unknown): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}

/** A v4 UUID. crypto.randomUUID exists only in secure contexts; getRandomValues everywhere. */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
