// The requests ApproveTransaction previews and the previews it is shown with (features/preview),
// on Ethereum. The view test (test/views/approvalPreview.test.tsx) and the stories
// (src/views/ApproveTransaction/ApprovalPreview.stories.tsx) build theirs from these, so what the
// test pins is what the stories show.
import { maxUint256, parseEther, parseUnits } from 'viem'
import type { ApprovalAmount, TransferApproval } from '../src/features/approvals/approvalRequest'
import type { AllowanceChange, BalanceChange, Preview } from '../src/features/preview/previewTypes'

/** anvil's second account, checksummed: a receiver the wallet does not hold. */
export const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const usdcContract = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
/** A swap router: the spender of the approvals here, the contract of the swaps. */
export const router = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

export const units = (value: bigint, decimals: number, symbol: string): ApprovalAmount => ({
  value: value.toString(),
  decimals,
  symbol,
})
export const ether = (whole: string) => units(parseEther(whole), 18, 'ETH')
export const usdc = (whole: string) => units(parseUnits(whole, 6), 6, 'USDC')

/** A balance change of `whole` (negative: it leaves) of a token, worth `value` dollars. */
export const change = (
  asset: BalanceChange['asset'],
  symbol: string,
  decimals: number,
  whole: string,
  value?: number,
): BalanceChange => ({
  asset,
  symbol,
  decimals,
  delta: parseUnits(whole, decimals).toString(),
  ...(value !== undefined && { value }),
})

/** The router's USDC allowance the request leaves: `whole` USDC, or any amount. */
export const usdcAllowance = (whole: string | 'unlimited'): AllowanceChange => ({
  token: usdcContract,
  symbol: 'USDC',
  decimals: 6,
  spender: router,
  ...(whole === 'unlimited'
    ? { amount: maxUint256.toString(), unlimited: true }
    : { amount: parseUnits(whole, 6).toString(), unlimited: false }),
})

/** A simulation that went through: what it moved, and what the flow warned about. */
export type ReadyPreview = Extract<Preview, { status: 'ready' }>

/** A ready preview: nothing moved, allowed or warned about but what `fields` say. */
export const ready = (fields: Partial<ReadyPreview>): ReadyPreview => ({
  status: 'ready',
  changes: [],
  allowances: [],
  nativeSent: '0',
  warnings: [],
  ...fields,
})

/** A send of 0.5 ETH to the receiver, its network fee estimated. */
export const ethSend: TransferApproval = {
  kind: 'send',
  caipNetworkId: 'eip155:1',
  amount: ether('0.5'),
  to: receiver,
  fee: ether('0.000021'),
}

/** What ethSend does: the 0.5 ETH leave, worth $1,600. */
export const ethLeaves = ready({
  changes: [change('native', 'ETH', 18, '-0.5', 1600)],
  nativeSent: parseEther('0.5').toString(),
})

/** 30 USDC leave, worth $30. */
export const usdcLeaves = ready({ changes: [change(usdcContract, 'USDC', 6, '-30', 30)] })
