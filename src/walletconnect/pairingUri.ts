// Pairing URI lifetime (spec sections 4 and 9): a URI expires 4 minutes after creation and is
// treated as expired when 10 seconds or less remain, so a fresh one replaces it before a
// visitor can scan a URI the relay will refuse.
export const pairingLifetimeMs = 4 * 60 * 1000
export const expiredThresholdMs = 10 * 1000

export function uriExpiresAt(createdAt: number): number {
  return createdAt + pairingLifetimeMs
}

export function isUriExpired(createdAt: number, now: number): boolean {
  return uriExpiresAt(createdAt) - now <= expiredThresholdMs
}

/** How long until a URI created at `createdAt` must be replaced (0 when it already must). */
export function msUntilRefresh(createdAt: number, now: number): number {
  return Math.max(0, uriExpiresAt(createdAt) - expiredThresholdMs - now)
}
