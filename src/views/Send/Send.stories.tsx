// Send: a demo wallet on Ethereum reports its ETH and USDC (ERC-7811), the balance flow lists
// them, and the visitor fills the form. Names resolve through the mocked profile call; a send
// is answered by the wallet (held until the play function approves or rejects it) and by the
// story's JSON-RPC node (storyNode). On Solana, the demo Solana wallet sends, and the mocked
// Blockchain API's JSON-RPC is the node Portico builds the transfer from and the wallet sends to.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { browserMocks, portico } from '../../../.storybook/portico'
import { openModal, stateWhere } from '../../../.storybook/scenes'
import { eth, receiver, sendAssets, sendScene, sendWallet, usdc, usdcContract } from '../../../.storybook/sendScene'
import {
  animationsDone,
  inView,
  modalRoot,
  openedOn,
  snackbarShown,
  typeInto,
  viewShown,
} from '../../../.storybook/shadow'
import { accountKey, balanceId } from '../../../mocks/db/keys'
import { fixtures } from '../../../mocks/db/fixtures'
import { connectRequested } from '../../features/connection/actions'
import { openRequested } from '../../features/modal/actions'
import { pushed } from '../../features/modal/routerSlice'
import { selectSendTokenBalances, tokenRefOf } from '../../features/send/selectors'
import { amountChanged, receiverChanged, tokenChosen } from '../../features/send/sendSlice'
import { mainnet, polkadot, solana } from '../../networks'
import { Send } from './Send'
import { phoneWidth } from '../../../.storybook/viewports'
import { keyboardUsed } from '../../../.storybook/realInput'

const metaMask = sendWallet

const meta = {
  title: 'Views/Send',
  component: Send,
  render: () => <></>,
  parameters: sendScene(),
} satisfies Meta

export default meta
type Story = StoryObj

const sendView = () => inView('Send')
const sendButton = async () => (await sendView()).getByRole('button', { name: 'Send' })

/** Send is disabled, and what it is described by says why. */
async function disabledBecause(message: string) {
  const button = await sendButton()
  await waitFor(() => expect(button).toBeDisabled())
  await expect(button).toHaveAccessibleDescription(message)
}

/** The field is marked invalid and described by its message. */
async function fieldSays(label: string, message: string) {
  const view = await sendView()
  const field = view.getByLabelText(label)
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
  await disabledBecause(message)
}

/** Nothing typed: the tokens with their balances, and why Send waits. */
export const EmptyForm: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'Send')
    await expect(modal.getByRole('dialog', { name: 'Send' })).toBeInTheDocument()
    const view = await sendView()
    const tokens = view.getByRole('radiogroup', { name: 'Token' })
    await expect(within(tokens).getByRole('radio', { name: /ETH.*Ether.*1\.234 ETH/ })).not.toBeChecked()
    await expect(within(tokens).getByRole('radio', { name: /USDC.*USD Coin.*2,500\.500 USDC/ })).toBeInTheDocument()
    await expect(view.getByLabelText('Amount')).toHaveValue('')
    await expect(view.getByLabelText('To')).toHaveAttribute('placeholder', 'Address or name')
    await expect(view.getByText('An amount and receiver address are required')).toBeInTheDocument()
    await disabledBecause('An amount and receiver address are required')
  },
}

/** A token its provider knows no logo for (the balance call sends iconUrl ""): a placeholder, never a broken image. */
export const TokenWithoutLogo: Story = {
  parameters: sendScene(
    {},
    {
      assets: {
        '0x1': sendAssets['0x1'].map((asset) =>
          asset.type === 'ERC20' ? { ...asset, metadata: { ...asset.metadata, iconUrl: '' } } : asset,
        ),
      },
    },
  ),
  play: async (context) => {
    await openedOn(context, 'Send')
    const view = await sendView()
    const usdcOption = within(view.getByRole('radiogroup', { name: 'Token' })).getByRole('radio', {
      name: /USDC.*USD Coin.*2,500\.500 USDC/,
    })
    await expect(usdcOption.querySelector('img')).toBeNull()
    await expect(usdcOption.querySelector('.p-option-icon-empty')).not.toBeNull()
  },
}

/**
 * The tokens are one radio group (WAI-ARIA): one tab stop (the chosen token, else the first), the
 * arrow keys move the choice round the group, and Tab goes on to the amount.
 */
