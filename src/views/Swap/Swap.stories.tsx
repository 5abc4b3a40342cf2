// Swap (section 2's optional screens) on the real store with the mocks as the swap service: MetaMask connected on
// Ethereum with the fixture account; tokens from the service's list, quotes priced from the db.
// Swapping for real runs on anvil (test/store/swapFlow.test.ts); here a wallet with its own key
// (swapScene) is asked, its request answered by the play function, and the story's node mines.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { formatEther, formatUnits, parseEther } from 'viem'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fixtures } from '../../../mocks/db'
import { portico, type PorticoParameters } from '../../../.storybook/portico'
import { connectWallet } from '../../../.storybook/scenes'
import { animationsDone, inView, modalRoot, openedOn, typeInto, viewShown } from '../../../.storybook/shadow'
import { heldAfterSwap, signingSwapScene, swapWallet } from '../../../.storybook/swapScene'
import { storyWallets, unusedRpcUrl } from '../../../.storybook/wallets'
import { anvil } from '../../networks'
import { openRequested } from '../../features/modal/actions'
import { formatBalance, shortAddress } from '../format'
import { Swap } from './Swap'
import { phoneWidth } from '../../../.storybook/viewports'

const wallet = { ...storyWallets.metaMask, account: fixtures.account }

const swapScene = (scene: PorticoParameters = {}) =>
  portico({
    wallets: [wallet],
    ...scene,
    setup: async (store, s) => {
      await connectWallet(store, s, wallet.name)
      store.dispatch(openRequested({ view: 'Swap' }))
    },
  })

const meta = {
  title: 'Views/Swap',
  component: Swap,
  render: () => <></>,
  parameters: swapScene(),
} satisfies Meta

export default meta
type Story = StoryObj

const swapView = () => inView('Swap')

/** The token picker's button on one side (named by the side, then the token in use). */
const pickerOf = async (side: 'You pay' | 'You receive') =>
  within(await (await swapView()).findByRole('group', { name: side })).getByRole('button', {
    name: new RegExp(`^${side} `),
  })

/** Picks a token on one side: opens its picker and chooses the token; the picker closes on the choice. */
async function choose(side: 'You pay' | 'You receive', symbol: RegExp) {
  const group = await (await swapView()).findByRole('group', { name: side })
  const button = await pickerOf(side)
  await userEvent.click(button)
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const option = within(group).getByRole('option', { name: symbol })
  const picked = option.querySelector('.p-option-name')!.textContent!
  await userEvent.click(option)
  await waitFor(() => expect(within(group).queryByRole('listbox')).not.toBeInTheDocument())
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button.querySelector('.p-option-name')).toHaveTextContent(picked)
  // The focus back on the picker's button (inside the modal's shadow root).
  await expect((button.getRootNode() as ShadowRoot).activeElement).toBe(button)
}

/** ETH for USDC, the amount typed (the quote asked, not yet come). */
async function ethForUsdc(context: Parameters<typeof openedOn>[0], amount: string) {
  await openedOn(context, 'Swap')
  await choose('You pay', /^ETH /)
  await choose('You receive', /^USDC /)
  const view = await swapView()
  await typeInto(view.getByLabelText('Amount to pay'), amount)
  return view
}

/** Both sides chosen and the amount typed; resolves once the quote came (Review available). */
async function quotedForm(pay: RegExp, receive: RegExp, amount: string) {
  await choose('You pay', pay)
  await choose('You receive', receive)
  const view = await swapView()
  await typeInto(view.getByLabelText('Amount to pay'), amount)
  const review = await view.findByRole('button', { name: 'Review swap' })
  await waitFor(() => expect(review).not.toHaveAttribute('aria-disabled'))
  return { view, review }
}

/** The service's tokens, nothing chosen: the button says what is missing. */
export const ChooseTokens: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    const view = await swapView()
    await expect(await view.findByRole('group', { name: 'You pay' })).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Choose both tokens' })).toHaveAttribute('aria-disabled', 'true')
    await expect(view.getByText('1%')).toBeInTheDocument()
  },
}

