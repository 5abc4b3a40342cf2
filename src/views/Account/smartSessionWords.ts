// What a smart session may do and how it stands, in words for the Account view's list.
import type { SmartSession } from '../../contract/entities'
import type { Translate } from '../../i18n'
import { shortAddress } from '../format'
import { dateFormatIn } from '../../i18n/intlFormats'
import type { LocaleTag } from '../../i18n/supportedLocales'

export type SmartSessionStanding = 'active' | 'pending' | 'revoked' | 'expired'

/** Revoked and expired ones stay listed (the server keeps them); one never activated is pending. */
export function standingOf(session: SmartSession, nowSeconds: number): SmartSessionStanding {
  if (session.revokedAt !== null) return 'revoked'
  if (session.expiry <= nowSeconds) return 'expired'
  return session.context === null ? 'pending' : 'active'
}

const sessionDateFormat: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
}

export const sessionDate = (seconds: number, locale: LocaleTag = 'en') =>
  dateFormatIn(locale, sessionDateFormat).format(new Date(seconds * 1000))

/**
 * One permission in words (the catalogue's, through `t`): ERC-7715's contract call names its
 * contract and functions; the allowance types say what they spend; another type is named as it
 * came (the server's own value, passed through).
 */
export function permissionWords(t: Translate, permission: { type: string; data: unknown }): string {
  const data = (permission.data ?? {}) as { address?: unknown; functions?: { functionName?: unknown }[] }
  if (permission.type === 'contract-call' && typeof data.address === 'string') {
    const functions = (Array.isArray(data.functions) ? data.functions : [])
      .map((f) => f?.functionName)
      .filter((name): name is string => typeof name === 'string' && name !== '')
    const contract = shortAddress(data.address)
    return functions.length
      ? t('sessions.permission.call', { functions: functions.join(', '), contract })
      : t('sessions.permission.callAny', { contract })
  }
  if (permission.type === 'native-token-recurring-allowance') return t('sessions.permission.nativeAllowance')
  if (permission.type === 'erc20-recurring-allowance') return t('sessions.permission.tokenAllowance')
  return permission.type
}
