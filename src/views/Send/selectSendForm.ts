// What the Send view shows, from the store: the tokens, the chosen one, the problems the rules
// find (section 5) by field, and the amount in USD.
import { createSelector } from '@reduxjs/toolkit'
import {
  normalizeAmount,
  sendProblems,
  sendWarnings,
  toBaseUnits,
  type SendField,
  type SendProblem,
} from '../../features/send/sendRules'
import { selectAccount } from '../../features/account/selectors'
import { selectActiveNetwork } from '../../features/chain/selectors'
import { selectSend, selectSendToken, selectSendTokenBalances } from '../../features/send/selectors'

export const selectSendForm = createSelector(
  [selectSend, selectSendTokenBalances, selectSendToken, selectActiveNetwork, selectAccount],
  (send, tokens, token, network, account) => {
    const input = { ...send, namespace: network?.chainNamespace, token }
    const problems = sendProblems(input)
    const byField: Partial<Record<SendField, SendProblem>> = {}
    for (const problem of problems) byField[problem.field] ??= problem
    const amount = token
      ? toBaseUnits(send.sendTokenAmount, Number(token.quantity.decimals), send.amountSymbols)
      : undefined
    return {
      send,
      network,
      /** The sender: the connected account of the active namespace. */
      address: account?.address,
      tokens,
      tokensStatus: account?.tokenBalanceStatus,
      token,
      problems,
      byField,
      /** Words before sending, by field (they block nothing). */
      warnings: Object.fromEntries(sendWarnings(input).map((w) => [w.field, w])) as Partial<
        Record<SendField, SendProblem>
      >,
      /** Why Send is disabled: the first problem, if any. */
      blocking: problems[0],
      valueInUsd:
        token && amount !== undefined && !problems.some((p) => p.field === 'amount')
          ? token.price * Number(normalizeAmount(send.sendTokenAmount, send.amountSymbols))
          : undefined,
    }
  },
)

export type SendForm = ReturnType<typeof selectSendForm>
