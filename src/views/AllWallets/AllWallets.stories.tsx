// All Wallets: the directory's grid, paged as the visitor scrolls, and its search.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { stateNames } from '../../../mocks/db'
import { browserMocks, portico, withFault } from '../../../.storybook/portico'
import { failureStories } from '../../../.storybook/failures'
import { openModal } from '../../../.storybook/scenes'
import { imagesSettled, inView, openedOn, typeInto, viewShown } from '../../../.storybook/shadow'
import { storyWallets } from '../../../.storybook/wallets'
import { AllWallets } from './AllWallets'
import { phoneWidth } from '../../../.storybook/viewports'

const meta = {
  title: 'Views/AllWallets',
  component: AllWallets,
  render: () => <></>,
  parameters: portico({ setup: openModal('AllWallets') }),
} satisfies Meta

export default meta
type Story = StoryObj

type Modal = Awaited<ReturnType<typeof openedOn>>['modal']

const tiles = (modal: Modal) => modal.getByRole('grid', { name: 'Wallets' }).querySelectorAll('[role="gridcell"]')
/** The directory's count for the current ask, as the view announces it. */
const resultCount = async () =>
  Number((await inView('AllWallets')).getByRole('status').textContent?.replace(/\D/g, '') || Number.NaN)

export const Default: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    await expect(modal.getByRole('dialog', { name: 'All Wallets' })).toBeInTheDocument()
    await expect(modal.getByRole('searchbox', { name: 'Search wallets' })).toBeInTheDocument()
    await modal.findByRole('grid', { name: 'Wallets' })
    await waitFor(async () => expect(await resultCount()).toBeGreaterThan(40))
    // Virtualised: only the rows near the view are in the DOM, never the whole page of 40.
    await expect(tiles(modal).length).toBeGreaterThan(0)
    await expect(tiles(modal).length).toBeLessThanOrEqual(40)
    await expect(modal.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    await imagesSettled()
  },
}

export const Light: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Default.play,
}

export const MobileWidth: Story = {
  globals: phoneWidth,
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    await expect(modal.getByRole('dialog').getBoundingClientRect().width).toBeLessThanOrEqual(360)
    await modal.findByRole('grid', { name: 'Wallets' })
    await imagesSettled()
  },
}

export const Loading: Story = {
  parameters: withFault('directory.getWallets', { kind: 'slow', ms: 60_000 }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    // A skeleton grid, hidden from assistive technology; no count yet.
    await expect(modal.queryByRole('grid')).not.toBeInTheDocument()
    await expect(modal.getByRole('dialog').querySelectorAll('.p-skeleton').length).toBeGreaterThan(0)
    await expect((await inView('AllWallets')).getByRole('status')).toHaveTextContent('')
  },
}

export const Empty: Story = {
  parameters: withFault('directory.getWallets', { kind: 'empty' }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    await expect(await modal.findByText('No wallet found')).toBeInTheDocument()
    await expect(modal.getByText('Try another name.')).toBeInTheDocument()
  },
}

/** Any failure of the directory: a message and a way to try again, never an empty grid. */
const failed: Story['play'] = async (context) => {
  const { modal } = await openedOn(context, 'AllWallets')
  const alert = await modal.findByRole('alert')
  await expect(alert).toHaveTextContent('Could not load wallets')
  await expect(modal.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  await expect(modal.queryByRole('grid')).not.toBeInTheDocument()
}
const directoryDown = failureStories('directory.getWallets', failed)
export const Error503: Story = directoryDown.Error503
export const Error500: Story = directoryDown.Error500
export const NetworkError: Story = directoryDown.NetworkError
export const MalformedAnswer: Story = directoryDown.Malformed
export const WrongShapeAnswer: Story = directoryDown.WrongShape

export const RetryAfterError: Story = {
  parameters: withFault('directory.getWallets', { kind: 'status', status: 503 }),
  play: async (context) => {
    await failed(context)
    const { modal } = await openedOn(context, 'AllWallets')
    // The directory is back: trying again shows the grid.
    ;(await browserMocks()).faults.clear('directory.getWallets')
    await userEvent.click(modal.getByRole('button', { name: 'Try again' }))
    await expect(await modal.findByRole('grid', { name: 'Wallets' })).toBeInTheDocument()
    await imagesSettled()
  },
}

export const ManyWallets: Story = {
  parameters: portico({ state: stateNames.manyWallets }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    const grid = await modal.findByRole('grid', { name: 'Wallets' })
    await waitFor(async () => expect(await resultCount()).toBeGreaterThan(600))
    await expect(grid).toHaveAttribute('aria-rowcount', '10')
    // Scrolling to the end asks for the next page of 40.
    const scroller = grid.parentElement!
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '20'))
    await imagesSettled()
  },
}

