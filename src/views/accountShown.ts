// What a page's account button shows of the account (section 9): connected with an address to
// show, its name (the profile's, else the short address) and its native balance, 3 decimals
// truncated. Portico's AccountButton and a host's ConnectButton.Custom show the same.
import type { LocaleTag } from '../i18n/supportedLocales'
import { formatBalance, shortAddress } from './format'

interface ShownAccount {
  status?: string
  address?: string | undefined
  profileName?: string | undefined
  balance?: string | undefined
  balanceSymbol?: string | undefined
}

export function accountShown(account: ShownAccount | undefined, locale: LocaleTag) {
  const address = account?.status === 'connected' ? account.address : undefined
  if (!address) return undefined
  return {
    address,
    displayName: account?.profileName ?? shortAddress(address),
    displayBalance:
      account?.balance && account.balanceSymbol
        ? `${formatBalance(account.balance, locale)} ${account.balanceSymbol}`
        : undefined,
  }
}
