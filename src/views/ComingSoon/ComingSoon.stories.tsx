// The screens later issues build: each says it is coming, names itself, and has a way back.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { portico, type PorticoParameters } from '../../../.storybook/portico'
import { inView, openedOn } from '../../../.storybook/shadow'
import { en } from '../../i18n'
import { openRequested } from '../../features/modal/actions'
import { pushed } from '../../features/modal/routerSlice'
import type { View } from '../../features/modal/views'
import { ComingSoon } from './ComingSoon'

const meta = {
  title: 'Views/ComingSoon',
  component: ComingSoon,
  render: () => <></>,
} satisfies Meta

export default meta
type Story = StoryObj

/** A ComingSoon screen, reached from Connect so the header has its back button. */
function comingSoon(view: View, scene: PorticoParameters = {}): Story {
  const title = en[`view.${view}.title`]
  return {
    parameters: portico({
      ...scene,
      setup: (store) => {
        store.dispatch(openRequested())
        store.dispatch(pushed({ view }))
      },
    }),
    play: async (context) => {
      const { modal } = await openedOn(context, view)
      await expect(modal.getByRole('dialog', { name: title })).toBeInTheDocument()
      const screen = await inView(view)
      await expect(screen.getByText('Coming soon')).toBeInTheDocument()
      await expect(screen.getByText(`${title} is not available yet.`)).toBeInTheDocument()
      await expect(modal.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    },
  }
}

export const Pay = comingSoon('Pay')

export const PayLight = comingSoon('Pay', { themeMode: 'light' })

export const PayMobileWidth: Story = {
  ...comingSoon('Pay'),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
