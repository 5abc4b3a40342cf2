// @vitest-environment jsdom
// ApproveTransaction tells the truth (section 2: a view with its data): what it says the wallet
// is asked comes from the request the flow put on its route entry, never from another feature's
// state. Each kind reads as itself; an earlier Send's form, still in the store, shows nowhere.
import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { parseUnits } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest, TokenApproval } from '../../src/features/approvals/approvalRequest'
import { accountConnected } from '../../src/features/account/accountSlice'
import {
  approvalStopRequested,
  approvalUnanswered,
  approvalWaitStarted,
} from '../../src/features/approvals/approvalWait'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { amountChanged, gasEstimateChanged, receiverChanged, tokenChosen } from '../../src/features/send/sendSlice'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { ethereum, polygon, viewStore, withNetworks } from './support/store'

viewTestMocks()

const sendReceiver = '0x70997970C51812Dc3A010c7D01B50E20D17Dc79C'
const router = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const token = (value: string, symbol: string, decimals = 18) => ({
  value: parseUnits(value, decimals).toString(),
  decimals,
  symbol,
})

/** An allowance of USDC on Ethereum for the router. */
const usdcAllowance = (fields: Pick<TokenApproval, 'amount'> & Partial<TokenApproval>): TokenApproval => ({
  kind: 'tokenApproval',
  caipNetworkId: ethereum.caipNetworkId,
  token: usdc,
  symbol: 'USDC',
  spender: router,
  ...fields,
})

/** ApproveTransaction for `approval`, in a store whose Send form holds an earlier send's details. */
async function approving(approval: ApprovalRequest, attempt?: string) {
  const setup = viewStore()
  withNetworks(setup.store, [ethereum, polygon], ethereum)
  setup.store.dispatch(tokenChosen({ chainId: ethereum.caipNetworkId }))
  setup.store.dispatch(amountChanged('0.01'))
  setup.store.dispatch(receiverChanged(sendReceiver))
  setup.store.dispatch(gasEstimateChanged({ status: 'ready', feeWei: '21000000000000' }))
  setup.store.dispatch(pushed({ view: 'ApproveTransaction', data: { approval, ...(attempt && { attempt }) } }))
  if (attempt) setup.store.dispatch(approvalWaitStarted({ attempt }))
  setup.store.dispatch(opened())
  renderModal(setup.store)
  await viewLoaded('ApproveTransaction')
  const details = within(inShadow().getByRole('region', { name: 'What you are asked to approve' }))
  const pair = (term: string) => details.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
  return { details, pair, text: inShadow().getByRole('dialog').textContent ?? '', setup }
}

/** Nothing of the Send form in the store reads on the screen. */
const noSendLeaks = (text: string) => {
  expect(text).not.toContain('0.01 ETH')
  expect(text).not.toContain('0x7099')
  expect(text).not.toContain('Sending')
}

