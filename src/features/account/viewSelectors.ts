// What only the modal's views show of the active account: its balance, token list and explorer
// link (Account), the connector it is connected with (UnsupportedChain). Apart from selectors.ts,
// which the first load carries, so these come with the views.
import { createSelector } from '@reduxjs/toolkit'
import { isSafeWebUrl } from '../../contract/webUrl'
import type { RootState } from '../../store/state'
import { selectActiveNetwork } from '../chain/selectors'
import { selectAccount } from './selectors'

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
  retryAt: account?.tokenBalanceRetryAt,
}))

/**
 * Section 3 addressExplorerUrl: the network's default block explorer, `/address/<address>`;
 * only a web page (src/contract/webUrl.ts), so a configured `javascript:` or plain-http URL
 * never becomes a link.
 */
export const selectAddressExplorerUrl = createSelector([selectAccount, selectActiveNetwork], (account, network) => {
  const base = network?.blockExplorers?.default.url
  if (!account?.address || !isSafeWebUrl(base)) return undefined
  return `${base.replace(/\/+$/, '')}/address/${account.address}`
})
