'use client'
// The connection's accounts (section 3 allAccounts), when it brought several — a WalletConnect
// session with a Bitcoin payment and ordinals address, a wallet exposing two keys: which one is
// in use, with its type, and the way to another. Shown only when there is a choice.
import { useT } from '../../i18n'
import { usePorticoDispatch } from '../../react/context'
import type { ChainNamespace } from '../../contract'
import type { AccountState } from '../../features/account/accountSlice'
import { accountSwitchRequested } from '../../features/account/actions'
import { Listbox } from '../components/Listbox'
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
    <Listbox
      popup
      label={t('account.inUse')}
      options={account.allAccounts.map((a) => ({
        id: a.address,
        label: shortAddress(a.address),
        detail: t(`account.type.${a.type}`),
      }))}
      chosen={address}
      onChoose={(chosen) => dispatch(accountSwitchRequested({ namespace, address: chosen }))}
    />
  )
}
