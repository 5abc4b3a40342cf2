// Section 7's login cache in Portico's storage: the flag that brings the frame back at start,
// the session token, the email or social username, the last chain, and when the last email was
// sent. Each value is checked on the way back like every stored key (storage/keys.ts).
import type { LoginCache } from '../../connectors/auth/authConnector'
import type { PorticoStorage } from '../../store/storage/porticoStorage'
import type { StorageKey } from '../../store/storage/keys'

/** What signing out forgets; the last chain, the cooldown and the visitor's preferences stay. */
const signedInKeys: readonly StorageKey[] = [
  'emailLoginUsed',
  'embeddedSessionToken',
  'embeddedEmail',
  'socialUsername',
]

export function storageLoginCache(storage: PorticoStorage): LoginCache & { sessionUpdated(token: string): void } {
  return {
    lastEmailLoginAt: () => storage.get('lastEmailLoginAt'),
    emailLoginSent: (at) => storage.set('lastEmailLoginAt', at),
    signedIn(user) {
      storage.set('emailLoginUsed', true)
      if (user.email) storage.set('embeddedEmail', user.email)
      if (user.userName) storage.set('socialUsername', user.userName)
    },
    userName: () => storage.get('socialUsername'),
    chainUsed: (chainId) => storage.set('embeddedLastChain', `eip155:${chainId}`),
    preferredAccountType: async () => (await storage.get('preferredAccountTypes'))?.eip155,
    accountTypeChosen: async (type) =>
      storage.set('preferredAccountTypes', { ...(await storage.get('preferredAccountTypes')), eip155: type }),
    sessionUpdated: (token) => storage.set('embeddedSessionToken', token),
    clear: () => signedInKeys.forEach((key) => storage.remove(key)),
  }
}