export const TokenChosenByKeyboard: Story = {
  play: async (context) => {
    const { modal, scene } = await openedOn(context, 'Send')
    const view = await sendView()
    const tokens = view.getByRole('radiogroup', { name: 'Token' })
    const ethOption = within(tokens).getByRole('radio', { name: /^ETH/ })
    const usdcOption = within(tokens).getByRole('radio', { name: /^USDC/ })
    const focused = () => modalRoot()!.activeElement
    modal.getByRole('button', { name: 'Close' }).focus()
    await keyboardUsed()
    await userEvent.keyboard('{Tab}')
    await expect(focused()).toBe(ethOption)
    await expect(ethOption).toHaveAttribute('aria-checked', 'false')
    await userEvent.keyboard('{ArrowDown}')
    await expect(focused()).toBe(usdcOption)
    await expect(usdcOption).toHaveAttribute('aria-checked', 'true')
    await expect(ethOption).toHaveAttribute('aria-checked', 'false')
    await expect(scene.store.getState().portico.send?.token).toEqual(usdc)
    // The last goes round to the first, and back.
    await userEvent.keyboard('{ArrowRight}')
    await expect(focused()).toBe(ethOption)
    await expect(ethOption).toBeChecked()
    await userEvent.keyboard('{ArrowUp}')
    await expect(usdcOption).toBeChecked()
    // One tab stop: Tab leaves the group, Shift+Tab comes back to the chosen token.
    await userEvent.keyboard('{Tab}')
    await expect(focused()).toBe(view.getByLabelText('Amount'))
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await expect(focused()).toBe(usdcOption)
  },
}

/** Filled by hand: token, amount (with its USD value), receiver; Send enabled, the fee estimated. */
export const FilledByTyping: Story = {
  play: async (context) => {
    await openedOn(context, 'Send')
    const view = await sendView()
    await userEvent.click(view.getByRole('radio', { name: /ETH/ }))
    await typeInto(view.getByLabelText('Amount'), '0.5')
    await typeInto(view.getByLabelText('To'), receiver)
    await expect(view.getByLabelText('Amount')).toHaveAccessibleDescription('≈ $1,600.00')
    await waitFor(() => expect(view.getByRole('button', { name: 'Send' })).toBeEnabled())
    // 21,000 gas at the mocked Ethereum gas price.
    await waitFor(() => expect(view.getByText('Network fee').nextSibling).toHaveTextContent(/^≈ 0\.\d+ ETH$/))
  },
}

export const MaxUsesTheWholeBalance: Story = {
  parameters: sendScene({ token: usdc }),
  play: async (context) => {
    await openedOn(context, 'Send')
    const view = await sendView()
    await userEvent.click(view.getByRole('button', { name: 'Max: the whole USDC balance' }))
    await expect(view.getByLabelText('Amount')).toHaveValue('2500.5')
  },
}

export const TokenRequired: Story = {
  parameters: sendScene({ amount: '0.5', receiver }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await expect((await sendView()).getByText('A token is required')).toBeInTheDocument()
    await disabledBecause('A token is required')
  },
}

export const InvalidAddress: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver: '0x7099797' }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await fieldSays('To', 'Invalid receiver address')
  },
}

/** One letter's case changed in a checksummed address: caught before anything is sent. */
export const AddressChecksum: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver: receiver.replace('C5', 'c5') }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await fieldSays('To', 'Invalid address checksum: check for a mistyped character')
  },
}

export const InsufficientBalance: Story = {
  parameters: sendScene({ token: eth, amount: '2', receiver }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await fieldSays('Amount', 'Insufficient ETH balance')
  },
}

export const AmountNotANumber: Story = {
  parameters: sendScene({ token: eth, amount: '0', receiver }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await fieldSays('Amount', 'The amount must be a number above 0')
  },
}

export const TooManyDecimals: Story = {
  parameters: sendScene({ token: usdc, amount: '1.1234567', receiver }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await fieldSays('Amount', 'USDC has at most 6 decimals')
  },
}

/** A comma where the modal would not write one ("1,5" might mean 1.5 or 15): not guessed at, and said why. */
export const AmountWithAmbiguousComma: Story = {
  parameters: sendScene({ token: usdc, amount: '1,5', receiver }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await fieldSays('Amount', 'Use a point for decimals and commas only between groups of three digits, as in 1,000.5')
  },
}

