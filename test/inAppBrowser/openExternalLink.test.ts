// Links a wallet needs, opened from a Telegram mini app through Telegram's own opener (a fake
// Telegram.WebApp recording each call), in the tap's own turn: a web link with openLink, a
// Telegram link (t.me, tg://) with openTelegramLink; a wallet's own scheme, and any link outside
// Telegram, the page's way; a script or data link never.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openExternalLink, type TelegramWebApp } from '../../src/features/inAppBrowser/openExternalLink'

afterEach(() => vi.unstubAllGlobals())

function fakeTelegram() {
  const calls: [string, string][] = []
  const WebApp: TelegramWebApp = {
    openLink: (url) => void calls.push(['openLink', url]),
    openTelegramLink: (url) => void calls.push(['openTelegramLink', url]),
  }
  return { win: { Telegram: { WebApp } }, calls }
}

/** The page's own window, for the page's way (window.open for web links, location for a scheme). */
function fakePage() {
  const page = { open: vi.fn(), location: { href: 'https://app.example/' } }
  vi.stubGlobal('window', page)
  return page
}

const inTelegram = { telegram: 'ios' } as const

describe('in a Telegram mini app', () => {
  it("a wallet's universal link opens with Telegram.WebApp.openLink, in the same turn", () => {
    const { win, calls } = fakeTelegram()
    const page = fakePage()
    const href = 'https://metamask.app.link/wc?uri=wc%3Aabc%402'
    expect(openExternalLink(href, inTelegram, win)).toBe(true)
    // Synchronous: recorded before anything could be awaited.
    expect(calls).toEqual([['openLink', href]])
    expect(page.open).not.toHaveBeenCalled()
  })

  it('a t.me link (a Telegram wallet) opens with openTelegramLink', () => {
    const { win, calls } = fakeTelegram()
    openExternalLink('https://t.me/wallet?attach=wallet&startattach=wc-abc', inTelegram, win)
    expect(calls).toEqual([['openTelegramLink', 'https://t.me/wallet?attach=wallet&startattach=wc-abc']])
  })

  it('a tg://resolve link goes to openTelegramLink as the t.me link it stands for', () => {
    const { win, calls } = fakeTelegram()
    openExternalLink('tg://resolve?domain=wallet&attach=wallet', inTelegram, win)
    expect(calls).toEqual([['openTelegramLink', 'https://t.me/wallet?attach=wallet']])
  })

  it("a wallet's own scheme has no Telegram opener: the page's way", () => {
    const { win, calls } = fakeTelegram()
    const page = fakePage()
    openExternalLink('metamask://wc?uri=wc%3Aabc%402', inTelegram, win)
    expect(calls).toEqual([])
    expect(page.location.href).toBe('metamask://wc?uri=wc%3Aabc%402')
  })

  it('a script, data or plain http link is refused, and nothing opens', () => {
    const { win, calls } = fakeTelegram()
    const page = fakePage()
    for (const href of ['javascript:alert(1)', 'data:text/html,hi', 'http://evil.example/', 'java\tscript:x'])
      expect(openExternalLink(href, inTelegram, win)).toBe(false)
    expect(calls).toEqual([])
    expect(page.open).not.toHaveBeenCalled()
  })
})

describe('outside Telegram', () => {
  it("a universal link opens beside the page (window.open), Telegram's opener untouched even if its script is loaded", () => {
    const { win, calls } = fakeTelegram()
    const page = fakePage()
    openExternalLink('https://link.trustwallet.com/wc?uri=x', { telegram: undefined }, win)
    expect(calls).toEqual([])
    expect(page.open).toHaveBeenCalledWith('https://link.trustwallet.com/wc?uri=x', '_blank', 'noopener,noreferrer')
  })
})
