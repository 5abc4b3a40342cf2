// The requests the preview is held to the chain by (test/preview/previewTruth.test.ts): what the
// demo wallet's account does on the demo chain, run in this order, each on the chain the one
// before it left. Sends of ETH and of the demo tokens, approvals, transfers on an allowance,
// swaps through the demo pool, batches, a payment as Pay builds it, and requests that revert.
import {
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
  type Address,
} from 'viem'
import { demoToken, demoTokenAddress } from '../../../mocks/chain/demoToken'
import { dollarToken, nativeToken, swapPool } from '../../../mocks/chain/swapPool'
import { describeTransaction } from '../../../src/features/approvals/describeTransaction'
import type { ApprovalRequest, SingleApproval } from '../../../src/features/approvals/approvalRequest'
import type { PreviewCall } from '../../../src/features/preview/previewTypes'
import { transferTransaction } from '../../../src/features/send/sendWork'
import { anvilNetwork } from '../../support/chainWithMocks'

export interface TruthFixture {
  name: string
  /** The calls in order: one is a transaction (eth_sendTransaction), more a batch (wallet_sendCalls). */
  calls: PreviewCall[]
  /** Shown as a host's payment (Pay), not a send. */
  payment?: true
  /** Meant to revert, or to be refused before it is sent. */
  reverts?: true
}

/** Anvil's third account: a holder of both tokens, unlocked on the node. */
export const thirdAccount: Address = swapPool.provider
/** Addresses nobody has used on the demo chain. */
const fresh = (n: number) => getAddress(`0x${'f5'.repeat(19)}${n.toString(16).padStart(2, '0')}`)
const spender = fresh(0xa0)
const merchant = fresh(0xb0)
/** What the third account lets the account move of its PTC (thirdAccountAllows): the transferFrom fixtures spend it. */
export const thirdAccountAllowance = parseUnits('40', 18)

const units = (amount: string) => parseUnits(amount, 18)
const eth = (to: Address, value: bigint): PreviewCall => ({ to, value: numberToHex(value) })
const token = {
  transfer: (contract: Address, to: Address, amount: bigint): PreviewCall => ({
    to: contract,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  }),
  approve: (contract: Address, to: Address, amount: bigint): PreviewCall => ({
    to: contract,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [to, amount] }),
  }),
  transferFrom: (contract: Address, from: Address, to: Address, amount: bigint): PreviewCall => ({
    to: contract,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [from, to, amount] }),
  }),
}