/** ETH for USDC: the quote comes after the pause, with the rate; the native coin needs no approval. */
export const Quoted: Story = {
  play: async (context) => {
    const view = await ethForUsdc(context, '0.5')
    // What comes, with its worth in USD; the rate, the price impact, the network fee from the gas price.
    await waitFor(() => expect(view.getByText(/^[\d,.]+ USDC \(≈ \$[\d,.]+\)$/)).toBeInTheDocument())
    await expect(view.getByText(/^1 ETH = /)).toBeInTheDocument()
    await expect(view.getByText(/^\d+\.\d\d%$/)).toBeInTheDocument()
    await expect(view.getByText(/^[\d.]+ ETH$/)).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Review swap' })).not.toHaveAttribute('aria-disabled')
  },
}

/** Review: the swap as it will go, with the least it may bring (1 % slippage); Back keeps the form. */
export const Preview: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    const { view, review } = await quotedForm(/^ETH /, /^USDC /, '0.5')
    await userEvent.click(review)
    await expect(await view.findByText('Check the swap')).toBeInTheDocument()
    await expect(view.getByText('0.5 ETH')).toBeInTheDocument()
    await expect(view.getByText('Minimum received')).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'Swap' })).not.toHaveAttribute('aria-disabled')
    await userEvent.click(view.getByRole('button', { name: 'Back to the form' }))
    await expect(await view.findByLabelText('Amount to pay')).toHaveValue('0.5')
  },
}

/**
 * The picker lists held tokens first, each with its balance, then the suggested ones; its
 * labelled search narrows the list, and says when nothing matches.
 */
export const TokenSearch: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    const view = await swapView()
    const group = await view.findByRole('group', { name: 'You receive' })
    await userEvent.click(await pickerOf('You receive'))
    const options = () =>
      within(group)
        .getAllByRole('option')
        .map((o) => o.textContent)
    await expect(options()[0]).toMatch(/^ETH Ether [\d,]+\.\d{3}$/)
    await expect(within(group).getByRole('listbox', { name: 'Tokens' })).toBeInTheDocument()
    const search = within(group).getByRole('searchbox', { name: 'Search tokens' })
    await expect((search as HTMLInputElement).labels?.[0]).toBeVisible()
    await typeInto(search, 'uni')
    await waitFor(() => expect(options()).toEqual([expect.stringMatching(/^UNI /)]))
    await typeInto(search, 'zzz')
    await expect(await within(group).findByText('No token matches')).toBeVisible()
    await expect(within(group).queryByRole('listbox')).not.toBeInTheDocument()
  },
}

/** A token picked once comes first in both pickers next time, before the held ones. */
export const RecentPicksFirst: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    await choose('You receive', /^UNI /)
    const group = await (await swapView()).findByRole('group', { name: 'You pay' })
    await userEvent.click(await pickerOf('You pay'))
    await expect(within(group).getAllByRole('option')[0]).toHaveTextContent(/^UNI /)
  },
}

/** The picker answers the keyboard: arrows move, Enter chooses, Escape closes it and not the modal. */
export const TokenPickerByKeyboard: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    const button = await pickerOf('You pay')
    button.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect((button.getRootNode() as ShadowRoot).activeElement).toBe(button)
    await userEvent.keyboard('{Enter}')
    const group = await (await swapView()).findByRole('group', { name: 'You pay' })
    // The search has the focus; Tab goes on to the list, on its first token.
    await expect((button.getRootNode() as ShadowRoot).activeElement).toBe(
      within(group).getByRole('searchbox', { name: 'Search tokens' }),
    )
    await userEvent.keyboard('{Tab}')
    await expect((button.getRootNode() as ShadowRoot).activeElement).toBe(
      within(group).getByRole('listbox', { name: 'Tokens' }),
    )
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button.querySelector('.p-option-name')).toHaveTextContent('USDC')
  },
}

