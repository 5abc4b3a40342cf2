// Account: who is connected (profile, balance, wallet, network), the wallet's features, and the
// Tokens, NFTs and Activity tabs. Connected the real way, by a demo wallet that watches the
// mocks' fixture account (tokens on several chains, a paged history with spam, a name).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { accountKey, fixtures, imageDataUrl, stateNames } from '../../../mocks/db'
import { browserMocks, portico, withFault, type PorticoScene } from '../../../.storybook/portico'
import { coveredBy } from '../../../.storybook/covered'
import { moveStoryClock } from '../../../.storybook/clock'
import { failureStories } from '../../../.storybook/failures'
import {
  brokenImages,
  connectByWalletConnect,
  connectWallet,
  loadedPicture,
  openModal,
  signInByEmail,
} from '../../../.storybook/scenes'
import { inView, modalRoot, openedOn, scrolledToTheEnd, snackbarShown, viewShown } from '../../../.storybook/shadow'
import { storyNode } from '../../../.storybook/storyNode'
import { storyWallets, unusedRpcUrl, type StoryWalletOptions } from '../../../.storybook/wallets'
import { accountsOf, type FrameEventFaults } from '../../../mocks/frame/memoryFrame'
import { openRequested } from '../../features/modal/actions'
import { transactionSent } from '../../features/send/actions'
import type { PorticoStore } from '../../composition/createPorticoStore'
import { Account } from './Account'
import { phoneWidth } from '../../../.storybook/viewports'

/** MetaMask on the page, reporting the fixture account. */
const wallet: StoryWalletOptions = { ...storyWallets.metaMask, account: fixtures.account }
const withWallet = (options: Partial<StoryWalletOptions>) => portico({ wallets: [{ ...wallet, ...options }] })

const meta = {
  title: 'Views/Account',
  component: Account,
  render: () => <></>,
  parameters: portico({
    wallets: [wallet],
    setup: async (store, scene) => {
      await connectWallet(store, scene, wallet.name)
      // Connected, the opening rule shows Account.
      store.dispatch(openRequested())
    },
  }),
} satisfies Meta

export default meta
type Story = StoryObj

const account = () => inView('Account')

/** Chooses a tab by click and returns the view's queries. */
async function openTab(name: 'Tokens' | 'NFTs' | 'Activity') {
  const view = await account()
  await userEvent.click(view.getByRole('tab', { name }))
  await waitFor(() => expect(view.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'))
  return view
}

const panel = async () => (await account()).getByRole('tabpanel')

/** The snackbar's text once one shows (it sits in the modal's chrome, outside the view). */
const snackbarText = async () => (await snackbarShown()).textContent

/** The activity entries shown (list items of the month sections). */
const entries = async () => within(await panel()).queryAllByRole('listitem')

// ── Header ──────────────────────────────────────────────────────────────────────────────

export const Connected: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await account()
    // The account's registered name (reverse lookup), its address beneath, shortened.
    await expect(await view.findByText('portico-demo.reown.id')).toBeInTheDocument()
    await expect(view.getByTitle(fixtures.account)).toHaveTextContent('0xA11c…d2e4')
  },
}