describe('ApproveTransaction shows the request the wallet is asked, and nothing else', () => {
  it('a swap: what it pays, the quoted amount it receives, the contract, the network', async () => {
    const { details, pair, text } = await approving({
      kind: 'swap',
      caipNetworkId: ethereum.caipNetworkId,
      pay: token('30', 'PTC'),
      receive: token('37.376123', 'PUSD'),
      contract: router,
    })
    expect(details.getByText('Swap 30 PTC for 37.376 PUSD')).toBeTruthy()
    expect(pair('You pay')).toBe('30 PTC')
    expect(pair('You receive')).toBe('≈ 37.376 PUSD (quoted)')
    expect(pair('Contract')).toBe('0xCf7E…0Fc9')
    expect(pair('Network')).toBe('Ethereum')
    noSendLeaks(text)
  })

  it('a token approval: the allowance and the spender from its calldata; the maximum reads as unlimited', async () => {
    const limited = await approving(usdcAllowance({ amount: token('40', 'USDC', 6) }))
    expect(limited.pair('Allowance')).toBe('40 USDC')
    expect(limited.pair('Spender')).toBe('0xCf7E…0Fc9')
    // The token by the symbol the request carries, its address beside it.
    expect(limited.pair('Token')).toBe('USDC (0xA0b8…eB48)')
    noSendLeaks(limited.text)
  })

  it("Portico's own swap names whom it asked: the swap service as the allowance's spender", async () => {
    const approval = await approving(usdcAllowance({ amount: token('40', 'USDC', 6), spenderRole: 'swapService' }))
    expect(approval.pair('Spender')).toBe('Swap service (0xCf7E…0Fc9)')
  })

  it("Portico's own swap names whom it asked: the swap service's contract", async () => {
    const swap = await approving({
      kind: 'swap',
      caipNetworkId: ethereum.caipNetworkId,
      pay: token('30', 'PTC'),
      receive: token('37.376123', 'PUSD'),
      contract: router,
      contractRole: 'swapService',
    })
    expect(swap.pair('Contract')).toBe('Swap service (0xCf7E…0Fc9)')
  })

  it('an unlimited token approval says so', async () => {
    const { details } = await approving(usdcAllowance({ amount: 'unlimited' }))
    expect(details.getByText('Allow spending of Unlimited USDC')).toBeTruthy()
  })

  it("a payment: the host's amount and recipient, on the payment's network", async () => {
    const { details, pair, text } = await approving({
      kind: 'payment',
      caipNetworkId: polygon.caipNetworkId,
      amount: token('12.5', 'USDC', 6),
      to: router,
    })
    expect(details.getByText('Pay 12.5 USDC')).toBeTruthy()
    expect(pair('Paying')).toBe('12.5 USDC')
    expect(pair('To')).toBe('0xCf7E…0Fc9')
    expect(pair('Network')).toBe('Polygon')
    noSendLeaks(text)
  })

  it('a name registration: the name and the account that signs for it', async () => {
    const { details, pair, text } = await approving({
      kind: 'nameRegistration',
      caipNetworkId: ethereum.caipNetworkId,
      name: 'newcomer.reown.id',
      account: router,
    })
    expect(details.getByText('Register newcomer.reown.id')).toBeTruthy()
    expect(pair('Account')).toBe('0xCf7E…0Fc9')
    noSendLeaks(text)
  })

  it('a smart-session grant: its permissions in words, until when, its signer', async () => {
    const { pair, text } = await approving({
      kind: 'smartSession',
      caipNetworkId: ethereum.caipNetworkId,
      expiry: Date.UTC(2027, 0, 2, 15, 0) / 1000,
      signer: 'keys',
      permissions: [{ type: 'contract-call', data: { address: usdc, functions: [{ functionName: 'transfer' }] } }],
    })
    expect(pair('Permissions')).toBe('Call transfer on 0xA0b8…eB48')
    expect(pair('Until')).toMatch(/Jan 2, 2027/)
    expect(pair('Signer')).toBe('keys')
    noSendLeaks(text)
  })

  it('another call: its contract, value and function selector', async () => {
    const { pair } = await approving({
      kind: 'call',
      caipNetworkId: ethereum.caipNetworkId,
      to: router,
      value: token('0.2', 'ETH'),
      selector: '0x12345678',
    })
    expect(pair('Contract')).toBe('0xCf7E…0Fc9')
    expect(pair('Value')).toBe('0.2 ETH')
    expect(pair('Function')).toBe('0x12345678')
  })

  it("a send shows the send request's own amount, receiver and fee", async () => {
    const { pair } = await approving({
      kind: 'send',
      caipNetworkId: ethereum.caipNetworkId,
      amount: token('0.5', 'ETH'),
      to: router,
      fee: token('0.000021', 'ETH'),
    })
    expect(pair('Sending')).toBe('0.5 ETH')
    expect(pair('To')).toBe('0xCf7E…0Fc9')
    expect(pair('Network fee')).toBe('≈ 0.000021 ETH')
  })
})

describe('ApproveTransaction can be read by keyboard', () => {
  // Besides Stop waiting, its control is what it shows (the modal cannot be closed while the
  // wallet asks, section 2): a request longer than a phone's screen scrolls the body, which the
  // keyboard scrolls from a focused element inside it.
  it('the request is the tab stop of the view', async () => {
    await approving(usdcAllowance({ amount: token('30', 'USDC', 6) }))
    const region = inShadow().getByRole('region', { name: 'What you are asked to approve' })
    expect(region.tabIndex).toBe(0)
  })
})

describe('every wait ends: the wallet that does not answer, and Stop waiting', () => {
  const allowance = () => usdcAllowance({ amount: token('30', 'USDC', 6) })

  it('past the bound, the polite live region says the wallet has not answered, with what to do there', async () => {
    const { setup } = await approving(allowance(), 'approval-view-1')
    setup.store.dispatch(
      accountConnected({
        namespace: 'eip155',
        caipAddress: `eip155:1:${sendReceiver}`,
        wallet: { name: 'MetaMask', type: 'ANNOUNCED' },
      }),
    )
    const status = inShadow().getAllByRole('status')[0]!
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).not.toContain('has not answered')
    setup.store.dispatch(approvalUnanswered({ attempt: 'approval-view-1' }))
    await vi.waitFor(() => expect(status.textContent).toContain('MetaMask has not answered'))
    expect(status.textContent).toContain('If it still asks, reject the request there.')
  })

  it('Stop waiting is there from the start, and the keyboard presses it', async () => {
    const { setup } = await approving(allowance(), 'approval-view-2')
    const stop = inShadow().getByRole('button', { name: 'Stop waiting' })
    stop.focus()
    await userEvent.setup().keyboard('{Enter}')
    expect(setup.dispatched(approvalStopRequested.type)).toHaveLength(1)
  })
})