/** UNI is allowed 10 and 25 are asked: the approval goes first, and the button says so. */
export const ApprovalNeeded: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    const { view, review } = await quotedForm(/^UNI /, /^ETH /, '25')
    await expect(view.getByText('Your wallet will first ask to let the swap use your UNI.')).toBeInTheDocument()
    await userEvent.click(review)
    await expect(await view.findByRole('button', { name: 'Approve and swap' })).toBeInTheDocument()
  },
}

/** More than the account holds: the button says so and stays unavailable; Max fills in the balance. */
export const NotEnoughBalance: Story = {
  play: async (context) => {
    await openedOn(context, 'Swap')
    await choose('You pay', /^USDC /)
    await choose('You receive', /^ETH /)
    const view = await swapView()
    await typeInto(view.getByLabelText('Amount to pay'), '1000000')
    const button = await view.findByRole('button', { name: 'Not enough USDC' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(view.getByText(/^Balance: [\d,.]+ USDC$/)).toBeInTheDocument()
    await userEvent.click(view.getByRole('button', { name: 'Max' }))
    await waitFor(() => expect(view.getByRole('button', { name: 'Review swap' })).not.toHaveAttribute('aria-disabled'))
  },
}

/** An amount it will never quote (English reads "1.000,5" as ambiguous): said under the field, never "Getting a quote…". */
export const AmountRefused: Story = {
  play: async (context) => {
    const view = await ethForUsdc(context, '1.000,5')
    await expect(
      await view.findByText('Use a point for decimals and commas only between groups of three digits, as in 1,000.5'),
    ).toBeInTheDocument()
    await expect(view.getByLabelText('Amount to pay')).toHaveAttribute('aria-invalid', 'true')
    await expect(view.getByRole('button', { name: 'Review swap' })).toHaveAttribute('aria-disabled', 'true')
    await expect(view.queryByText('Getting a quote…')).toBeNull()
  },
}

/** The native coin pays the network fee too: its Max keeps the swap's fee back. */
export const MaxForTheNativeCoinKeepsTheFee: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Swap')
    await choose('You pay', /^ETH /)
    const view = await swapView()
    await expect(view.getByText(/^Balance: [\d,.]+ ETH/)).toBeInTheDocument()
    await userEvent.click(await view.findByRole('button', { name: 'Max' }))
    const state = scene.store.getState().portico
    const balance = state.account.eip155!.tokenBalance!.find((t) => t.chainId === 'eip155:1' && !t.address)!
    const gas = BigInt(state.swap!.gas.wei!) * 150_000n
    const expected = parseEther(balance.quantity.numeric) - gas
    await expect(view.getByLabelText('Amount to pay')).toHaveValue(formatEther(expected))
  },
}

/** The gas price cannot be had: the fee says so in section 8's words; the swap can still be quoted. */
export const GasPriceFailed: Story = {
  parameters: swapScene({ faults: { 'blockchain.convertGasPrice': { kind: 'status', status: 503 } } }),
  play: async (context) => {
    await openedOn(context, 'Swap')
    const view = await swapView()
    await expect(await view.findByText(/503/)).toBeInTheDocument()
  },
}

/** Outside the swap networks the list says so in section 8's words. */
export const UnsupportedNetwork: Story = {
  parameters: portico({
    wallets: [{ ...wallet, chainId: 31337 }],
    config: { networks: [anvil(unusedRpcUrl)] },
    setup: async (store, s) => {
      await connectWallet(store, s, wallet.name)
      store.dispatch(openRequested({ view: 'Swap' }))
    },
  }),
  play: async (context) => {
    await openedOn(context, 'Swap')
    await expect(await (await swapView()).findByRole('alert')).toHaveTextContent('Network not supported for Swaps')
  },
}

/** The same in German on a phone: the service's words, said in the visitor's language. */
export const UnsupportedNetworkGermanPhone: Story = {
  ...UnsupportedNetwork,
  globals: { ...phoneWidth, locale: 'de' },
  play: async (context) => {
    await openedOn(context, 'Swap')
    await expect(await (await swapView()).findByRole('alert')).toHaveTextContent(
      'Tauschen wird in diesem Netzwerk nicht unterstützt',
    )
  },
}