/** An account without a profile image: a gradient of its own address (another account, another gradient), and the network's picture. */
export const AvatarFromTheAddress: Story = {
  // The wallet's own key: an address the mocks know no profile for.
  parameters: portico({ wallets: [storyWallets.metaMask] }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await account()
    const avatar = await waitFor(() => {
      const found = modalRoot()!.querySelector<HTMLElement>('.p-avatar[data-avatar="gradient"]')
      if (!found) throw new Error('No gradient avatar')
      return found
    })
    await expect(getComputedStyle(avatar).backgroundImage).toMatch(/^radial-gradient\(/)
    await expect(avatar.getBoundingClientRect().width).toBe(64)
    await loadedPicture(view, 'Ethereum')
  },
}

export const AvatarFromTheAddressMobileWidth: Story = {
  ...AvatarFromTheAddress,
  globals: phoneWidth,
}

const brokenSessionIcon = 'https://wallet.story.example/icon-that-404s.png'

/**
 * Connected by WalletConnect, the wallet row shows the session's metadata icon (the peer's
 * icons[0]); one that 404s leaves the wallet's initial, never a broken image or its alt text.
 */
export const WalletConnectSessionIconBroken: Story = {
  parameters: {
    ...portico({
      wallets: [],
      walletConnect: {
        script: 'approve',
        peer: { name: 'Story Wallet', url: 'https://wallet.story.example', icon: brokenSessionIcon },
      },
      setup: async (store) => {
        await connectByWalletConnect(store)
        store.dispatch(openRequested({ view: 'Account' }))
      },
    }),
    msw: [http.get(brokenSessionIcon, () => new HttpResponse(null, { status: 404 }))],
  },
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await account()
    await expect(view.getByText('Story Wallet')).toBeInTheDocument()
    const walletRow = modalRoot()!.querySelector('.p-account-bar .p-wallet')!
    await waitFor(() => expect(walletRow.querySelector('img')).toBeNull())
    await expect(within(walletRow as HTMLElement).getByRole('img', { hidden: true })).toHaveTextContent('S')
    await expect(brokenImages(modalRoot()!)).toEqual([])
  },
}

export const WalletConnectSessionIconBrokenMobileWidth: Story = {
  ...WalletConnectSessionIconBroken,
  globals: phoneWidth,
}

/** Section 9: the balance shows 3 decimals, truncated: 1.2345 ETH reads 1.234 ETH. */
export const BalanceTruncatedToThreeDecimals: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect(await (await account()).findByText('1.234 ETH', { selector: '.p-balance' })).toBeInTheDocument()
  },
}

export const ExplorerLink: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const link = (await account()).getByRole('link', { name: 'View on Etherscan' })
    await expect(link).toHaveAttribute('href', `https://etherscan.io/address/${fixtures.account}`)
  },
}

export const CopyAddress: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await userEvent.click((await account()).getByRole('button', { name: 'Copy address' }))
    await expect(await snackbarText()).toBe('Address copied')
    await expect(writeText).toHaveBeenCalledWith(fixtures.account)
  },
}

export const WalletAndNetwork: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await account()
    await expect(view.getByText('MetaMask')).toBeInTheDocument()
    await userEvent.click(view.getByRole('button', { name: 'Ethereum' }))
    await viewShown('Networks')
  },
}

export const ConnectedOnPolygon: Story = {
  parameters: withWallet({ chainId: 137 }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect((await account()).getByRole('button', { name: 'Polygon' })).toBeInTheDocument()
  },
}

export const DisconnectReturnsToConnect: Story = {
  play: async (context) => {
    const { scene } = await openedOn(context, 'Account')
    await userEvent.click((await account()).getByRole('button', { name: 'Disconnect' }))
    await viewShown('Connect')
    await expect(scene.store.getState().portico.account.eip155?.status).toBe('disconnected')
  },
}

/** Asked for explicitly while no wallet is connected. */
export const NotConnected: Story = {
  parameters: portico({ wallets: [], setup: openModal('Account') }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await account()
    await expect(view.getByText('Not connected')).toBeInTheDocument()
    await expect(view.getByText('Ethereum')).toBeInTheDocument()
  },
}

export const Light: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Connected.play,
}

export const MobileWidth: Story = {
  globals: phoneWidth,
  play: async (context) => {
    const { modal } = await openedOn(context, 'Account')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
    await (await account()).findByText('1.234 ETH', { selector: '.p-balance' })
  },
}

// ── Wallet features ─────────────────────────────────────────────────────────────────────

const featureButtons = async () =>
  (await account()).getAllByRole('button').filter((b) => b.classList.contains('p-feature'))

/** Section 9: onramp, swaps, receive, send. */
export const FeaturesInOrder: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect((await featureButtons()).map((b) => b.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
  },
}

export const FeatureSwitchedOffIsHidden: Story = {
  parameters: portico({ config: { features: { swaps: false, onramp: false } } }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect((await featureButtons()).map((b) => b.textContent)).toEqual(['Receive', 'Send'])
  },
}

