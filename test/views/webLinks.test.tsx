// @vitest-environment jsdom
// A link to a page from outside (the on-ramp or pay provider's page, the frame's Farcaster link,
// a wallet's store page, a network's explorer) is checked once more where it is shown: nothing is
// rendered for an address the web address rule refuses, whatever reached the state.
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoReduxContext } from '../../src/react/reduxContext'
import type { OnrampState } from '../../src/features/onramp/onrampSlice'
import { WebLink } from '../../src/views/components/WebLink'
import { OnRampPurchase } from '../../src/views/OnRamp/OnRampPurchase'
import { hostileUrls, webPages } from '../support/hostileUrls'
import { viewStore } from './support/store'

afterEach(cleanup)

/** A view on a store of its own (it reads the locale, and dispatches). */
function withDispatch(children: ReactNode) {
  const { store } = viewStore()
  return (
    <Provider store={store} context={PorticoReduxContext}>
      {children}
    </Provider>
  )
}

describe('a link to a page from outside', () => {
  it.each(hostileUrls)('is not rendered for %j', (url) => {
    const { container } = render(<WebLink href={url}>Open</WebLink>)
    expect(container.querySelector('a')).toBeNull()
  })

  it.each(webPages)('opens %j beside the modal, cut from this page', (url) => {
    const { container } = render(<WebLink href={url}>Open</WebLink>)
    const link = container.querySelector('a')!
    expect([link.getAttribute('href'), link.target, link.rel]).toEqual([url, '_blank', 'noopener noreferrer'])
  })

  it.each(hostileUrls)("Buy's link to the provider (its window blocked) is not rendered for %j", (url) => {
    const purchase = { status: 'blocked', provider: 'coinbase', url } as OnrampState['purchase']
    const { container } = render(withDispatch(<OnRampPurchase purchase={purchase} />))
    expect(container.textContent).toContain('Your browser blocked the Coinbase window.')
    expect(container.querySelector('a')).toBeNull()
  })
})
