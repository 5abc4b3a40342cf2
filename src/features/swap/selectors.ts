import type { RootState } from '../../store/state'
import { isNativePlaceholder } from '../send/sendRules'
import { initialSwapState } from './swapSlice'

/** The Swap view's state, idle until its slice arrives with the api's flows. */
export const selectSwap = (state: RootState) => state.portico.swap ?? initialSwapState

/**
 * The account's balance of the token it pays with, from its token list (the balance call's, on
 * this network): the native coin is the entry without a contract. Undefined while not known.
 */
export const selectSwapBalance = (state: RootState) => {
  const from = selectSwap(state).from
  const tokens = state.portico.account.eip155?.tokenBalance
  if (!from || !tokens) return undefined
  const [namespace, reference, asset] = from.split(':')
  const network = `${namespace}:${reference}`
  const native = isNativePlaceholder(asset ?? '')
  return (
    tokens.find((token) =>
      native ? token.chainId === network && !token.address : token.address?.toLowerCase() === from.toLowerCase(),
    ) ?? null
  )
}