/** The zero address: a word before sending, which it does not block. */
export const ZeroAddressReceiver: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver: `0x${'0'.repeat(40)}` }),
  play: async (context) => {
    await openedOn(context, 'Send')
    const field = (await sendView()).getByLabelText('To')
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('This is the zero address: anything sent to it is lost for good'),
      ),
    )
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect((await sendView()).getByRole('button', { name: 'Send' })).toBeEnabled()
  },
}

/** Only eip155 and solana can send: on any other chain, "Unsupported chain". */
export const UnsupportedChain: Story = {
  parameters: portico({ wallets: [], config: { networks: [polkadot, mainnet] }, setup: openModal('Send') }),
  play: async (context) => {
    await openedOn(context, 'Send')
    // No token to choose: neither the tokens nor their loading or empty state.
    await expect((await sendView()).queryByRole('radiogroup', { name: 'Token' })).not.toBeInTheDocument()
    await expect((await sendView()).queryByRole('group', { name: 'Token' })).not.toBeInTheDocument()
    await disabledBecause('Unsupported chain')
  },
}

/** A name is looked up while typing pauses: the receiver field says so, Send waits. */
export const NameResolving: Story = {
  parameters: sendScene(
    { token: eth, amount: '0.5', receiver: fixtures.neighbourName },
    { scene: { faults: { 'blockchain.profileAccount': { kind: 'slow', ms: 60_000 } } } },
  ),
  play: async (context) => {
    await openedOn(context, 'Send')
    const view = await sendView()
    await expect(view.getByText('Resolving name…')).toBeInTheDocument()
    await expect(view.getByLabelText('To')).not.toHaveAttribute('aria-invalid')
    await disabledBecause('Resolving name…')
  },
}

/** The name's address, with its avatar and name; Send enabled. */
export const NameResolved: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver: fixtures.neighbourName }),
  play: async (context) => {
    await openedOn(context, 'Send')
    const view = await sendView()
    await waitFor(() => expect(view.getByTitle(fixtures.otherAccount)).toHaveTextContent('0xb0B5…a7b8'))
    await expect(view.getByLabelText('To')).toHaveAccessibleDescription(`${fixtures.neighbourName} 0xb0B5…a7b8`)
    await waitFor(() => expect(modalRoot()!.querySelector('.p-receiver .p-receiver-avatar')).not.toBeNull())
    await expect(view.getByRole('button', { name: 'Send' })).toBeEnabled()
  },
}

export const NameNotFound: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver: fixtures.unregisteredName }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await waitFor(() =>
      expect(modalRoot()!.querySelector('.p-field-error')).toHaveTextContent(
        `No address found for ${fixtures.unregisteredName}`,
      ),
    )
    await fieldSays('To', `No address found for ${fixtures.unregisteredName}`)
  },
}

/** Sent: the wallet approved, the node took it; back to Account with a fresh form. */
export const Success: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Send')
    await userEvent.click(await sendButton())
    const approve = await viewShown('ApproveTransaction')
    const wallet = scene.wallet(metaMask)
    const request = await wallet.nextPending()
    await expect(request.method).toBe('eth_sendTransaction')
    wallet.demo.approve(request.id)
    await viewShown('Account')
    await expect(await approve.findByText('Transaction sent')).toBeInTheDocument()
    await snackbarShown()
    await expect(scene.store.getState().portico.send).toMatchObject({ sendTokenAmount: '', receiverInput: '' })
    await expect(scene.store.getState().portico.pending?.list).toHaveLength(1)
  },
}

/** Declined in the wallet: back on Send, everything as typed, the reason said. */
export const Rejected: Story = {
  parameters: sendScene({ token: usdc, amount: '12.5', receiver }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Send')
    await userEvent.click(await sendButton())
    await viewShown('ApproveTransaction')
    const wallet = scene.wallet(metaMask)
    wallet.demo.reject((await wallet.nextPending()).id)
    const view = await sendView()
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'You declined the transaction in the wallet. Nothing was sent.',
    )
    // Said once: no snackbar repeats the banner over the form.
    await expect(modalRoot()!.querySelector('.p-snackbar')).toBeNull()
    await expect(view.getByRole('radio', { name: /USDC/ })).toBeChecked()
    await expect(view.getByLabelText('Amount')).toHaveValue('12.5')
    await expect(view.getByLabelText('To')).toHaveValue(receiver)
    await expect(view.getByRole('button', { name: 'Send' })).toBeEnabled()
  },
}

