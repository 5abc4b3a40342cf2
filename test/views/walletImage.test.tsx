// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import { PorticoReduxContext } from '../../src/react/context'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createNodeMocks } from '../../mocks/node'
import { WalletImage } from '../../src/views/components/WalletImage'
import { viewStore } from './support/store'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  mocks.faults.clear()
})
afterAll(() => mocks.server.close())

/** Both contexts, as inside the modal (PorticoModal puts the store in the default one for RTK Query's hooks). */
function renderImage(props: Parameters<typeof WalletImage>[0]) {
  const { store } = viewStore()
  render(
    <Provider store={store} context={PorticoReduxContext}>
      <Provider store={store}>
        <WalletImage {...props} />
      </Provider>
    </Provider>,
  )
}

describe('wallet images', () => {
  it('a directory image is shown from its data URL, with the wallet name as alt text', async () => {
    renderImage({ name: 'Rainbow', imageId: 'abc-123' })
    await waitFor(() => expect(screen.getByRole('img', { name: 'Rainbow' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/))
  })

  it('an image slower than the 2 s preload timeout gives way to a placeholder', async () => {
    mocks.faults.set('directory.getWalletImage', { kind: 'slow', ms: 5000 })
    renderImage({ name: 'Zerion', imageId: 'slow-1' })
    const image = () => screen.getByRole('img', { name: 'Zerion' })
    expect(image().classList.contains('p-skeleton')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 1800))
    expect(image().classList.contains('p-skeleton')).toBe(true)
    await waitFor(() => expect(image().classList.contains('p-image-placeholder')).toBe(true), { timeout: 500 })
    expect(image().textContent).toBe('Z')
  })

  it('a failed image shows the placeholder at once', async () => {
    mocks.faults.set('directory.getWalletImage', { kind: 'status', status: 404 })
    renderImage({ name: 'Safe', imageId: 'missing-1' })
    await waitFor(() => expect(screen.getByRole('img', { name: 'Safe' }).classList.contains('p-image-placeholder')).toBe(true), { timeout: 1000 })
  })

  it('a wallet without any image has the placeholder, named', () => {
    renderImage({ name: 'Custom Wallet' })
    expect(screen.getByRole('img', { name: 'Custom Wallet' }).textContent).toBe('C')
  })
})
