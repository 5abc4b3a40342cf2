// ApproveTransaction with the preview of its request (features/preview): what the request will
// do, as its simulation said, under what it asks. One story per state the preview can be in: a
// send's balance change priced, an unlimited approval, a request that reverts, no preview to be
// had, one on its way, a swap where nothing comes back, a recipient never paid before, and a
// batch that moves several tokens. The scene holds each preview as the story says (previewScene).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { parseUnits } from 'viem'
import {
  change,
  ether,
  ethLeaves,
  ethSend,
  ready,
  receiver,
  router,
  units,
  usdc,
  usdcAllowance,
  usdcContract,
  usdcLeaves,
} from '../../../harness/previewFixtures'
import { sendScene } from '../../../.storybook/sendScene'
import { approvalWithPreview } from '../../../.storybook/previewScene'
import { inView, modalRoot, openedOn } from '../../../.storybook/shadow'
import type { ApprovalRequest, SwapApproval, TokenApproval } from '../../features/approvals/approvalRequest'
import type { Preview } from '../../features/preview/previewTypes'
import { ApproveTransaction } from './ApproveTransaction'

const meta = {
  title: 'Views/ApprovalPreview',
  component: ApproveTransaction,
  render: () => <></>,
} satisfies Meta

export default meta
type Story = StoryObj

const dai = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
/** anvil's fourth account: an address the account has never paid. */
const stranger = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** An approval of USDC to the router. */
const approveUsdc = (amount: TokenApproval['amount']): TokenApproval => ({
  kind: 'tokenApproval',
  caipNetworkId: 'eip155:1',
  token: usdcContract,
  symbol: 'USDC',
  spender: router,
  amount,
})

/** 30 USDC for at least 0.009375 ETH through the router. */
const swap: SwapApproval = {
  kind: 'swap',
  caipNetworkId: 'eip155:1',
  pay: usdc('30'),
  receive: ether('0.009375'),
  contract: router,
}

const previewId = 'preview-story'

/** The connected wallet is asked `approval`; its preview reads `preview`, whatever the node could simulate. */
const previewing = (approval: ApprovalRequest, preview: Preview, themeMode?: 'light') =>
  sendScene(
    {},
    {
      scene: { previews: { [previewId]: preview }, ...(themeMode && { themeMode }) },
      then: (store) => approvalWithPreview(store, approval, previewId),
    },
  )

/** The preview's part of the view, by its heading. */
async function previewOf(context: Parameters<NonNullable<Story['play']>>[0]) {
  await openedOn(context, 'ApproveTransaction')
  const view = await inView('ApproveTransaction')
  return within(view.getByRole('group', { name: 'What this will do' }))
}

/**
 * What must be read before signing is on screen without scrolling on a short laptop screen
 * (1280×600): the dialog is at most 600 − 32 px tall there and shows its body from the top, less
 * what sits below the body. (The phone's 390×700 is in the story's phone baseline.)
 */
async function onAShortScreen(element: HTMLElement) {
  const dialog = modalRoot()!.querySelector('.p-modal')!.getBoundingClientRect()
  const body = modalRoot()!.querySelector('.p-body')!.getBoundingClientRect()
  const shown = 600 - 32 - (dialog.bottom - body.bottom)
  await expect(element.getBoundingClientRect().bottom - dialog.top).toBeLessThanOrEqual(shown)
}

/** A send of 0.5 ETH: the coin leaves, priced in dollars. */
export const Changes: Story = {
  parameters: previewing(ethSend, ethLeaves),
  play: async (context) => {
    const preview = await previewOf(context)
    const [row] = preview.getAllByRole('listitem')
    await expect(row).toHaveTextContent('−0.500 ETH')
    await expect(row).toHaveTextContent('≈ $1,600.00')
    await expect(preview.queryByRole('alert')).toBeNull()
  },
}

/** An approval of USDC to the router with no limit: said first, as an alert, and again as the allowance it leaves. */
export const UnlimitedApproval: Story = {
  parameters: previewing(
    approveUsdc('unlimited'),
    ready({
      allowances: [usdcAllowance('unlimited')],
      warnings: [{ kind: 'unlimitedApproval', symbol: 'USDC', spender: router }],
    }),
  ),
  play: async (context) => {
    const preview = await previewOf(context)
    await expect(preview.getByRole('alert')).toHaveTextContent(
      'Unlimited approval: 0xCf7E…0Fc9 may move all your USDC, now and later',
    )
    await onAShortScreen(preview.getByRole('alert'))
    await expect(preview.getByRole('listitem')).toHaveTextContent('Allows 0xCf7E…0Fc9 to spend any amount of USDC')
    await expect(preview.getAllByTitle(router)).toHaveLength(2)
  },
}