/** Section 9: in a restricted time zone (the Chinese regions) Buy is not offered. */
export const BuyHiddenInARestrictedTimeZone: Story = {
  parameters: portico({ environment: { timeZone: 'Asia/Shanghai' } }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect((await featureButtons()).map((b) => b.textContent)).toEqual(['Swap', 'Receive', 'Send'])
  },
}

export const BuyOpensItsView: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await userEvent.click((await account()).getByRole('button', { name: 'Buy' }))
    await viewShown('OnRamp')
  },
}

export const ReceiveOpensItsView: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await userEvent.click((await account()).getByRole('button', { name: 'Receive' }))
    await viewShown('Receive')
  },
}

export const SwapOpensTheSwapView: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await userEvent.click((await account()).getByRole('button', { name: 'Swap' }))
    await expect(await (await inView('Swap')).findByRole('group', { name: 'You pay' })).toBeInTheDocument()
  },
}

/** What a wallet reports of its assets (ERC-7811): the native coin and one token. */
const walletIcon = imageDataUrl('token:WLT')
const nativeAsset = {
  address: 'native',
  balance: '0x1bc16d674ec80000', // 2 ETH
  type: 'NATIVE',
  metadata: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    price: 3000,
    iconUrl: imageDataUrl('token:ETH'),
    value: 6000,
  },
}
const walletToken = {
  address: '0x1234567890123456789012345678901234567890',
  balance: '0x3635c9adc5dea00000', // 1000 WLT
  type: 'ERC20',
  metadata: { name: 'Wallet Token', symbol: 'WLT', decimals: 18, price: 0.5, iconUrl: walletIcon },
}

// ── Tabs ────────────────────────────────────────────────────────────────────────────────

