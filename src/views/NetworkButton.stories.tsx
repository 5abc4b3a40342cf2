// The host page's network button: the active network; opens the network list.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { portico, sceneOf } from '../../.storybook/portico'
import { openedOn } from '../../.storybook/shadow'
import { textsShownInPart } from '../../.storybook/hostButtonFit'
import { polygon } from '../networks'
import { NetworkButton } from './NetworkButton'

const meta = {
  title: 'Host buttons/NetworkButton',
  component: NetworkButton,
  render: () => <NetworkButton />,
  parameters: { layout: 'centered' },
} satisfies Meta

export default meta
type Story = StoryObj

export const Ethereum: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    await expect(within(context.canvasElement).getByRole('button', { name: 'Network: Ethereum' })).toHaveTextContent(
      'Ethereum',
    )
  },
}

export const EthereumLight: Story = {
  parameters: portico({ themeMode: 'light' }),
  play: Ethereum.play,
}

export const Polygon: Story = {
  parameters: portico({ config: { defaultNetwork: polygon.caipNetworkId } }),
  play: async (context) => {
    await sceneOf(context).ready
    await expect(within(context.canvasElement).getByRole('button', { name: 'Network: Polygon' })).toBeInTheDocument()
  },
}

export const OpensNetworks: Story = {
  play: async (context) => {
    await sceneOf(context).ready
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Network: Ethereum' }))
    await openedOn(context, 'Networks')
  },
}

/**
 * The full form with less room than its name needs (a box narrower than the button): the name
 * shows whole or not at all beside the picture, never cut into letters ("Eth…").
 */
export const NameWholeOrNotAtAll: Story = {
  render: () => (
    <div style={{ width: 90 }}>
      <NetworkButton compact={false} />
    </div>
  ),
  play: async (context) => {
    await sceneOf(context).ready
    const button = within(context.canvasElement).getByRole('button', { name: 'Network: Ethereum' })
    // The network's picture comes in a chunk of its own; until then its name stands alone.
    await waitFor(() => expect(button.querySelector('.p-image')).not.toBeNull())
    await expect(textsShownInPart(button)).toEqual([])
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(90)
  },
}
