// What a simulation moved for the account, read from its logs alone: coin (traceTransfers' logs
// from 0xeeee…eeee), ERC-20 and ERC-721 transfers in and out, and the allowances its approvals
// leave (the last word per token and spender). A request with a failed call moves nothing: a
// transaction reverts whole, and a batch is all or nothing.
import { getAddress, isAddressEqual, maxUint256, type Address } from 'viem'
import type { PreviewRequest } from './previewTypes'
import type { SimulatedCall, SimulatedLog } from './simulateRequest'

/** keccak256 of Transfer(address,address,uint256), Approval(address,address,uint256), ApprovalForAll(address,address,bool). */
export const eventTopics = {
  transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  approval: '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  approvalForAll: '0x17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31',
} as const

/** Where traceTransfers says the coin moved from (eth_simulateV1). */
export const nativeTraceAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Past this, an allowance is any amount: the maximum, or a number no supply reaches (half of it). */
export const unlimitedFrom = maxUint256 / 2n

export interface RawEffects {
  /** Per asset ('native' or a token contract, checksummed), the signed change in base units (NFTs count 1 each). */
  deltas: Map<string, bigint>
  /** Token contracts whose transfers were ERC-721's (an id, not an amount). */
  collectibles: Set<string>
  /** Per token and spender (lowercase), the allowance left. `all`: ApprovalForAll. */
  allowances: Map<string, { token: Address; spender: Address; amount: bigint | 'all'; unlimited: boolean }>
  /** Who received what left the account (checksummed): the counterparties a warning may name. */
  recipients: Set<string>
  /** The coin the calls carry. */
  nativeSent: bigint
}

const topicAddress = (topic: string | undefined) =>
  topic && topic.length === 66 ? getAddress(`0x${topic.slice(26)}`) : undefined

export function readEffects(request: PreviewRequest, calls: SimulatedCall[]): RawEffects {
  const me = request.from as Address
  const effects: RawEffects = {
    deltas: new Map(),
    collectibles: new Set(),
    allowances: new Map(),
    recipients: new Set(),
    nativeSent: request.calls.reduce((sum, call) => sum + (call.value ? BigInt(call.value) : 0n), 0n),
  }
  if (calls.some((call) => !call.ok)) return effects
  const add = (asset: string, by: bigint) => effects.deltas.set(asset, (effects.deltas.get(asset) ?? 0n) + by)
  const logs: SimulatedLog[] = calls.flatMap((call) => call.logs)
  for (const log of logs) {
    const [topic, first, second, third] = log.topics
    const from = topicAddress(first)
    const to = topicAddress(second)
    if (topic === eventTopics.transfer && from && to) {
      const native = log.address.toLowerCase() === nativeTraceAddress
      const collectible = !native && third !== undefined
      const amount = collectible ? 1n : BigInt(log.data === '0x' ? 0 : log.data.slice(0, 66))
      const asset = native ? 'native' : getAddress(log.address)
      if (collectible) effects.collectibles.add(asset)
      if (isAddressEqual(from, me)) {
        add(asset, -amount)
        if (!isAddressEqual(to, me)) effects.recipients.add(to)
      }
      if (isAddressEqual(to, me)) add(asset, amount)
    } else if (topic === eventTopics.approval && from && to && isAddressEqual(from, me) && third === undefined) {
      const amount = BigInt(log.data.slice(0, 66))
      effects.allowances.set(`${log.address.toLowerCase()}:${to.toLowerCase()}`, {
        token: getAddress(log.address),
        spender: to,
        amount,
        unlimited: amount >= unlimitedFrom,
      })
    } else if (topic === eventTopics.approvalForAll && from && to && isAddressEqual(from, me)) {
      const approved = BigInt(log.data.slice(0, 66)) !== 0n
      effects.allowances.set(`${log.address.toLowerCase()}:${to.toLowerCase()}`, {
        token: getAddress(log.address),
        spender: to,
        amount: approved ? 'all' : 0n,
        unlimited: approved,
      })
    }
  }
  for (const [asset, delta] of effects.deltas) if (delta === 0n) effects.deltas.delete(asset)
  // An allowance set back to nothing grants nothing.
  for (const [key, allowance] of effects.allowances) if (allowance.amount === 0n) effects.allowances.delete(key)
  return effects
}