/** The node refused the transaction: the form kept, the wallet's reason shown. */
export const Failure: Story = {
  parameters: sendScene(
    { token: eth, amount: '0.5', receiver },
    { node: { refuse: { code: -32000, message: 'insufficient funds for gas * price + value' } } },
  ),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Send')
    await userEvent.click(await sendButton())
    await viewShown('ApproveTransaction')
    const wallet = scene.wallet(metaMask)
    wallet.demo.approve((await wallet.nextPending()).id)
    const view = await sendView()
    await expect(await view.findByRole('alert')).toHaveTextContent(/^The transaction was not sent: .+/)
    await expect(view.getByLabelText('Amount')).toHaveValue('0.5')
    await expect(view.getByLabelText('To')).toHaveValue(receiver)
  },
}

/** Asked for while no wallet is connected: nothing to send from. */
export const NotConnected: Story = {
  parameters: portico({ wallets: [], setup: openModal('Send') }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await expect((await sendView()).getByText('Connect a wallet to send.')).toBeInTheDocument()
  },
}

/** The demo Solana wallet's first account: it sends in the Solana stories. */
const solanaSender = fixtures.solanaDemoAccounts[0]
/** The demo's second Solana account: it holds no USDC, so it has no token account for it. */
const solanaReceiver = fixtures.solanaDemoAccounts[1]

/**
 * The sender holds what the seed's Solana account holds (12.5 SOL and 300 USDC on mainnet): rows
 * of the mocks' db (reset for every story), which the balance call and the node both read.
 */
async function holdLikeSolanaAccount(address: string) {
  const { db } = await browserMocks()
  for (const { tokenId, raw } of db.balance.findMany({ where: { account: { equals: fixtures.solanaAccount } } }))
    db.balance.create({ id: balanceId(address, tokenId), account: accountKey(address), tokenId, raw })
}

/**
 * The Solana scene: Solana and Ethereum configured, the demo Solana wallet connected the real way
 * (found on the page, picked), its balances listed, then Send filled as the visitor typed it. The
 * wallet holds every later request until the play function answers it.
 */
function solanaSendScene(typed: { token?: 'SOL' | 'USDC'; amount?: string; receiver?: string }) {
  return portico({
    config: { networks: [solana, mainnet] },
    wallets: [],
    solanaWallets: [{}],
    setup: async (store, scene) => {
      const wallet = scene.solanaWallet()
      await holdLikeSolanaAccount(solanaSender)
      await stateWhere(store, (s) => s.portico.connectors.list.some((c) => c.id === wallet.connectorId))
      store.dispatch(connectRequested({ connectorId: wallet.connectorId }))
      await stateWhere(store, (s) => s.portico.account.solana?.tokenBalanceStatus === 'loaded')
      wallet.approvals.setMode('manual')
      store.dispatch(openRequested())
      store.dispatch(pushed({ view: 'Send' }))
      const token = selectSendTokenBalances(store.getState()).find((t) => t.symbol === typed.token)
      if (token) store.dispatch(tokenChosen(tokenRefOf(token)))
      if (typed.amount !== undefined) store.dispatch(amountChanged(typed.amount))
      if (typed.receiver !== undefined) store.dispatch(receiverChanged(typed.receiver))
    },
  })
}

/** The network fee as the form shows it, once estimated. */
async function networkFeeIs(fee: string) {
  const view = await sendView()
  await waitFor(() => expect(view.getByText('Network fee').nextSibling).toHaveTextContent(fee))
}