/** A swap the token's contract refuses: it would revert, in the contract's words, and nothing moves. */
export const Revert: Story = {
  parameters: previewing(
    swap,
    ready({
      fails: { reason: 'ERC20: transfer amount exceeds balance' },
      warnings: [{ kind: 'willFail', reason: 'ERC20: transfer amount exceeds balance' }],
    }),
  ),
  play: async (context) => {
    const preview = await previewOf(context)
    await expect(preview.getByRole('alert')).toHaveTextContent(
      'This request will fail: ERC20: transfer amount exceeds balance',
    )
    await onAShortScreen(preview.getByRole('alert'))
    await expect(preview.queryByText('No tokens leave or enter your account')).toBeNull()
  },
}

/** The network's node did not answer within the bound: no preview, said quietly. */
export const Unavailable: Story = {
  parameters: previewing(ethSend, { status: 'unavailable', reason: 'timedOut' }),
  play: async (context) => {
    const preview = await previewOf(context)
    await expect(preview.getByRole('status')).toHaveTextContent(
      'Preview unavailable: the network’s node did not answer in time',
    )
  },
}

/** The simulation is on its way: one quiet line, told politely. */
export const Loading: Story = {
  parameters: previewing(ethSend, { status: 'loading' }),
  play: async (context) => {
    const preview = await previewOf(context)
    const status = preview.getByRole('status')
    await expect(status).toHaveTextContent('Simulating what this request does…')
    await expect(status).toHaveAttribute('aria-live', 'polite')
  },
}

/** A "swap" whose tokens only leave: nothing comes back. */
export const SwapOnlySends: Story = {
  parameters: previewing(swap, ready({ ...usdcLeaves, warnings: [{ kind: 'onlySends' }] })),
  play: async (context) => {
    const preview = await previewOf(context)
    await expect(preview.getByText('This swap only sends tokens away: nothing comes back')).toBeVisible()
    await expect(preview.queryByRole('alert')).toBeNull()
    await expect(preview.getByRole('listitem')).toHaveTextContent('−30.000 USDC≈ $30.00')
  },
}

/** USDC to an address the account has never sent to. */
export const NewAddress: Story = {
  parameters: previewing(
    { kind: 'send', caipNetworkId: 'eip155:1', amount: usdc('12.5'), to: stranger },
    ready({
      changes: [change(usdcContract, 'USDC', 6, '-12.5', 12.5)],
      warnings: [{ kind: 'newAddress', address: stranger, role: 'recipient' }],
    }),
  ),
  play: async (context) => {
    const preview = await previewOf(context)
    await expect(preview.getByText(/You have never sent to/)).toHaveTextContent(
      'You have never sent to 0x90F7…b906 before',
    )
    await expect(preview.getByTitle(stranger)).toBeVisible()
  },
}

const batch: ApprovalRequest = {
  kind: 'batch',
  caipNetworkId: 'eip155:1',
  calls: [
    { ...approveUsdc(usdc('30')), spenderRole: 'swapService' },
    { ...swap, contractRole: 'swapService' },
    { kind: 'send', caipNetworkId: 'eip155:1', amount: units(parseUnits('25', 18), 18, 'DAI'), to: receiver },
  ],
}

const batchPreview = ready({
  changes: [...usdcLeaves.changes, change('native', 'ETH', 18, '0.009375', 30), change(dai, 'DAI', 18, '-25', 25)],
  allowances: [usdcAllowance('30')],
})

/** A batch: every token it moves, in and out, and the allowance it leaves. */
export const Batch: Story = {
  parameters: previewing(batch, batchPreview),
  play: async (context) => {
    const preview = await previewOf(context)
    const [changes, allowances] = preview.getAllByRole('list')
    const rows = within(changes!).getAllByRole('listitem')
    await expect(rows.map((row) => row.textContent)).toEqual([
      '−30.000 USDC≈ $30.00',
      '+0.009 ETH≈ $30.00',
      '−25.000 DAI≈ $25.00',
    ])
    await expect(allowances).toHaveTextContent('Allows 0xCf7E…0Fc9 to spend 30.000 USDC')
  },
}

/** The same in the light theme: what leaves and what enters keep their contrast. */
export const BatchLight: Story = {
  parameters: previewing(batch, batchPreview, 'light'),
  play: Batch.play,
}
