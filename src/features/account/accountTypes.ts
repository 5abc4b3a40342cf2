// Section 6: the account type each namespace prefers when a wallet offers several (the embedded
// wallet's smart account or EOA), and the account's preferred type as read: the wallet's own
// choice where it made one, else that default. Read by views and tests, never by the first load.
import { createSelector } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../../contract'
import type { AccountType } from '../../contract/entities'
import type { RootState } from '../../store/state'

export const defaultAccountTypes: Record<ChainNamespace, AccountType> = {
  eip155: 'smartAccount',
  bip122: 'payment',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
}

/** Each connected namespace's preferred account type. */
export const selectPreferredAccountTypes = createSelector(
  [(state: RootState) => state.portico.account],
  (accounts) =>
    Object.fromEntries(
      (Object.keys(accounts) as ChainNamespace[]).map((namespace) => [
        namespace,
        accounts[namespace]?.preferredAccountType ?? defaultAccountTypes[namespace],
      ]),
    ) as Partial<Record<ChainNamespace, AccountType>>,
)
