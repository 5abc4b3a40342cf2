// An eip155 transaction read as the visitor should see it before the wallet asks: from the
// transaction itself (its value, and its calldata decoded as ERC-20's transfer or approve), so
// what ApproveTransaction says is what the wallet will sign. A call to any other contract, or to
// a token other than the one named, is shown as the call it is.
import { decodeFunctionData, erc20Abi, isAddressEqual, maxUint256 } from 'viem'
import type { Eip155Transaction } from '../../connectors/types'
import type { CaipNetworkId } from '../../contract/entities'
import type { ApprovalAmount, CallApproval, TokenApproval, TransferApproval } from './approvalRequest'

/** What reads the transaction's numbers: the network's coin, and the token it may go to. */
export interface TransactionContext {
  caipNetworkId: CaipNetworkId
  native: { symbol: string; decimals: number }
  token?: { address: string; symbol: string; decimals: number }
}

export type DescribedTransaction = (Omit<TransferApproval, 'kind'> & { kind: 'send' }) | TokenApproval | CallApproval

const amount = (value: bigint, unit: { symbol: string; decimals: number }): ApprovalAmount => ({
  value: value.toString(),
  decimals: unit.decimals,
  symbol: unit.symbol,
})

function decodedErc20(data: `0x${string}`) {
  try {
    return decodeFunctionData({ abi: erc20Abi, data })
  } catch {
    return undefined
  }
}

export function describeTransaction(transaction: Eip155Transaction, context: TransactionContext): DescribedTransaction {
  const { caipNetworkId, native, token } = context
  const value = transaction.value ? BigInt(transaction.value) : 0n
  const data = transaction.data && transaction.data !== '0x' ? transaction.data : undefined
  if (!data) return { kind: 'send', caipNetworkId, amount: amount(value, native), to: transaction.to }
  const call = decodedErc20(data)
  const toToken = !!token && isAddressEqual(transaction.to, token.address as `0x${string}`)
  if (call && toToken && value === 0n) {
    if (call.functionName === 'transfer') {
      const [to, sent] = call.args
      return { kind: 'send', caipNetworkId, amount: amount(sent, token), to }
    }
    if (call.functionName === 'approve') {
      const [spender, allowed] = call.args
      return {
        kind: 'tokenApproval',
        caipNetworkId,
        token: token.address,
        symbol: token.symbol,
        spender,
        amount: allowed === maxUint256 ? 'unlimited' : amount(allowed, token),
      }
    }
  }
  return {
    kind: 'call',
    caipNetworkId,
    to: transaction.to,
    ...(value > 0n && { value: amount(value, native) }),
    selector: data.slice(0, 10) as `0x${string}`,
  }
}
