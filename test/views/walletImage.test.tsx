// @vitest-environment jsdom
// Directory pictures are <img> elements on the call's URL; the browser loads them (jsdom does
// not, so its load and error events are played here; the stories show real ones).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { PorticoReduxContext } from '../../src/react/context'
import { WalletImage } from '../../src/views/components/WalletImage'
import { viewStore } from './support/store'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderImage(props: Parameters<typeof WalletImage>[0]) {
  const { store } = viewStore()
  const { container } = render(
    <Provider store={store} context={PorticoReduxContext}>
      <WalletImage {...props} />
    </Provider>,
  )
  return { picture: () => container.querySelector('img') }
}

describe('wallet images', () => {
  it('a directory image loads from the directory call, identified, and shows once loaded, named', () => {
    const { picture } = renderImage({ name: 'Rainbow', imageId: 'abc-123' })
    const url = new URL(picture()!.src)
    expect(url.pathname).toBe('/getWalletImage/abc-123')
    expect(url.searchParams.get('projectId')).toBe(fixtures.projectId)
    expect(url.searchParams.get('st')).toBeTruthy()
    expect(url.searchParams.get('sv')).toBeTruthy()
    // Loading: the skeleton is what is seen (and named); the picture waits hidden.
    expect(screen.getByRole('img', { name: 'Rainbow' }).classList.contains('p-skeleton')).toBe(true)
    fireEvent.load(picture()!)
    expect(screen.getByRole('img', { name: 'Rainbow' })).toBe(picture())
  })

  it('an image slower than the 2 s preload timeout gives way to a placeholder, and replaces it when it arrives', () => {
    vi.useFakeTimers()
    const { picture } = renderImage({ name: 'Zerion', imageId: 'slow-1' })
    const image = () => screen.getByRole('img', { name: 'Zerion' })
    act(() => vi.advanceTimersByTime(1900))
    expect(image().classList.contains('p-skeleton')).toBe(true)
    act(() => vi.advanceTimersByTime(200))
    expect(image().classList.contains('p-image-placeholder')).toBe(true)
    expect(image().textContent).toBe('Z')
    fireEvent.load(picture()!)
    expect(image()).toBe(picture())
  })

  it('a failed image shows the placeholder at once', () => {
    const { picture } = renderImage({ name: 'Safe', imageId: 'missing-1' })
    fireEvent.error(picture()!)
    expect(screen.getByRole('img', { name: 'Safe' }).classList.contains('p-image-placeholder')).toBe(true)
    expect(picture()).toBeNull()
  })

  it('an image id the contract refuses is never asked for: the placeholder, named', () => {
    const { picture } = renderImage({ name: 'Odd', imageId: '../../admin' })
    expect(picture()).toBeNull()
    expect(screen.getByRole('img', { name: 'Odd' }).textContent).toBe('O')
  })

  it('a wallet without any image has the placeholder, named', () => {
    renderImage({ name: 'Custom Wallet' })
    expect(screen.getByRole('img', { name: 'Custom Wallet' }).textContent).toBe('C')
  })
})