/** SOL on Solana: the account's SOL and USDC listed, the fee one signature's 5000 lamports. */
export const SolanaFilled: Story = {
  parameters: solanaSendScene({ token: 'SOL', amount: '0.5', receiver: solanaReceiver }),
  play: async (context) => {
    await openedOn(context, 'Send')
    const view = await sendView()
    const tokens = view.getByRole('radiogroup', { name: 'Token' })
    await expect(within(tokens).getByRole('radio', { name: /SOL.*Solana.*12\.500 SOL/ })).toBeChecked()
    await expect(within(tokens).getByRole('radio', { name: /USDC.*USD Coin.*300\.000 USDC/ })).toBeInTheDocument()
    await expect(view.getByLabelText('To')).toHaveValue(solanaReceiver)
    await networkFeeIs('≈ 0.000005 SOL')
    await expect(await sendButton()).toBeEnabled()
  },
}

/** An SPL token to a receiver without a token account: the fee includes the rent of the one the send creates. */
export const SolanaTokenToNewAccount: Story = {
  parameters: solanaSendScene({ token: 'USDC', amount: '12.5', receiver: solanaReceiver }),
  play: async (context) => {
    await openedOn(context, 'Send')
    // 5,000 lamports for the signature and 2,039,280 for a token account's rent.
    await networkFeeIs('≈ 0.002044 SOL')
    await expect(await sendButton()).toBeEnabled()
  },
}

/** A Solana address is 32-44 base58 characters: an EVM address is not one. */
export const SolanaInvalidAddress: Story = {
  parameters: solanaSendScene({ token: 'SOL', amount: '0.5', receiver: receiver }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await fieldSays('To', 'Invalid receiver address')
  },
}

/** Names are eip155's: on Solana the field asks for an address, and a name typed is refused. */
export const SolanaAddressOnly: Story = {
  parameters: solanaSendScene({ token: 'SOL', amount: '0.5', receiver: fixtures.registeredName }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await expect((await sendView()).getByLabelText('To')).toHaveAttribute('placeholder', 'Address')
    await fieldSays('To', 'Names can only be used on EVM networks')
  },
}

/** Declined in the Solana wallet: back on Send, everything as typed, the reason said. */
export const SolanaRejected: Story = {
  parameters: solanaSendScene({ token: 'USDC', amount: '12.5', receiver: solanaReceiver }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Send')
    await userEvent.click(await sendButton())
    await viewShown('ApproveTransaction')
    const wallet = scene.solanaWallet()
    const request = await wallet.nextPending()
    await expect(request.method).toBe('solana_signAndSendTransaction')
    wallet.approvals.reject(request.id)
    const view = await sendView()
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'You declined the transaction in the wallet. Nothing was sent.',
    )
    await expect(view.getByRole('radio', { name: /USDC/ })).toBeChecked()
    await expect(view.getByLabelText('Amount')).toHaveValue('12.5')
    await expect(view.getByLabelText('To')).toHaveValue(solanaReceiver)
    await expect(view.getByRole('button', { name: 'Send' })).toBeEnabled()
  },
}

/** Sent on Solana: the wallet signed, the node verified and took it; back to Account, and the chain has it. */
export const SolanaSuccess: Story = {
  parameters: solanaSendScene({ token: 'SOL', amount: '0.5', receiver: solanaReceiver }),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Send')
    await networkFeeIs('≈ 0.000005 SOL')
    await userEvent.click(await sendButton())
    const approve = await viewShown('ApproveTransaction')
    const wallet = scene.solanaWallet()
    wallet.approvals.approve((await wallet.nextPending()).id)
    await viewShown('Account')
    await expect(await approve.findByText('Transaction sent')).toBeInTheDocument()
    await snackbarShown()
    await expect(scene.store.getState().portico.send).toMatchObject({ sendTokenAmount: '', receiverInput: '' })
    // The node knows the signature: the transaction's record says it is confirmed.
    await waitFor(() =>
      expect(scene.store.getState().portico.pending).toMatchObject({ list: [{ status: 'confirmed' }] }),
    )
  },
}

export const FilledLight: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver }, { scene: { themeMode: 'light' } }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await waitFor(async () => expect(await sendButton()).toBeEnabled())
  },
}

export const InvalidLight: Story = {
  parameters: sendScene({ token: eth, amount: '2', receiver: '0x1234' }, { scene: { themeMode: 'light' } }),
  play: async (context) => {
    await openedOn(context, 'Send')
    await fieldSays('Amount', 'Insufficient ETH balance')
  },
}