export const InstalledWalletConnectsDirectly: Story = {
  parameters: portico({ wallets: [{ ...storyWallets.metaMask, mode: 'manual' }] }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    await typeInto(modal.getByRole('searchbox', { name: 'Search wallets' }), 'MetaMask')
    await waitFor(() => expect(tiles(modal)).toHaveLength(1))
    await imagesSettled()
    // The directory's MetaMask is the announced one on this page: no WalletConnect detour.
    await userEvent.click(modal.getByRole('button', { name: 'MetaMask' }))
    const next = await viewShown('ConnectingExternal')
    await expect(await next.findByText('Continue in MetaMask')).toBeInTheDocument()
  },
}

export const SearchWithResults: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    await modal.findByRole('grid', { name: 'Wallets' })
    const before = await resultCount()
    await typeInto(modal.getByRole('searchbox', { name: 'Search wallets' }), 'wallet')
    await waitFor(async () => expect(await resultCount()).toBeLessThan(before))
    await expect(await resultCount()).toBeGreaterThan(0)
    for (const tile of tiles(modal)) await expect(tile.textContent?.toLowerCase()).toContain('wallet')
    await imagesSettled()
  },
}

export const SearchWithNoResults: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    await modal.findByRole('grid', { name: 'Wallets' })
    await typeInto(modal.getByRole('searchbox', { name: 'Search wallets' }), 'no such wallet')
    await expect(await modal.findByText('No wallet found')).toBeInTheDocument()
    await expect((await inView('AllWallets')).getByRole('status')).toHaveTextContent('0 wallets')
  },
}

/** Four equal columns whatever the names: a long name is cut with an ellipsis, never widens its column. */
export const LongNamesStayInsideTheGrid: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    await typeInto(modal.getByRole('searchbox', { name: 'Search wallets' }), 'wallet')
    await waitFor(async () => expect(await resultCount()).toBeLessThan(100))
    const scroller = modal.getByRole('grid', { name: 'Wallets' }).parentElement!.getBoundingClientRect()
    for (const cell of tiles(modal))
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.right)
  },
}

export const KeyboardNavigation: Story = {
  play: async (context) => {
    const { modal } = await openedOn(context, 'AllWallets')
    const grid = await modal.findByRole('grid', { name: 'Wallets' })
    await imagesSettled()
    // Roving tabindex: one tile is reachable by Tab; arrows move between tiles.
    const first = grid.querySelector<HTMLElement>('[data-index="0"]')!
    await expect(first).toHaveAttribute('tabindex', '0')
    first.focus()
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(grid.querySelector('[data-index="1"]')).toHaveAttribute('tabindex', '0'))
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(grid.querySelector('[data-index="5"]')).toHaveAttribute('tabindex', '0'))
    await expect(first).toHaveAttribute('tabindex', '-1')
  },
}

export const FromConnectWithBack: Story = {
  parameters: portico({ setup: openModal() }),
  play: async (context) => {
    const { modal } = await openedOn(context, 'Connect')
    await userEvent.click(modal.getByRole('button', { name: /All Wallets/ }))
    const grid = await viewShown('AllWallets')
    await expect(grid.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    await grid.findByRole('grid', { name: 'Wallets' })
    await imagesSettled()
  },
}