/** The token list could not be had: said in the service's words, nothing else offered. */
export const TokensFailed: Story = {
  parameters: swapScene({ faults: { 'blockchain.convertTokens': { kind: 'status', status: 503 } } }),
  play: async (context) => {
    await openedOn(context, 'Swap')
    await expect(await (await swapView()).findByRole('alert')).toHaveTextContent(/503/)
  },
}

/** The quote failed by fault scenario: said under the form, which stays as typed. */
export const QuoteFailed: Story = {
  parameters: swapScene({ faults: { 'blockchain.convertQuotes': { kind: 'status', status: 500 } } }),
  play: async (context) => {
    const view = await ethForUsdc(context, '1')
    await expect(await view.findByText(/500/)).toBeInTheDocument()
    await expect(view.getByLabelText('Amount to pay')).toHaveValue('1')
  },
}

/** The quote on its way (held 30 s): the button says so and waits; nothing is received yet. */
export const QuoteLoading: Story = {
  parameters: swapScene({ faults: { 'blockchain.convertQuotes': { kind: 'slow', ms: 30_000 } } }),
  play: async (context) => {
    const view = await ethForUsdc(context, '0.5')
    const button = await view.findByRole('button', { name: 'Getting a quote…' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(view.queryByText(/^1 ETH = /)).not.toBeInTheDocument()
  },
}

/** Light theme. */
export const Light: Story = { ...ChooseTokens, parameters: swapScene({ themeMode: 'light' }) }

/** 0.5 ETH for USDC quoted, reviewed and Swap pressed: resolves with the request the wallet holds. */
async function swapPressed(context: Parameters<typeof openedOn>[0]) {
  const { scene } = await openedOn(context, 'Swap')
  const { view, review } = await quotedForm(/^ETH /, /^USDC /, '0.5')
  await userEvent.click(review)
  await userEvent.click(await view.findByRole('button', { name: 'Swap' }))
  const wallet = scene.wallet(swapWallet)
  const request = await wallet.nextPending()
  await expect(request.method).toBe('eth_sendTransaction')
  return { scene, wallet, request }
}

/**
 * The wallet is asked: ApproveTransaction describes this swap from its own request (0.5 ETH paid
 * as the transaction's value, the quoted USDC back, the service's contract), and nothing else.
 */
export const WaitingForTheWallet: Story = {
  parameters: signingSwapScene(),
  play: async (context) => {
    const { scene, request } = await swapPressed(context)
    const [transaction] = request.params as [{ to: string; value: string }]
    await expect(BigInt(transaction.value)).toBe(parseEther('0.5'))
    const quoted = scene.store.getState().portico.swap!.quote.value!
    const receive = `${formatBalance(formatUnits(BigInt(quoted.toAmount), 6))} USDC`
    const view = await viewShown('ApproveTransaction')
    await expect(view.getByText('Approve the transaction in MetaMask')).toBeVisible()
    const region = view.getByRole('region', { name: 'What you are asked to approve' })
    await expect(region).toHaveTextContent(`Swap 0.5 ETH for ${receive}`)
    const pair = (term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling
    await expect(pair('You pay')).toHaveTextContent(/^0\.5 ETH$/)
    await expect(pair('You receive')).toHaveTextContent(`≈ ${receive} (quoted)`)
    await expect(pair('Contract')).toHaveTextContent(shortAddress(transaction.to))
    await expect(pair('Network')).toHaveTextContent('Ethereum')
    await expect(region).not.toHaveTextContent(/Sending|Allowance/)
  },
}

export const WaitingForTheWalletPhone: Story = { ...WaitingForTheWallet, globals: phoneWidth }

/**
 * Approved, sent and mined: back on Swap, which says it is done and shows the balances the wallet
 * reports once it is (ETH less, USDC more); the amount is cleared for the next.
 */
export const Swapped: Story = {
  parameters: signingSwapScene({ mines: 'succeeded' }),
  play: async (context) => {
    const { scene, wallet, request } = await swapPressed(context)
    const received = BigInt(scene.store.getState().portico.swap!.quote.value!.toAmount)
    const after = heldAfterSwap(parseEther('0.5'), received)
    wallet.holds(after)
    wallet.demo.approve(request.id)
    const view = await viewShown('Swap')
    await expect(await view.findByText('Swapped. Your balances are updated.')).toBeVisible()
    await expect(scene.store.getState().portico.swap).toMatchObject({ step: 'done', amount: '' })
    await expect(view.getByLabelText('Amount to pay')).toHaveValue('')
    const [ether, usdCoin] = after['0x1'].map((asset) => formatUnits(BigInt(asset.balance), asset.metadata.decimals))
    await waitFor(() => expect(view.getByText(`Balance: ${formatBalance(ether!)} ETH`)).toBeInTheDocument())
    await expect(await pickerOf('You receive')).toHaveTextContent(formatBalance(usdCoin!))
  },
}

export const SwappedPhone: Story = { ...Swapped, globals: phoneWidth }

/** Declined in the wallet: back on the form as typed, the reason under it, nothing swapped. */
export const Declined: Story = {
  parameters: signingSwapScene(),
  play: async (context) => {
    const { scene, wallet, request } = await swapPressed(context)
    wallet.demo.reject(request.id)
    const view = await viewShown('Swap')
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'You declined the swap in the wallet. Nothing was swapped.',
    )
    await expect(view.getByLabelText('Amount to pay')).toHaveValue('0.5')
    await expect((await pickerOf('You pay')).querySelector('.p-option-name')).toHaveTextContent('ETH')
    await expect((await pickerOf('You receive')).querySelector('.p-option-name')).toHaveTextContent('USDC')
    await expect(view.getByRole('button', { name: 'Review swap' })).not.toHaveAttribute('aria-disabled')
    await expect(view.queryByText('Swapped. Your balances are updated.')).not.toBeInTheDocument()
    await expect(scene.store.getState().portico.pending?.list ?? []).toHaveLength(0)
    // Said once: no snackbar repeats the reason over the form.
    await expect(modalRoot()!.querySelector('.p-snackbar')).toBeNull()
    // The form's quote current again (on a loaded machine its answer came after the alert, and the
    // contrast check read the details dimmed while it was asked), and the form faded back in: the
    // checks read it as the visitor does, once it has.
    await waitFor(() => expect(modalRoot()!.querySelector('.p-swap-stale')).toBeNull())
    await animationsDone()
  },
}

export const DeclinedPhone: Story = { ...Declined, globals: phoneWidth }

/**
 * USDC for ETH, which the wallet has never let the service spend: the wallet is asked twice, and
 * ApproveTransaction says each time what that request is — first the allowance and its spender,
 * then, once the approval is mined, the swap itself.
 */
export const ApprovalThenSwap: Story = {
  parameters: signingSwapScene({ mines: 'succeeded' }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Swap')
    const { view, review } = await quotedForm(/^USDC /, /^ETH /, '30')
    await expect(view.getByText('Your wallet will first ask to let the swap use your USDC.')).toBeInTheDocument()
    await userEvent.click(review)
    await userEvent.click(await view.findByRole('button', { name: 'Approve and swap' }))
    const wallet = scene.wallet(swapWallet)
    const approval = await wallet.nextPending()
    const asked = async () =>
      (await viewShown('ApproveTransaction')).getByRole('region', { name: 'What you are asked to approve' })
    const term = (region: HTMLElement, name: string) =>
      within(region).getByText(name, { selector: 'dt' }).nextElementSibling
    const allowance = await asked()
    await expect(allowance).toHaveTextContent('Allow spending of 30 USDC')
    // Named as whom Portico asked for the approval: the swap service, its contract beside it.
    await expect(term(allowance, 'Spender')).toHaveTextContent(/^Swap service \(0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}\)$/)
    await expect(allowance).not.toHaveTextContent(/Swap \d|You receive/)
    wallet.demo.approve(approval.id)
    const swapRequest = await waitFor(() => {
      const [next] = wallet.demo.pending()
      if (!next || next.id === approval.id) throw new Error('The wallet is not asked for the swap yet')
      return next
    })
    await expect(swapRequest.method).toBe('eth_sendTransaction')
    const swap = await waitFor(async () => {
      const region = await asked()
      await expect(region).toHaveTextContent(/^Swap 30 USDC for [\d.,]+ ETH/)
      return region
    })
    await expect(term(swap, 'You pay')).toHaveTextContent(/^30 USDC$/)
    await expect(term(swap, 'Contract')).toHaveTextContent(/^Swap service \(0x/)
    await expect(swap).not.toHaveTextContent(/Allowance|Spender/)
  },
}

export const ApprovalThenSwapPhone: Story = { ...ApprovalThenSwap, globals: phoneWidth }

/** USDC for ETH, quoted and reviewed with a wallet that runs batches (EIP-5792); Approve and swap pressed: resolves with what the wallet holds. */
async function approveAndSwapInOne(context: Parameters<typeof openedOn>[0]) {
  const { scene } = await openedOn(context, 'Swap')
  const { view, review } = await quotedForm(/^USDC /, /^ETH /, '30')
  await expect(
    await view.findByText('Your wallet will ask once, for the use of your USDC and the swap together.'),
  ).toBeInTheDocument()
  await userEvent.click(review)
  await userEvent.click(await view.findByRole('button', { name: 'Approve and swap' }))
  const wallet = scene.wallet(swapWallet)
  const request = await wallet.nextPending()
  await expect(request.method).toBe('wallet_sendCalls')
  return { wallet, request }
}

/**
 * A wallet that runs batches: the approval and the swap are one request, one prompt.
 * ApproveTransaction lists both calls in the order the wallet runs them, each read from its call,
 * and says they happen together.
 */
export const ApprovalAndSwapInOne: Story = {
  parameters: signingSwapScene({}, { batches: { settles: 500 } }),
  play: async (context) => {
    const { request } = await approveAndSwapInOne(context)
    const [{ calls, atomicRequired }] = request.params as [{ calls: unknown[]; atomicRequired: boolean }]
    await expect(calls).toHaveLength(2)
    await expect(atomicRequired).toBe(true)
    const region = (await viewShown('ApproveTransaction')).getByRole('region', {
      name: 'What you are asked to approve',
    })
    await expect(region).toHaveTextContent('2 calls in one approval')
    await expect(region).toHaveTextContent('They run together: all of them, or none.')
    const [allowance, swap] = within(region).getAllByRole('listitem')
    await expect(allowance).toHaveTextContent('Allow spending of 30 USDC')
    await expect(allowance).toHaveTextContent(/Spender\s*Swap service \(0x/)
    await expect(swap).toHaveTextContent(/^Swap 30 USDC for [\d.,]+ ETH/)
    await expect(swap).not.toHaveTextContent(/Allowance|Spender/)
  },
}

/** Approved in the wallet, the batch settles as `settles` says: back on the form as typed, the reason under it. */
const batchEnds = (reason: string): Story['play'] =>
  async function play(context) {
    const { wallet, request } = await approveAndSwapInOne(context)
    wallet.demo.approve(request.id)
    const view = await viewShown('Swap')
    await expect(await view.findByRole('alert')).toHaveTextContent(reason)
    await expect(view.getByLabelText('Amount to pay')).toHaveValue('30')
    await expect(view.queryByText('Swapped. Your balances are updated.')).not.toBeInTheDocument()
    await waitFor(() => expect(modalRoot()!.querySelector('.p-swap-stale')).toBeNull())
    await animationsDone()
  }

/** The wallet did not send the batch (EIP-5792's 400): nothing changed, and the form says so. */
export const BatchNotSent: Story = {
  parameters: signingSwapScene({}, { batches: { settles: 400 } }),
  play: batchEnds('The wallet did not send the calls. Nothing changed.'),
}

/** The wallet reports the batch partly reverted (EIP-5792's 600), all-or-nothing asked or not: said as it is. */
export const BatchPartlyFailed: Story = {
  parameters: signingSwapScene({}, { batches: { settles: 600 } }),
  play: batchEnds('Some of the calls failed on the chain.'),
}

/** The app's paymaster service (ERC-7677), as a host configures it; the story wallet answers for it, nothing calls it. */
const sponsorship = { sponsorship: { paymasterUrl: 'https://paymaster.example/rpc' } }

/** A term's value in a list of pairs (of a view, or `within` a region of it). */
const termIn = (queries: Pick<ReturnType<typeof within>, 'getByText'>, term: string) =>
  queries.getByText(term, { selector: 'dt' }).nextElementSibling

/**
 * The app pays the network fee (ERC-7677) and the wallet takes its paymaster: the preview says
 * so, the wallet is handed the app's paymaster with the swap (one call, through wallet_sendCalls),
 * and ApproveTransaction says the app pays.
 */
export const SponsoredFee: Story = {
  parameters: signingSwapScene({}, { batches: { settles: 500 }, paymaster: {} }, sponsorship),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Swap')
    const { view, review } = await quotedForm(/^ETH /, /^USDC /, '0.5')
    await userEvent.click(review)
    await expect(termIn(view, 'Network fee')).toHaveTextContent(/^Paid by the app$/)
    await userEvent.click(await view.findByRole('button', { name: 'Swap' }))
    const request = await scene.wallet(swapWallet).nextPending()
    await expect(request.method).toBe('wallet_sendCalls')
    const [{ capabilities, calls }] = request.params as [{ capabilities: unknown; calls: unknown[] }]
    await expect(capabilities).toEqual({ paymasterService: { url: 'https://paymaster.example/rpc' } })
    await expect(calls).toHaveLength(1)
    const region = (await viewShown('ApproveTransaction')).getByRole('region', {
      name: 'What you are asked to approve',
    })
    await expect(region).toHaveTextContent(/^Swap 0\.5 ETH for /)
    await expect(termIn(within(region), 'Network fee')).toHaveTextContent(/^Paid by the app$/)
  },
}

/** The app's paymaster says no (its policy): the form stays as typed with the reason, and paying the fee oneself is offered. */
export const SponsorshipRefused: Story = {
  parameters: signingSwapScene(
    {},
    { batches: { settles: 500 }, paymaster: { refuses: 'The app does not sponsor swaps of ETH' } },
    sponsorship,
  ),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Swap')
    const { view, review } = await quotedForm(/^ETH /, /^USDC /, '0.5')
    await userEvent.click(review)
    await userEvent.click(await view.findByRole('button', { name: 'Swap' }))
    // Back on Swap (ApproveTransaction came and went with the wallet's answer): the view anew.
    const alert = await waitFor(async () => (await swapView()).getByRole('alert'))
    await expect(alert).toHaveTextContent(
      'The app could not pay the network fee, so nothing was swapped: The app does not sponsor swaps of ETH',
    )
    const back = await swapView()
    await expect(back.getByLabelText('Amount to pay')).toHaveValue('0.5')
    await expect(scene.wallet(swapWallet).demo.pending()).toEqual([])
    // The way on: paying the fee oneself (what follows is the store's test, batchedCalls.test.ts).
    await expect(back.getByRole('button', { name: 'Pay the network fee yourself' })).toBeVisible()
    await waitFor(() => expect(modalRoot()!.querySelector('.p-swap-stale')).toBeNull())
    await animationsDone()
  },
}

/** The app would pay the fee, but this wallet cannot take a paymaster: the form says the visitor pays it. */
export const WalletCannotBeSponsored: Story = {
  parameters: signingSwapScene({}, {}, sponsorship),
  play: async (context) => {
    await openedOn(context, 'Swap')
    const { view } = await quotedForm(/^ETH /, /^USDC /, '0.5')
    await expect(
      view.getByText('This wallet cannot take the app’s sponsorship: you pay the network fee.'),
    ).toBeInTheDocument()
    await animationsDone()
  },
}
