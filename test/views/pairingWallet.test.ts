import { describe, expect, it } from 'vitest'
import { directoryWallets } from '../../mocks/db/wallets'
import { fixtures } from '../../mocks/db/fixtures'
import { walletDirectoryEntry } from '../../src/contract'
import {
  getWalletLinks,
  openInAppLink,
  opensInNewTab,
  fromDirectoryEntry,
  type LinkedWallet,
} from '../../src/headless/pairingWallet'
import { hostileUrls } from '../support/hostileUrls'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const encoded = encodeURIComponent(uri)
const wallet = (id: string) =>
  fromDirectoryEntry(walletDirectoryEntry.parse(directoryWallets().find((w) => w.id === id)))
const links = (mobile: string | null, desktop: string | null, web: string | null) => ({
  mobile_link: mobile,
  desktop_link: desktop,
  webapp_link: web,
})

describe('openInAppLink: which link "Open in {name}" takes', () => {
  it('mobile: the mobile link only', () => {
    expect(openInAppLink(links('metamask://', 'metamaskdesktop://', 'https://web.metamask.io'), uri, true)?.href).toBe(
      `metamask://wc?uri=${encoded}`,
    )
    expect(openInAppLink(links(null, 'ledgerlive://', 'https://app.safe.global/'), uri, true)).toBeUndefined()
  })

  it('desktop: the desktop link, then the web app link', () => {
    expect(openInAppLink(links('metamask://', 'ledgerlive://', 'https://app.safe.global/'), uri, false)?.href).toBe(
      `ledgerlive://wc?uri=${encoded}`,
    )
    expect(openInAppLink(links('metamask://', null, 'https://app.safe.global/'), uri, false)?.href).toBe(
      `https://app.safe.global/wc?uri=${encoded}`,
    )
    expect(openInAppLink(links('metamask://', null, null), uri, false)).toBeUndefined()
  })

  it('a refused desktop link falls through to the web app; a refused web app gives nothing', () => {
    expect(openInAppLink(links(null, 'javascript:alert(1)', 'https://app.safe.global/'), uri, false)?.href).toBe(
      `https://app.safe.global/wc?uri=${encoded}`,
    )
    expect(
      openInAppLink(links('javascript:alert(1)', 'data:text/html,x', 'http://plain.example/'), uri, false),
    ).toBeUndefined()
    expect(openInAppLink(links('javascript:alert(1)', null, null), uri, true)).toBeUndefined()
  })

  it('universal links open in a new tab, custom schemes in place', () => {
    expect(opensInNewTab(`https://app.safe.global/wc?uri=${encoded}`)).toBe(true)
    expect(opensInNewTab(`metamask://wc?uri=${encoded}`)).toBe(false)
  })
})

describe('getWalletLinks: where to get a wallet that did not open', () => {
  it('mobile: App Store, Google Play, then the homepage', () => {
    expect(getWalletLinks(wallet(fixtures.walletIds.metamask), true).map((l) => l.kind)).toEqual([
      'appStore',
      'playStore',
      'homepage',
    ])
  })

  it('desktop: the Chrome Web Store, then the homepage', () => {
    expect(getWalletLinks(wallet(fixtures.walletIds.metamask), false).map((l) => l.kind)).toEqual([
      'chromeStore',
      'homepage',
    ])
  })

  it.each(hostileUrls)('no store or homepage link for %j', (url) => {
    const trapdoor: LinkedWallet = {
      id: 'x',
      name: 'Trapdoor',
      links: links(url, url, url),
      downloads: { appStore: url, playStore: url, chromeStore: url, homepage: url },
    }
    expect([...getWalletLinks(trapdoor, true), ...getWalletLinks(trapdoor, false)]).toEqual([])
    expect([openInAppLink(trapdoor.links, uri, true), openInAppLink(trapdoor.links, uri, false)]).toEqual([
      undefined,
      undefined,
    ])
  })

  it('only https links that safeWalletLink accepts', () => {
    const hostile: LinkedWallet = {
      id: 'x',
      name: 'Trapdoor',
      links: links(null, null, null),
      downloads: {
        appStore: 'http://apps.example/trapdoor',
        playStore: 'https://user:pass@play.example/x',
        chromeStore: 'javascript:alert(1)',
        homepage: 'trapdoor://home',
      },
    }
    expect(getWalletLinks(hostile, true)).toEqual([])
    expect(getWalletLinks(hostile, false)).toEqual([])
    expect(getWalletLinks({ ...hostile, downloads: { homepage: 'https://trapdoor.example/' } }, false)).toEqual([
      { kind: 'homepage', href: 'https://trapdoor.example/' },
    ])
  })
})
