// @vitest-environment jsdom
// Directory pictures are <img> elements on the call's URL; the browser loads them (jsdom does
// not, so its load and error events are played here; the stories show real ones).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { PorticoReduxContext } from '../../src/react/context'
import { anvil, mainnet } from '../../src/networks'
import { networkImageIds } from '../../src/views/components/networkImageIds'
import { NetworkImage } from '../../src/views/components/NetworkImage'
import { ConnectedWalletImage, WalletImage } from '../../src/views/components/WalletImage'
import { viewStore } from './support/store'
import { loadApiParts } from '../../src/composition/portico'

// A directory picture's address is the directory contract's, which comes with the api's chunk:
// here it has arrived, as on a page where it came while idle.
beforeAll(() => loadApiParts())

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderInStore(element: ReactNode) {
  const { store } = viewStore()
  const { container } = render(
    <Provider store={store} context={PorticoReduxContext}>
      {element}
    </Provider>,
  )
  return { picture: () => container.querySelector('img') }
}

const renderImage = (props: Parameters<typeof WalletImage>[0]) => renderInStore(<WalletImage {...props} />)

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

  it("a wallet's own icon URL that fails (a WalletConnect session's metadata icon) gives way to its initial, never a broken image", () => {
    const { picture } = renderImage({ name: 'Story Wallet', imageUrl: 'https://wallet.example/missing-icon.png' })
    expect(picture()!.getAttribute('src')).toBe('https://wallet.example/missing-icon.png')
    fireEvent.error(picture()!)
    expect(picture()).toBeNull()
    expect(screen.getByRole('img', { name: 'Story Wallet' }).textContent).toBe('S')
  })

  it('the embedded wallet shows its own mark, named, where another wallet shows its logo', () => {
    const { picture } = renderInStore(<ConnectedWalletImage wallet={{ name: 'Email', type: 'AUTH' }} />)
    expect(picture()).toBeNull()
    const mark = screen.getByRole('img', { name: 'Email' })
    expect(mark.classList.contains('p-wallet-mark')).toBe(true)
    expect(mark.querySelector('svg')).not.toBeNull()
    expect(mark.textContent).toBe('')
  })
})

describe('network images', () => {
  it("a well-known network's picture loads from the image endpoint by its chain's id, named", () => {
    const { picture } = renderInStore(<NetworkImage network={mainnet} />)
    const url = new URL(picture()!.src)
    expect(url.pathname).toBe(`/public/getAssetImage/${networkImageIds['eip155:1']}`)
    expect(url.searchParams.get('projectId')).toBe(fixtures.projectId)
    fireEvent.load(picture()!)
    expect(screen.getByRole('img', { name: 'Ethereum' })).toBe(picture())
  })

  it("a host's own image URL wins over the network's image id", () => {
    const network = { ...mainnet, assets: { ...mainnet.assets, imageUrl: 'https://host.example/eth.svg' } }
    const { picture } = renderInStore(<NetworkImage network={network} />)
    expect(picture()!.getAttribute('src')).toBe('https://host.example/eth.svg')
  })

  it("a host's image URL that fails leaves the network's initial, never a broken image", () => {
    const network = { ...mainnet, assets: { imageUrl: 'https://host.example/missing.png' } }
    const { picture } = renderInStore(<NetworkImage network={network} />)
    fireEvent.error(picture()!)
    expect(picture()).toBeNull()
    expect(screen.getByRole('img', { name: 'Ethereum' }).textContent).toBe('E')
  })

  it("a host's own network on a well-known chain gets that chain's picture", () => {
    const own = { ...mainnet, name: 'Our Ethereum', rpcUrls: { default: { http: ['https://rpc.host.example'] } } }
    const { picture } = renderInStore(<NetworkImage network={own} />)
    expect(new URL(picture()!.src).pathname).toBe(`/public/getAssetImage/${networkImageIds['eip155:1']}`)
  })

  it('a network without a picture shows its initial, named', () => {
    const { picture } = renderInStore(<NetworkImage network={anvil()} />)
    expect(picture()).toBeNull()
    expect(screen.getByRole('img', { name: 'Anvil' }).textContent).toBe('A')
  })
})