export const MobileWidth: Story = {
  parameters: sendScene({ token: usdc, amount: '12.5', receiver: fixtures.neighbourName }),
  globals: phoneWidth,
  play: async (context) => {
    const { modal } = await openedOn(context, 'Send')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
    const view = await sendView()
    // Nothing wider than the modal: the amount row and the receiver's line fit.
    await expect(
      view.getByRole('button', { name: 'Max: the whole USDC balance' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(360)
  },
}

/** The app's paymaster service (ERC-7677), as a host configures it; the story wallet answers for it, nothing calls it. */
const sponsorship = { config: { sponsorship: { paymasterUrl: 'https://paymaster.example/rpc' } } }

/** A term's value in a list of pairs (of a view, or `within` a region of it). */
const termIn = (queries: Pick<ReturnType<typeof within>, 'getByText'>, term: string) =>
  queries.getByText(term, { selector: 'dt' }).nextElementSibling

/**
 * The app pays the network fee (ERC-7677) and the wallet takes its paymaster: the form says so,
 * the wallet is handed the app's paymaster with the transfer (one call, through wallet_sendCalls),
 * and ApproveTransaction says the app pays.
 */
export const SponsoredFee: Story = {
  parameters: sendScene(
    { token: usdc, amount: '12.5', receiver },
    { wallet: { batches: { settles: 500 }, paymaster: {} }, scene: sponsorship },
  ),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Send')
    const view = await sendView()
    await waitFor(() => expect(termIn(view, 'Network fee')).toHaveTextContent(/^Paid by the app$/))
    await userEvent.click(await sendButton())
    const request = await scene.wallet(metaMask).nextPending()
    await expect(request.method).toBe('wallet_sendCalls')
    const [{ capabilities, calls }] = request.params as [{ capabilities: unknown; calls: unknown[] }]
    await expect(capabilities).toEqual({ paymasterService: { url: 'https://paymaster.example/rpc' } })
    await expect(calls).toEqual([{ to: usdcContract, data: expect.stringMatching(/^0xa9059cbb/) }])
    const region = (await viewShown('ApproveTransaction')).getByRole('region', {
      name: 'What you are asked to approve',
    })
    await expect(region).toHaveTextContent(/^Send 12\.5 USDC/)
    await expect(termIn(within(region), 'Network fee')).toHaveTextContent(/^Paid by the app$/)
  },
}

/**
 * The app's paymaster says no (its policy): back on Send with everything as typed and the reason,
 * and paying the fee oneself is offered.
 */
export const SponsorshipRefused: Story = {
  parameters: sendScene(
    { token: usdc, amount: '12.5', receiver },
    {
      wallet: { batches: { settles: 500 }, paymaster: { refuses: 'The app does not sponsor transfers of USDC' } },
      scene: sponsorship,
    },
  ),
  play: async (context) => {
    const { scene } = await openedOn(context, 'Send')
    await userEvent.click(await sendButton())
    // Back on Send (ApproveTransaction may come and go with the wallet's answer): the view anew.
    const alert = await waitFor(async () => (await sendView()).getByRole('alert'))
    await expect(alert).toHaveTextContent(
      'The app could not pay the network fee, so nothing was sent: The app does not sponsor transfers of USDC',
    )
    const view = await sendView()
    await expect(view.getByRole('radio', { name: /USDC/ })).toBeChecked()
    await expect(view.getByLabelText('Amount')).toHaveValue('12.5')
    await expect(view.getByLabelText('To')).toHaveValue(receiver)
    await expect(scene.wallet(metaMask).demo.pending()).toEqual([])
    // The way on: paying the fee oneself (what follows is the store's test, sponsoredGas.test.ts).
    await expect(view.getByRole('button', { name: 'Pay the network fee yourself' })).toBeVisible()
    await animationsDone()
  },
}

/** The app would pay the fee, but this wallet cannot take a paymaster: the form says the visitor pays it. */
export const WalletCannotBeSponsored: Story = {
  parameters: sendScene({ token: eth, amount: '0.5', receiver }, { scene: sponsorship }),
  play: async (context) => {
    await openedOn(context, 'Send')
    const view = await sendView()
    await waitFor(() => expect(termIn(view, 'Network fee')).toHaveTextContent(/^≈ 0\.\d+ ETH$/))
    await expect(
      view.getByText('This wallet cannot take the app’s sponsorship: you pay the network fee.'),
    ).toBeInTheDocument()
  },
}
