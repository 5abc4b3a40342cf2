import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../store/state'
import { isNativePlaceholder, toBaseUnits, typedAmountProblem } from '../send/sendRules'
import { approvalGasUnits, swapGasUnits } from './constants'
import { initialSwapState } from './swapSlice'
import { selectRunsBatches } from '../batches/selectors'
import { selectSponsorship, type Sponsorship } from '../batches/sponsorship'

/** The Swap view's state, idle until its slice arrives with the api's flows. */
export const selectSwap = (state: RootState) => state.portico.swap ?? initialSwapState

/**
 * Why the amount to pay cannot be quoted, in Send's words (section 5's reading of a Send amount:
 * a number above 0 as the visitor's locale writes it, no more decimals than the token it pays
 * with has); undefined while nothing is typed or it reads. Such an amount is never quoted.
 */
export const selectSwapAmountProblem = createSelector(
  [
    (state: RootState) => selectSwap(state).amount,
    (state: RootState) => selectSwap(state).amountSymbols,
    (state: RootState) => {
      const swap = selectSwap(state)
      return swap.tokens.list.find((t) => t.caipAddress === swap.from)
    },
  ],
  (amount, symbols, from) => (amount.trim() === '' ? undefined : typedAmountProblem(amount, symbols, from)),
)

/**
 * The amount to pay in the paying token's base units, as the form asks it: undefined while the
 * token is not known or the amount is refused (selectSwapAmountProblem). What is quoted, swapped,
 * and held against the balance.
 */
export const selectSwapAskedUnits = (state: RootState): bigint | undefined => {
  const swap = selectSwap(state)
  const from = swap.tokens.list.find((t) => t.caipAddress === swap.from)
  if (!from || selectSwapAmountProblem(state)) return undefined
  return toBaseUnits(swap.amount, from.decimals, swap.amountSymbols)
}

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

/**
 * The network fee of the swap as quoted (and of its approval, when one goes first), in the
 * native coin's base units: the gas price times the gas each takes. Undefined until both are known.
 */
export const selectSwapFee = (state: RootState): bigint | undefined => {
  const { gas, quote } = selectSwap(state)
  if (gas.status !== 'ready' || !gas.wei) return undefined
  const units = swapGasUnits + (quote.value?.needsApproval ? approvalGasUnits : 0n)
  return BigInt(gas.wei) * units
}

/**
 * The most that can be sold (base units): the whole balance of a token; of the native coin, what
 * is left once the swap's fee is kept back. Undefined while the balance or (for the native coin)
 * the fee is not known, or nothing would be left.
 */
export const selectSwapMax = (state: RootState): bigint | undefined => {
  const swap = selectSwap(state)
  const balance = selectSwapBalance(state)
  const from = swap.tokens.list.find((t) => t.caipAddress === swap.from)
  if (!balance || !from) return undefined
  const held = toBaseUnits(balance.quantity.numeric, from.decimals)
  if (held === undefined) return undefined
  if (balance.address) return held
  const gas = swap.gas.status === 'ready' && swap.gas.wei ? BigInt(swap.gas.wei) * swapGasUnits : undefined
  return gas !== undefined && held > gas ? held - gas : undefined
}

/**
 * What the account holds on the swap's network, from its token list: each token's balance (the
 * decimal string) by lowercased CAIP address, the native coin under the placeholder.
 */
export const selectSwapHeld = createSelector(
  [(state: RootState) => state.portico.account.eip155?.tokenBalance, (state: RootState) => selectSwap(state).network],
  (tokens, network): ReadonlyMap<string, string> =>
    new Map(
      (tokens ?? [])
        .filter((t) => t.chainId === network && Number(t.quantity.numeric) > 0)
        .map((t) => [
          (t.address ?? `${network}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`).toLowerCase(),
          t.quantity.numeric,
        ]),
    ),
)

/**
 * The quote needs an approval and the wallet runs batches on the swap's network: the approval
 * and the swap go as one request (swapWork.ts decides by the same rule), one prompt.
 */
export const selectSwapApprovesInOne = (state: RootState): boolean => {
  const { quote, network } = selectSwap(state)
  return !!quote.value?.needsApproval && !!network && selectRunsBatches(state, network)
}

/** Who pays the swap's network fee: the app's paymaster, or the visitor (the wallet cannot take one, or they chose to). */
export const selectSwapSponsorship = (state: RootState): Sponsorship['status'] => {
  const { network, ownFee } = selectSwap(state)
  return !network || ownFee ? 'none' : selectSponsorship(state, network).status
}
