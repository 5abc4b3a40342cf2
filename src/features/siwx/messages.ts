// Sign-in's words (section 8), wherever a sign-in step fails.
import type { MessageKey } from '../../i18n/en'

/**
 * Section 8's words. What the visitor reads on SIWXSignMessage (a decline, a smart account's
 * refused signature, a sign-in that could not start) is kept as a catalogue key, said in their
 * language (useSiwx's `error` too); the SDK's own words, for a host's developer, as they are.
 */
export const siwxMessages = {
  declined: 'siwx.declined' satisfies MessageKey,
  smartAccountDeclined: 'siwx.smartAccountDeclined' satisfies MessageKey,
  noAddress: 'No ActiveCaipAddress found',
  noClient: 'No ConnectionController client found',
  notEnabled: 'SIWX is not enabled',
  initFailed: 'siwx.initFailed' satisfies MessageKey,
} as const