export function truthFixtures(me: Address): TruthFixture[] {
  const PTC = demoTokenAddress
  const PUSD = dollarToken.address
  /** The pool's swap for the account, at any price (the chain's is what the preview is held to). */
  const swap = (tokenIn: Address, tokenOut: Address, amountIn: bigint): PreviewCall => ({
    to: swapPool.address,
    data: encodeFunctionData({ abi: swapPool.abi, functionName: 'swap', args: [tokenIn, tokenOut, amountIn, 0n, me] }),
    ...(tokenIn === nativeToken && { value: numberToHex(amountIn) }),
  })
  const { from: _, ...payment } = transferTransaction({ from: me, to: merchant, contract: PTC, amount: units('7.5') })
  return [
    { name: 'ETH: a small send to the third account', calls: [eth(thirdAccount, 1_000n)] },
    { name: 'ETH: 0.5 to a fresh address', calls: [eth(fresh(1), parseEther('0.5'))] },
    { name: 'ETH: 0.1 to the account itself', calls: [eth(me, parseEther('0.1'))] },
    { name: 'PTC: 12.5 to a fresh address', calls: [token.transfer(PTC, fresh(2), units('12.5'))] },
    { name: 'PTC: 100 to the third account', calls: [token.transfer(PTC, thirdAccount, units('100'))] },
    { name: 'approve: 25 PTC to a spender', calls: [token.approve(PTC, spender, units('25'))] },
    { name: 'approve: unlimited PTC to the spender', calls: [token.approve(PTC, spender, maxUint256)] },
    { name: 'approve: PTC to the spender set back to 0', calls: [token.approve(PTC, spender, 0n)] },
    {
      name: "transferFrom: 15 PTC from the third account to the account, on the third account's allowance",
      calls: [token.transferFrom(PTC, thirdAccount, me, units('15'))],
    },
    {
      name: 'transferFrom: 5 PTC from the third account to a fresh address (nothing of the account moves)',
      calls: [token.transferFrom(PTC, thirdAccount, fresh(3), units('5'))],
    },
    { name: 'approve: the pool, 20 PTC', calls: [token.approve(PTC, swapPool.address, units('20'))] },
    { name: 'swap: 20 PTC for PUSD through the pool', calls: [swap(PTC, PUSD, units('20'))] },
    { name: 'approve: the pool, 10 PUSD', calls: [token.approve(PUSD, swapPool.address, units('10'))] },
    { name: 'swap: 10 PUSD for PTC through the pool', calls: [swap(PUSD, PTC, units('10'))] },
    { name: 'swap: 0.05 ETH for PTC through the pool', calls: [swap(nativeToken, PTC, parseEther('0.05'))] },
    { name: 'payment: 7.5 PTC to a merchant, as Pay sends it', calls: [payment], payment: true },
    {
      name: 'batch: approve the pool for 30 PTC and swap them for PUSD',
      calls: [token.approve(PTC, swapPool.address, units('30')), swap(PTC, PUSD, units('30'))],
    },
    {
      name: 'batch: approve the pool for 8 PTC and swap them for ETH',
      calls: [token.approve(PTC, swapPool.address, units('8')), swap(PTC, nativeToken, units('8'))],
    },
    {
      name: 'batch: two transfers, PTC to a fresh address and ETH to the third account',
      calls: [token.transfer(PTC, fresh(4), units('3')), eth(thirdAccount, parseEther('0.02'))],
    },
    {
      name: 'reverts: PTC, more than the account holds',
      calls: [token.transfer(PTC, fresh(5), units('2000000'))],
      reverts: true,
    },
    {
      name: "reverts: PTC to the zero address (the token's require)",
      calls: [token.transfer(PTC, '0x0000000000000000000000000000000000000000', units('1'))],
      reverts: true,
    },
    {
      name: 'reverts: swap 5 PUSD with the allowance spent',
      calls: [swap(PUSD, PTC, units('5'))],
      reverts: true,
    },
    {
      name: 'reverts: transferFrom beyond what the third account allows',
      calls: [token.transferFrom(PTC, thirdAccount, me, units('1000'))],
      reverts: true,
    },
    { name: 'reverts: ETH, more than the account holds', calls: [eth(fresh(6), parseEther('20000'))], reverts: true },
    {
      name: 'reverts: a batch whose second transfer is more than the account holds',
      calls: [token.transfer(PTC, fresh(7), units('1')), token.transfer(PTC, fresh(7), units('2000000'))],
      reverts: true,
    },
  ]
}

const unitOf = (contract: Address) =>
  contract === dollarToken.address
    ? { address: contract, symbol: dollarToken.symbol, decimals: dollarToken.decimals }
    : contract === demoTokenAddress
      ? { address: contract, symbol: demoToken.symbol, decimals: demoToken.decimals }
      : undefined

/** What ApproveTransaction would show for the fixture, each call read from itself as the flows read them. */
export function showsOf(me: Address, fixture: TruthFixture): ApprovalRequest {
  const described = fixture.calls.map((call): SingleApproval => {
    const to = call.to as Address
    const token = unitOf(to)
    const one = describeTransaction(
      { from: me, ...call, to },
      { caipNetworkId: anvilNetwork, native: { symbol: 'ETH', decimals: 18 }, ...(token && { token }) },
    )
    return fixture.payment && one.kind === 'send' ? { ...one, kind: 'payment' } : one
  })
  return described.length === 1 ? described[0]! : { kind: 'batch', caipNetworkId: anvilNetwork, calls: described }
}

/** The allowances the fixture's calls set (ERC-20 approve), as token and spender. */
export function approvalsMade(fixture: TruthFixture): { token: Address; spender: Address }[] {
  return fixture.calls.flatMap((call) => {
    try {
      const decoded = decodeFunctionData({ abi: erc20Abi, data: call.data ?? '0x' })
      return decoded.functionName === 'approve' ? [{ token: call.to as Address, spender: decoded.args[0] }] : []
    } catch {
      return []
    }
  })
}
