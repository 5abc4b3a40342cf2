// Builds EIP-6963 announcements the way wallets dispatch them, valid or deliberately not.
export const pngIcon = 'data:image/png;base64,iVBORw0KGgo='

export function announcement(overrides: { info?: Record<string, unknown>; provider?: unknown } = {}) {
  return {
    info: {
      uuid: '350670db-19fa-4704-a166-e52e178b59d2',
      name: 'Example Wallet',
      icon: pngIcon,
      rdns: 'com.example.wallet',
      ...overrides.info,
    },
    provider: 'provider' in overrides ? overrides.provider : { request: async () => null },
  }
}

export function announce(target: EventTarget, detail: unknown) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}