export const TabsByKeyboard: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await account()
    view.getByRole('tab', { name: 'Tokens' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    // Arrow keys move focus and choose: NFTs is selected, and the only tab stop.
    await waitFor(() => expect(view.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true'))
    await expect(view.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('tabindex', '0')
    await expect(view.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('tabindex', '-1')
  },
}

/** The sizes the story tests shoot (desktop 1280×800, phone 390×700), for a story to play at. */
const storySizes = {
  parameters: {
    viewport: {
      options: {
        desktop1280: { name: 'Desktop (1280×800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        phone390: { name: 'Phone (390×700)', styles: { width: '390px', height: '700px' }, type: 'mobile' },
      },
    },
  },
  at: (value: 'desktop1280' | 'phone390') => ({ viewport: { value, isRotated: false } }),
}

/** Two animation frames: the modal's body takes its content's height one frame after it changes. */
const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

/** Where the tab bar is on the screen, once the body has followed its content. */
async function tabBarTop() {
  await nextFrames()
  return (await account()).getByRole('tablist').getBoundingClientRect().top
}

/**
 * The tab bar stays under the pointer from tab to tab: Tokens to Activity (loading, then its list)
 * and back moves neither the bar nor the dialog round it.
 */
export const TabBarStaysWhenSwitchingTabs: Story = {
  // Two tokens, as the demo's wallet holds (ETH and PTC): a short Tokens list beside a long Activity.
  parameters: { ...withWallet({ assets: { '0x1': [nativeAsset, walletToken] } }), ...storySizes.parameters },
  globals: storySizes.at('desktop1280'),
  play: async (context) => {
    await openedOn(context, 'Account')
    await within(await panel()).findByRole('list', { name: 'Tokens' })
    await (await account()).findByText('portico-demo.reown.id')
    const top = await tabBarTop()
    await openTab('Activity')
    await expect(Math.abs((await tabBarTop()) - top)).toBeLessThanOrEqual(1)
    await within(await panel()).findAllByRole('heading', { level: 3 })
    await expect(Math.abs((await tabBarTop()) - top)).toBeLessThanOrEqual(1)
    await openTab('Tokens')
    await expect(Math.abs((await tabBarTop()) - top)).toBeLessThanOrEqual(1)
  },
}

export const TabBarStaysWhenSwitchingTabsMobileWidth: Story = {
  ...TabBarStaysWhenSwitchingTabs,
  globals: storySizes.at('phone390'),
}

// ── Tokens ──────────────────────────────────────────────────────────────────────────────

export const Tokens: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await within(await panel()).findByRole('list', { name: 'Tokens' })
    const usdc = within(list).getByText('USD Coin').closest('li')!
    // Quantity with 3 decimals, value with 2 (section 9).
    await expect(usdc).toHaveTextContent('2,500.500 USDC')
    await expect(usdc).toHaveTextContent('$2,500.50')
  },
}

/** Section 5: Quest Points (zero decimals) is dropped as low quality. */
export const ZeroDecimalTokensDropped: Story = {
  parameters: withWallet({ chainId: 137 }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await within(await panel()).findByRole('list', { name: 'Tokens' })
    await expect(within(list).getByText('USD Coin')).toBeInTheDocument()
    await expect(within(list).queryByText('Quest Points')).not.toBeInTheDocument()
  },
}

export const TokensLoading: Story = {
  parameters: withFault('blockchain.balance', { kind: 'slow', ms: 60_000 }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect(within(await panel()).getByRole('status', { name: 'Loading tokens' })).toBeInTheDocument()
  },
}

export const TokensEmpty: Story = {
  parameters: withFault('blockchain.balance', { kind: 'empty' }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect(await within(await panel()).findByText('No tokens yet')).toBeInTheDocument()
  },
}

/** Section 8: "Token Balance Unavailable", and the list says it could not be loaded. */
const balancesDown = failureStories('blockchain.balance', async (context) => {
  await openedOn(context, 'Account')
  await expect(await snackbarText()).toBe('Token Balance Unavailable')
  await expect(await within(await panel()).findByText('Balances could not be loaded')).toBeInTheDocument()
})
export const TokenBalanceError503: Story = balancesDown.Error503
export const TokenBalanceError500: Story = balancesDown.Error500
export const TokenBalanceNetworkError: Story = balancesDown.NetworkError
export const TokenBalanceMalformed: Story = balancesDown.Malformed
export const TokenBalanceWrongShape: Story = balancesDown.WrongShape

/**
 * Section 9's balance retry gap: within its 30 s the failure is the answer ("Come back in a
 * moment"); once it has passed, Try again.
 */
export const TokenBalanceTryAgain: Story = {
  parameters: withFault('blockchain.balance', { kind: 'status', status: 503 }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const tokens = within(await panel())
    await expect(await tokens.findByText('Come back in a moment to try again.')).toBeInTheDocument()
    moveStoryClock(30_000)
    await expect(await tokens.findByRole('button', { name: 'Try again' }, { timeout: 3000 })).toBeInTheDocument()
    await expect(tokens.getByText('The account’s balances did not load.')).toBeInTheDocument()
  },
}

/** Section 8: an unsupported network is "Token Balance Unavailable" too (Ethereum left the served chains). */
export const TokenBalanceOnUnsupportedNetwork: Story = {
  parameters: portico({ state: stateNames.activeNetworkNotSupported }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await expect(await snackbarText()).toBe('Token Balance Unavailable')
  },
}

export const ManyTokens: Story = {
  parameters: portico({ state: stateNames.accountWithManyTokens }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await within(await panel()).findByRole('list', { name: 'Tokens' })
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(30)
    // The panel scrolls; the modal keeps its size.
    const scroller = await panel()
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight)
  },
}

/** The wallet reports its assets (ERC-7811) and every one passes section 5: they are the list. */
export const WalletReportedAssets: Story = {
  parameters: withWallet({ assets: { '0x1': [nativeAsset, walletToken] } }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await within(await panel()).findByRole('list', { name: 'Tokens' })
    await expect(within(list).getByText('Wallet Token').closest('li')).toHaveTextContent('1,000.000 WLT$500.00')
    await expect((await account()).getByText('2.000 ETH', { selector: '.p-balance' })).toBeInTheDocument()
  },
}

/** One asset's price is a string: the whole report is refused and the balance call answers. */
export const MalformedWalletReportRefused: Story = {
  parameters: withWallet({
    assets: { '0x1': [nativeAsset, { ...walletToken, metadata: { ...walletToken.metadata, price: '0.5' } }] },
  }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const list = await within(await panel()).findByRole('list', { name: 'Tokens' })
    await expect(within(list).getByText('Uniswap')).toBeInTheDocument()
    await expect(within(list).queryByText('Wallet Token')).not.toBeInTheDocument()
  },
}

// ── Activity ────────────────────────────────────────────────────────────────────────────

const monthHeadings = async () =>
  within(await panel())
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

export const Activity: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('Activity')
    await within(await panel()).findAllByRole('heading', { level: 3 })
    // Grouped by month, newest first: the fixture account's latest Ethereum transaction is January 2025's.
    await expect((await monthHeadings())[0]).toBe('January 2025')
    await expect((await entries())[0]).toHaveTextContent(/^Sent/)
  },
}

