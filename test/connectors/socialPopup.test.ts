// A social login's popup is opened blank on the visitor's click, so it is of the host's origin
// until the provider's page loads: the address the frame gives for it (get social redirect uri,
// section 7) is checked once more before the popup is sent there.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openSocialPopup } from '../../src/connectors/auth/popup'
import { hostileUrls } from '../support/hostileUrls'

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubbedPopup() {
  const replaced: string[] = []
  const window = { closed: false, close() {}, location: { replace: (url: string) => void replaced.push(url) } }
  vi.stubGlobal('open', () => window)
  return { popup: openSocialPopup()!, replaced }
}

describe("the social login's popup goes only to a web page", () => {
  it.each(hostileUrls)('refuses %j, and the popup stays blank', (url) => {
    const { popup, replaced } = stubbedPopup()
    expect(() => popup.navigate(url)).toThrow('link.refused')
    expect(replaced).toEqual([])
  })

  it("goes to the provider's https page", () => {
    const { popup, replaced } = stubbedPopup()
    popup.navigate('https://accounts.google.com/o/oauth2/v2/auth?client_id=x')
    expect(replaced).toEqual(['https://accounts.google.com/o/oauth2/v2/auth?client_id=x'])
  })
})
