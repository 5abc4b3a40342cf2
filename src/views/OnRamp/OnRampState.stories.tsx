// Buy for a US visitor whose state nobody gave (the host's config has none): the provider serves
// the US only with one, so the view asks it before anything else, and keeps it on top of the form
// to change. The form itself: OnRamp.stories.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { buyView, onrampScene, quoted } from '../../../.storybook/onrampScene'
import { openedOn } from '../../../.storybook/shadow'
import { phoneWidth } from '../../../.storybook/viewports'
import { OnRamp } from './OnRamp'

const meta = {
  title: 'Views/OnRamp/A US Visitor’s State',
  component: OnRamp,
  render: () => <></>,
  parameters: onrampScene(),
} satisfies Meta

export default meta
type Story = StoryObj

/** Asked first: nothing of the provider is asked until it is chosen. */
export const Asked: Story = {
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await buyView()
    await expect(view.getByText(/choose your state to see what the provider sells there/)).toBeInTheDocument()
    await expect(view.getByRole('button', { name: 'State Choose your state' })).toBeInTheDocument()
    await expect(view.queryByLabelText('Amount')).toBeNull()
  },
}

/** Chosen: the form follows, quoted for it, the state on top. */
export const Chosen: Story = {
  play: async (context) => {
    await openedOn(context, 'OnRamp')
    const view = await buyView()
    await userEvent.click(view.getByRole('button', { name: 'State Choose your state' }))
    await userEvent.click(view.getByRole('option', { name: 'California' }))
    await quoted()
    await expect(view.getByRole('button', { name: 'State California' })).toBeInTheDocument()
  },
}
export const ChosenPhone: Story = { ...Chosen, globals: phoneWidth }