const justSent = `0x${'cd'.repeat(32)}`

/**
 * A transaction Portico sent is in Activity at once, pending, above the chain's list that does
 * not have it yet.
 */
export const ActivityShowsWhatWasJustSent: Story = {
  parameters: portico({
    wallets: [wallet],
    setup: async (store, scene) => {
      await connectWallet(store, scene, wallet.name)
      store.dispatch(openRequested())
      // Sent by a flow that came with the api (as Send's, Swap's and Pay's are).
      await waitFor(() => expect(store.getState().portico.pending).toBeDefined())
      store.dispatch(transactionSent({ hash: justSent, caipNetworkId: fixtures.chainId }))
    },
  }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('Activity')
    const sent = await within(await panel()).findByRole('region', { name: 'Just sent' })
    await expect(within(sent).getByRole('listitem')).toHaveTextContent(/^Pending0xcdcd…cdcd/)
    await within(await panel()).findByText('January 2025')
    await expect((await monthHeadings())[0]).toBe('Just sent')
  },
}

/** The whole history, a page at a time as the end scrolls into view: only Ethereum's, without spam-only entries. */
export const ActivityPagination: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('Activity')
    await within(await panel()).findAllByRole('heading', { level: 3 })
    const { db } = await browserMocks()
    const shown = db.transaction
      .findMany({ where: { account: { equals: accountKey(fixtures.account) }, chain: { equals: fixtures.chainId } } })
      .filter((t) => {
        const transfers = db.transfer.findMany({ where: { transactionId: { equals: t.id } } })
        return !(transfers.length > 0 && transfers.every((r) => r.isSpam))
      })
    const first = (await entries()).length
    await expect(first).toBeLessThan(shown.length)
    await scrolledToTheEnd(panel, entries, shown.length)
  },
}

/** Every network's activity is one press away: History. */
export const AllActivityOpensHistory: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('Activity')
    await userEvent.click(await within(await panel()).findByRole('button', { name: 'All activity' }))
    await viewShown('History')
  },
}

export const ActivityLoading: Story = {
  parameters: withFault('blockchain.history', { kind: 'slow', ms: 60_000 }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('Activity')
    await expect(within(await panel()).getByRole('status', { name: 'Loading activity' })).toBeInTheDocument()
  },
}

export const ActivityEmpty: Story = {
  parameters: portico({ state: stateNames.accountWithEmptyHistory }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('Activity')
    await expect(await within(await panel()).findByText('No activity yet')).toBeInTheDocument()
  },
}

/**
 * Section 8: "Failed to fetch transactions", and the list is marked empty; the tab says it did not
 * load (not "No activity yet"), and Try again reads it once the service is back.
 */
