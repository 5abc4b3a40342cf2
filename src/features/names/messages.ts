// Account names' words (section 8), where a check or a registration fails: kept by the names
// flow for RegisterAccountName, and read by it.
import type { MessageKey } from '../../i18n/en'
import { siwxMessages } from '../siwx/messages'

/**
 * Section 8's words, kept as catalogue keys and said in the visitor's language. "Error
 * registering name {name}" is said with the name the visitor typed (the form keeps it).
 */
export const nameMessages = {
  resolveFailed: 'names.resolveFailed',
  suggestionsFailed: 'names.suggestionsFailed',
  registerFailed: 'names.registerFailed',
  noAuthConnector: 'names.noAuthConnector',
  // Section 8 says it for sign-in; a name's signature declined is the same refusal.
  declined: siwxMessages.declined,
} as const satisfies Record<string, MessageKey>
