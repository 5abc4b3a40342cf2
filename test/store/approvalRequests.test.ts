// What ApproveTransaction is given to show is read from the transaction the wallet is asked to
// send (its value, its ERC-20 calldata), so the screen says what will be signed: a transfer of
// the named token, an approval with its spender and allowance, or, for anything else (another
// contract, a token other than the one named), the call as it is.
import { encodeFunctionData, erc20Abi, maxUint256, parseEther, parseUnits, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeTransaction } from '../../src/features/approvals/describeTransaction'

const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const receiver = '0x70997970C51812Dc3A010c7D01B50E20D17Dc79C'
const spender = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const other = '0xdAC17F958D2ee523a2206206994597C13D831ec7'
const context = {
  caipNetworkId: 'eip155:1' as const,
  native: { symbol: 'ETH', decimals: 18 },
  token: { address: usdc, symbol: 'USDC', decimals: 6 },
}
const transfer = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [receiver, parseUnits('12.5', 6)],
})
const approve = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

describe('a transaction read as the wallet will sign it', () => {
  it('a plain value transfer sends the native coin to the transaction’s address', () => {
    expect(describeTransaction({ from, to: receiver, value: toHex(parseEther('0.5')) }, context)).toEqual({
      kind: 'send',
      caipNetworkId: 'eip155:1',
      amount: { value: parseEther('0.5').toString(), decimals: 18, symbol: 'ETH' },
      to: receiver,
    })
  })

  it('an ERC-20 transfer to the named token sends its amount to the calldata’s receiver', () => {
    expect(describeTransaction({ from, to: usdc, data: transfer }, context)).toMatchObject({
      kind: 'send',
      amount: { value: '12500000', decimals: 6, symbol: 'USDC' },
      to: receiver,
    })
  })

  it('an ERC-20 approve names its spender and allowance; the maximum is unlimited', () => {
    expect(describeTransaction({ from, to: usdc, data: approve(parseUnits('40', 6)) }, context)).toEqual({
      kind: 'tokenApproval',
      caipNetworkId: 'eip155:1',
      token: usdc,
      symbol: 'USDC',
      spender,
      amount: { value: '40000000', decimals: 6, symbol: 'USDC' },
    })
    expect(describeTransaction({ from, to: usdc, data: approve(maxUint256) }, context)).toMatchObject({
      amount: 'unlimited',
    })
  })

  it('transfer calldata sent to another contract than the named token is a call, not a send of the token', () => {
    expect(describeTransaction({ from, to: other, data: transfer }, context)).toEqual({
      kind: 'call',
      caipNetworkId: 'eip155:1',
      to: other,
      selector: transfer.slice(0, 10),
    })
  })

  it('calldata that is not ERC-20 is a call with its value and function selector', () => {
    expect(describeTransaction({ from, to: spender, data: '0x12345678abcdef', value: toHex(2n) }, context)).toEqual({
      kind: 'call',
      caipNetworkId: 'eip155:1',
      to: spender,
      value: { value: '2', decimals: 18, symbol: 'ETH' },
      selector: '0x12345678',
    })
  })
})