const historyDown = failureStories('blockchain.history', async (context) => {
  await openedOn(context, 'Account')
  await openTab('Activity')
  await expect(await snackbarText()).toBe('Failed to fetch transactions')
  const tab = within(await panel())
  await expect(await tab.findByText('Activity could not be loaded')).toBeInTheDocument()
  await expect(tab.queryByText('No activity yet')).not.toBeInTheDocument()
  ;(await browserMocks()).faults.clear('blockchain.history')
  await userEvent.click(tab.getByRole('button', { name: 'Try again' }))
  await expect((await tab.findAllByRole('listitem')).length).toBeGreaterThan(0)
})
export const ActivityError503: Story = historyDown.Error503
export const ActivityError500: Story = historyDown.Error500
export const ActivityNetworkError: Story = historyDown.NetworkError
export const ActivityMalformed: Story = historyDown.Malformed
export const ActivityWrongShape: Story = historyDown.WrongShape

const spamNames = /Claim 5000 USDC reward|Visit eth-airdrop\.example|Free Mint Pass|You won 3 ETH|Exclusive voucher/

/** Spam-only drops are left out, and a kept entry does not name its spam transfer. */
export const ActivityWithSpam: Story = {
  parameters: portico({ state: stateNames.accountWithSpam }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('Activity')
    await within(await panel()).findAllByRole('heading', { level: 3 })
    await expect((await panel()).textContent).not.toMatch(spamNames)
    // The spam drop of an hour before the seed's "now" is not the newest entry.
    await expect((await monthHeadings())[0]).toBe('January 2025')
    await expect((await entries())[0]).toHaveTextContent(/^Sent/)
  },
}

// ── NFTs ────────────────────────────────────────────────────────────────────────────────

export const Nfts: Story = {
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('NFTs')
    const list = await within(await panel()).findByRole('list', { name: 'NFTs' })
    await expect(within(list).getByText('Base Summer #515')).toBeInTheDocument()
    // Older pages only when asked for: the Polygon Puffs minted in 2023 is on the last one.
    await waitFor(async () => {
      const more = within(await panel()).queryByRole('button', { name: 'Look through older activity' })
      if (more && !more.hasAttribute('disabled')) await userEvent.click(more)
      await expect(within(list).getByText('Polygon Puffs #9285')).toBeInTheDocument()
    })
  },
}

export const NftsWithoutSpam: Story = {
  parameters: portico({ state: stateNames.accountWithSpam }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('NFTs')
    await within(await panel()).findByRole('list', { name: 'NFTs' })
    await expect((await panel()).textContent).not.toMatch(spamNames)
  },
}

export const NftsEmpty: Story = {
  parameters: portico({ state: stateNames.accountWithEmptyHistory }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('NFTs')
    await expect(await within(await panel()).findByText('No NFTs yet')).toBeInTheDocument()
  },
}

/** The activity the NFTs are read from is on its way: loading rows, said as such. */
export const NftsLoading: Story = {
  parameters: withFault('blockchain.history', { kind: 'slow', ms: 60_000 }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('NFTs')
    await expect(within(await panel()).getByRole('status', { name: 'Loading NFTs' })).toBeInTheDocument()
    await expect(within(await panel()).queryByText('No NFTs yet')).not.toBeInTheDocument()
  },
}

export const NftsLoadingMobileWidth: Story = {
  ...NftsLoading,
  globals: phoneWidth,
}

/**
 * The activity did not load: not "No NFTs yet" but that they could not be loaded, with Try again;
 * section 8's snackbar says the call failed, over none of the tab. Tried again once the service is back.
 */
export const NftsError: Story = {
  parameters: withFault('blockchain.history', { kind: 'status', status: 503 }),
  play: async (context) => {
    await openedOn(context, 'Account')
    await openTab('NFTs')
    const tab = within(await panel())
    await expect(await tab.findByText('NFTs could not be loaded')).toBeInTheDocument()
    await expect(tab.queryByText('No NFTs yet')).not.toBeInTheDocument()
    const snackbar = await snackbarShown()
    await expect(snackbar).toHaveTextContent('Failed to fetch transactions')
    await expect(coveredBy(snackbar)).toEqual([])
    ;(await browserMocks()).faults.clear('blockchain.history')
    await userEvent.click(tab.getByRole('button', { name: 'Try again' }))
    await expect(await tab.findByRole('list', { name: 'NFTs' })).toBeInTheDocument()
  },
}

