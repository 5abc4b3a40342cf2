import { describe, expect, it } from 'vitest'
import { safeWalletLink, walletDeepLink, type WalletLinks } from '../../src/walletconnect/deepLinks'
import { hostileUrls } from '../support/hostileUrls'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const encoded = encodeURIComponent(uri)
const links = (mobile: string | null, desktop: string | null = null, web: string | null = null): WalletLinks => ({
  mobile_link: mobile,
  desktop_link: desktop,
  webapp_link: web,
})

describe('deep links open the wallet with the pairing URI', () => {
  it('a custom scheme gets wc?uri= after scheme://', () => {
    expect(walletDeepLink(links('metamask://'), uri, 'mobile')).toEqual({
      href: `metamask://wc?uri=${encoded}`,
      target: 'metamask',
    })
  })

  it('a universal link gets /wc?uri= under its path', () => {
    expect(walletDeepLink(links('https://link.trustwallet.com'), uri, 'mobile')).toEqual({
      href: `https://link.trustwallet.com/wc?uri=${encoded}`,
      target: 'link.trustwallet.com',
    })
    expect(walletDeepLink(links(null, null, 'https://app.wallet.example/connect/'), uri, 'web')!.href).toBe(
      `https://app.wallet.example/connect/wc?uri=${encoded}`,
    )
  })

  it('each platform uses its own link, and none when the entry has none', () => {
    const entry = links('rainbow://', 'rainbow-desktop://', null)
    expect(walletDeepLink(entry, uri, 'desktop')!.href).toBe(`rainbow-desktop://wc?uri=${encoded}`)
    expect(walletDeepLink(entry, uri, 'web')).toBeUndefined()
  })

  it('the pairing URI is fully encoded, so its own ? and & never become the link query', () => {
    const href = walletDeepLink(links('https://wallet.example'), uri, 'mobile')!.href
    expect(new URL(href).searchParams.get('uri')).toBe(uri)
    expect([...new URL(href).searchParams.keys()]).toEqual(['uri'])
  })
})

describe('nothing from the directory becomes an href unless it is https: or a wallet scheme', () => {
  // Every address no service may have opened (the on-ramp's and the frame's too), and the directory's own.
  const hostile = [
    ...hostileUrls,
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript\u0000:alert(1)',
    '\ufeffjavascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://wallet.example/uuid',
    'file:///etc/passwd',
    'about:blank',
    'http://wallet.example',
    'intent://scan/#Intent;scheme=zxing;end',
    'chrome-extension://abcdef/index.html',
    'view-source:https://wallet.example',
    'https://user:secret@wallet.example',
    'https://',
    '//evil.example/wc',
    'wallet.example',
    '1wallet://',
    '',
  ]

  it.each(hostile)('refuses %j', (link) => {
    expect(safeWalletLink(link)).toBeUndefined()
    expect(walletDeepLink(links(link, link, link), uri, 'mobile')).toBeUndefined()
  })

  it.each([
    'https://metamask.app.link',
    'metamask://',
    'trust://',
    'cbwallet://',
    'ledgerlive://',
    'safe-wallet://',
    'zerion+app://',
  ])('accepts %j', (link) => {
    expect(safeWalletLink(link)).toBeDefined()
  })
})
