// The demo's sponsorship policy for the paymaster service (paymasterService.ts): what a sponsor
// of the offline demo pays gas for, read from the SimpleAccount operation's own calls.
import { decodeFunctionData, type Address, type Hex } from 'viem'
import { demoTokenAddress } from '../demoToken'
import { dollarToken, swapPool } from '../swapPool'
import type { SponsorshipPolicy } from './paymasterService'
import { simpleAccountAbi } from './simpleAccount'

/** The demo chain's own contracts, at the same addresses on every fresh demo chain. */
const demoContracts: ReadonlySet<string> = new Set(
  [demoTokenAddress, dollarToken.address, swapPool.address].map((address) => address.toLowerCase()),
)

/** The calls a SimpleAccount v0.7 operation makes (its execute or executeBatch); undefined for other call data. */
export function simpleAccountCalls(callData: Hex): { to: Address; value: bigint; data: Hex }[] | undefined {
  let decoded
  try {
    decoded = decodeFunctionData({ abi: simpleAccountAbi, data: callData })
  } catch {
    return undefined
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  if (decoded.functionName === 'executeBatch') {
    const [targets, values, datas] = decoded.args
    // SimpleAccount v0.7 takes an empty value array for calls that all carry none.
    return targets.map((to, i) => ({ to, value: values[i] ?? 0n, data: datas[i] ?? '0x' }))
  }
  return undefined
}

/**
 * The demo's sponsorship: a SimpleAccount's calls to the demo chain's own contracts (the demo
 * token, Portico Dollar, the swap pool), and plain transfers that carry no ETH (no data, no
 * value: nothing for a sponsor to lose but the gas). Anything else is refused, naming the target.
 */
export const sponsorDemoCalls: SponsorshipPolicy = ({ callData }) => {
  const calls = simpleAccountCalls(callData)
  if (!calls) return 'Not sponsored: the operation is not a SimpleAccount execute or executeBatch.'
  for (const { to, value, data } of calls) {
    if (demoContracts.has(to.toLowerCase())) continue
    if (value === 0n && data === '0x') continue
    return `Not sponsored: a call to ${to}, which is not one of the demo chain's contracts (the demo token, Portico Dollar, the swap pool), and not a plain transfer without ETH.`
  }
  return undefined
}