export const NftsErrorMobileWidth: Story = {
  ...NftsError,
  globals: phoneWidth,
}

// ── Embedded wallet ─────────────────────────────────────────────────────────────────────

const email = 'visitor@example.com'
const embedded = accountsOf(email)

/** Signed in to the embedded wallet by email (the fake frame in memory), then Account. */
const signedIn = async (store: PorticoStore, scene: PorticoScene) => {
  await signInByEmail(store, scene, email)
  store.dispatch(openRequested())
}

/** The embedded wallet's part of Account. */
const embeddedWallet = async () => within((await account()).getByRole('region', { name: 'Embedded wallet' }))

/** Signed in to the embedded wallet by email (the fake frame in memory): who, and the account type. */
export const EmbeddedWalletSignedIn: Story = {
  parameters: portico({ setup: signedIn }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const view = await account()
    await expect(await view.findByText('Signed in as visitor@example.com')).toBeInTheDocument()
    await expect(view.getByText('EOA')).toBeInTheDocument()
    // The embedded wallet's own mark where another wallet shows its logo (not its initial).
    const walletRow = modalRoot()!.querySelector<HTMLElement>('.p-account-bar .p-wallet')!
    const mark = within(walletRow).getByRole('img', { name: 'Email', hidden: true })
    await expect(mark).toHaveClass('p-wallet-mark')
    await expect(mark).toHaveTextContent('')
  },
}

export const EmbeddedWalletSignedInMobileWidth: Story = {
  ...EmbeddedWalletSignedIn,
  globals: phoneWidth,
}

/**
 * Section 6 on a network with smart accounts (Ethereum here): the visitor is their smart account
 * by default, deployed already (the node has its code); the frame answers `faults` as told.
 */
const withSmartAccount = (faults: FrameEventFaults) => ({
  ...portico({
    frame: { rpcUrl: unusedRpcUrl, smartAccounts: { networks: [1] }, faults },
    setup: signedIn,
  }),
  msw: storyNode({ contracts: [embedded.smartAccount] }),
})

/** Smart account to EOA: "Switching account…" while the frame works (the focus stays), then the EOA and its address. */
export const EmbeddedWalletSwitchedToEoa: Story = {
  parameters: withSmartAccount({ setPreferredAccount: { kind: 'slow', ms: 1000 } }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const part = await embeddedWallet()
    await expect(part.getByText('Smart account')).toBeInTheDocument()
    await expect((await account()).getByTitle(embedded.smartAccount)).toBeInTheDocument()
    await userEvent.click(part.getByRole('button', { name: 'Switch to your EOA' }))
    const switching = await part.findByRole('button', { name: 'Switching account…' })
    await expect(switching).toHaveAttribute('aria-disabled', 'true')
    await expect(modalRoot()!.activeElement).toBe(switching)
    await expect(await part.findByText('EOA')).toBeInTheDocument()
    await expect(part.getByRole('button', { name: 'Switch to your smart account' })).toBeInTheDocument()
    await expect(await (await account()).findByTitle(embedded.eoa)).toBeInTheDocument()
  },
}

/** The frame refuses the switch: its words as an alert, and the smart account kept to try again. */
export const EmbeddedWalletSwitchFailed: Story = {
  parameters: withSmartAccount({
    setPreferredAccount: { kind: 'refuse', message: 'The account type could not be changed' },
  }),
  play: async (context) => {
    await openedOn(context, 'Account')
    const part = await embeddedWallet()
    await userEvent.click(part.getByRole('button', { name: 'Switch to your EOA' }))
    await expect(await part.findByRole('alert')).toHaveTextContent('The account type could not be changed')
    await expect(part.getByText('Smart account')).toBeInTheDocument()
    await expect(part.getByRole('button', { name: 'Switch to your EOA' })).not.toHaveAttribute('aria-disabled')
    await expect((await account()).getByTitle(embedded.smartAccount)).toBeInTheDocument()
  },
}
