'use client'
// The connection's accounts (section 3 allAccounts), when it brought several — a WalletConnect
// session with a Bitcoin payment and ordinals address, a wallet exposing two keys: which one is
// in use, with its type, and the way to another. Shown only when there is a choice.
import { useT } from '../../i18n'
import { usePorticoDispatch } from '../../react/context'
import type { ChainNamespace } from '../../contract'
import type { AccountState } from '../../features/account/accountSlice'
import { accountSwitchRequested } from '../../features/account/actions'
import { shortAddress } from '../format'

export function AccountSwitcher({
  namespace,
  account,
  address,
}: {
  namespace: ChainNamespace
  account: AccountState
  address: string
}) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  if (account.allAccounts.length < 2) return null
  return (
    <select
      className="p-input"
      aria-label={t('account.inUse')}
      value={address}
      onChange={(event) => dispatch(accountSwitchRequested({ namespace, address: event.target.value }))}
    >
      {account.allAccounts.map((a) => (
        <option key={a.address} value={a.address}>
          {`${shortAddress(a.address)} · ${t(`account.type.${a.type}`)}`}
        </option>
      ))}
    </select>
  )
}
