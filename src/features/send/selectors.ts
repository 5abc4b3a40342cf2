// What Send reads besides its own slice: the account's tokens on the active network (section 3
// tokenBalances), the chosen one, and the native balance in USD (networkBalanceInUSD).
import { createSelector } from '@reduxjs/toolkit'
import type { TokenBalance } from '../../contract'
import { initialSendState, type SendTokenRef } from './sendSlice'
import type { RootState } from '../../store/state'
import { selectAccount } from '../account/selectors'
import { selectActiveCaipNetworkId } from '../chain/selectors'
import { selectSponsorship, type Sponsorship } from '../batches/sponsorship'

/** The Send form, empty until its slice arrives with the api's flows. */
export const selectSend = (state: RootState) => state.portico.send ?? initialSendState

const noTokens: TokenBalance[] = []

/** The tokens a send can take: the account's, on the network the wallet sends on. */
export const selectSendTokenBalances = createSelector(
  [selectAccount, selectActiveCaipNetworkId],
  (account, caipNetworkId) => {
    const list = account?.tokenBalance
    if (!list || !caipNetworkId) return noTokens
    const onNetwork = list.filter((token) => token.chainId === caipNetworkId)
    return onNetwork.length === list.length ? list : onNetwork
  },
)

export const isSameToken = (token: TokenBalance, ref: SendTokenRef) =>
  token.chainId === ref.chainId && (token.address ?? undefined) === ref.address

export const tokenRefOf = (token: TokenBalance): SendTokenRef =>
  token.address ? { chainId: token.chainId, address: token.address } : { chainId: token.chainId }

/** The chosen token as the list has it now (fresh balance); undefined when none is chosen or it left the list. */
export const selectSendToken = createSelector(
  [selectSendTokenBalances, (state: RootState) => selectSend(state).token],
  (tokens, ref) => (ref ? tokens.find((token) => isSameToken(token, ref)) : undefined),
)

/** The native currency's balance in USD (section 3 networkBalanceInUSD); undefined while unknown. */
export const selectNetworkBalanceInUSD = createSelector(
  [selectSendTokenBalances],
  (tokens) => tokens.find((token) => !token.address)?.value,
)

/**
 * Who pays the send's network fee: the app's paymaster (ERC-7677), or the visitor (the wallet
 * cannot take one, or they chose to). Only eip155 sends are sponsored.
 */
export const selectSendSponsorship = (state: RootState): Sponsorship['status'] => {
  const caipNetworkId = selectActiveCaipNetworkId(state)
  if (!caipNetworkId?.startsWith('eip155:') || selectSend(state).ownFee) return 'none'
  return selectSponsorship(state, caipNetworkId).status
}
