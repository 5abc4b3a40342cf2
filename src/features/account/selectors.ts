// The account of the active namespace, as the views and hooks see it.
import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../store/state'
import { selectActiveNamespace, selectActiveNetwork } from '../chain/selectors'

const selectAccounts = (state: RootState) => state.portico.account

export const selectAccount = createSelector([selectAccounts, selectActiveNamespace], (accounts, namespace) =>
  namespace ? accounts[namespace] : undefined,
)

/** Some namespace is connected: the opening rule shows Account. */
export const selectIsConnected = createSelector([selectAccounts], (accounts) =>
  Object.values(accounts).some((a) => a?.status === 'connected' && !!a.caipAddress),
)

export const selectConnectedConnectorId = (state: RootState) => {
  const namespace = state.portico.chain.activeNamespace
  return namespace ? state.portico.connectors.connectedIdByNamespace[namespace] : undefined
}

/** The native balance of the active account (section 3 balance, balanceSymbol), kept in step with its token list. */
export const selectNativeBalance = createSelector([selectAccount], (account) =>
  account?.balance === undefined || account.balanceSymbol === undefined
    ? undefined
    : { balance: account.balance, symbol: account.balanceSymbol },
)

/** The active account's token list (section 3 tokenBalance) and how its loading goes. */
export const selectTokenBalance = createSelector([selectAccount], (account) => ({
  tokens: account?.tokenBalance,
  status: account?.tokenBalanceStatus,
}))

/**
 * Section 3 addressExplorerUrl: the network's default block explorer, `/address/<address>`;
 * only an https explorer, so a configured `javascript:` or plain-http URL never becomes a link.
 */
export const selectAddressExplorerUrl = createSelector([selectAccount, selectActiveNetwork], (account, network) => {
  const base = network?.blockExplorers?.default.url
  if (!account?.address || !base || !isHttps(base)) return undefined
  return `${base.replace(/\/+$/, '')}/address/${account.address}`
})

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}
