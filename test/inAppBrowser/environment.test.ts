// Where the page runs, read from fake browsers (their user agents and window globals): each
// in-app browser of the table by its marker; a wallet's provider flag on a phone; a Telegram mini
// app by its WebApp's platform; a Farcaster host that hands its provider over on the window.
import { describe, expect, it } from 'vitest'
import { detectEnvironment } from '../../src/features/options/environment'
import { inAppBrowserRules } from '../../src/features/inAppBrowser/inAppBrowsers'
import { socialLoginSameTab } from '../../src/features/inAppBrowser/sameTabLogin'
import { fakeProvider } from '../connectors/fakeProvider'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const desktop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

const browser = (userAgent: string, globals: Record<string, unknown> = {}) => ({ navigator: { userAgent }, ...globals })

/** Real-world user agents of each app's browser (as the apps send them). */
const userAgents: Record<string, string> = {
  metamask: `${android} MetaMaskMobile/7.24.0`,
  trust: `${iPhone} Trust/4.0`,
  coinbase: `${iPhone} CoinbaseWallet/28.51.0`,
  rainbow: `${iPhone} Rainbow/1.9.30`,
  okx: `${android} OKApp/(OKEx/6.71.0)`,
  phantom: `${iPhone} Phantom/ios`,
  telegram: `${android} Telegram-Android/11.2.2 (Google Pixel 8; Android 14; SDK 34; HIGH)`,
  instagram: `${iPhone} Instagram 337.0.3.23.54 (iPhone15,2; iOS 17_5; en_US; en; scale=3.00; 1179x2556; 616215453)`,
  facebook: `${iPhone} [FBAN/FBIOS;FBAV/472.0.0.35.109;FBBV/615367040;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS]`,
  line: `${iPhone} Safari Line/14.9.0`,
  wechat: `${android} MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN`,
  tiktok: `${android} musical_ly_2023508030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/35.8.3 ByteLocale/en`,
}

describe('in-app browsers: each rule of the table', () => {
  it.each(inAppBrowserRules.map((rule) => [rule.id, rule] as const))(
    '%s is recognised by its user agent',
    (id, rule) => {
      const environment = detectEnvironment(browser(userAgents[id]!))
      expect(environment.inAppBrowser).toMatchObject({ id, name: rule.name, blocksPopups: rule.blocksPopups })
      expect(environment.isMobile).toBe(true)
    },
  )

  it("a wallet's browser names its provider (rdns), found by its user agent", () => {
    expect(detectEnvironment(browser(userAgents.metamask!)).inAppBrowser?.wallet).toEqual({
      rdns: ['io.metamask', 'io.metamask.mobile'],
      by: 'userAgent',
    })
  })

  it('Instagram, Facebook, LINE, WeChat, TikTok and Telegram block popups: social login goes in the same tab there', () => {
    for (const id of ['instagram', 'facebook', 'line', 'wechat', 'tiktok', 'telegram'])
      expect(socialLoginSameTab(detectEnvironment(browser(userAgents[id]!)))).toBe(true)
    for (const id of ['metamask', 'coinbase'])
      expect(socialLoginSameTab(detectEnvironment(browser(userAgents[id]!)))).toBe(false)
  })

  it('an ordinary phone or desktop browser is no in-app browser', () => {
    expect(detectEnvironment(browser(android)).inAppBrowser).toBeUndefined()
    expect(detectEnvironment(browser(iPhone)).inAppBrowser).toBeUndefined()
    expect(detectEnvironment(browser(desktop)).inAppBrowser).toBeUndefined()
  })

  it("Telegram's webview is known by its bridge where its user agent says nothing (iOS)", () => {
    expect(detectEnvironment(browser(iPhone, { TelegramWebviewProxy: {} })).inAppBrowser?.id).toBe('telegram')
  })
})

describe("in-app browsers: a wallet's provider flag", () => {
  it('on a phone, window.ethereum.isMetaMask without a marker says MetaMask (known by its provider)', () => {
    const ethereum = { ...fakeProvider({}), isMetaMask: true }
    expect(detectEnvironment(browser(android, { ethereum })).inAppBrowser).toMatchObject({
      id: 'metamask',
      wallet: { by: 'provider' },
    })
  })

  it("a more specific flag wins over isMetaMask (Trust's provider sets both)", () => {
    const ethereum = { ...fakeProvider({}), isMetaMask: true, isTrust: true }
    expect(detectEnvironment(browser(iPhone, { ethereum })).inAppBrowser?.id).toBe('trust')
  })

  it("on a desktop a flag is an extension's, not a wallet's browser", () => {
    const ethereum = { ...fakeProvider({}), isMetaMask: true }
    expect(detectEnvironment(browser(desktop, { ethereum })).inAppBrowser).toBeUndefined()
  })
})

describe('Telegram mini apps', () => {
  it.each([
    ['ios', 'ios'],
    ['macos', 'mac'],
    ['android', 'android'],
    ['tdesktop', 'other'],
  ] as const)('Telegram.WebApp on %s: telegram %s, and popups blocked', (platform, telegram) => {
    const environment = detectEnvironment(browser(iPhone, { Telegram: { WebApp: { platform } } }))
    expect(environment.telegram).toBe(telegram)
    expect(socialLoginSameTab(environment)).toBe(true)
  })

  it("telegram-web-app.js loaded outside Telegram (platform 'unknown') is no mini app", () => {
    const environment = detectEnvironment(browser(desktop, { Telegram: { WebApp: { platform: 'unknown' } } }))
    expect(environment.telegram).toBeUndefined()
    expect(environment.inAppBrowser).toBeUndefined()
  })
})

describe('Farcaster mini apps: the host hands its provider over on the window', () => {
  it('window.farcasterMiniApp.ethereum: inside a Farcaster host, its wallet named as it says', () => {
    const ethereum = fakeProvider({})
    expect(detectEnvironment(browser(iPhone, { farcasterMiniApp: { ethereum, name: 'Warpcast' } })).farcaster).toEqual({
      name: 'Warpcast',
    })
    expect(detectEnvironment(browser(desktop, { farcasterMiniApp: { ethereum } })).farcaster).toEqual({
      name: 'Farcaster Wallet',
    })
  })

  it('no provider on the window: not known yet (the host is asked once Portico starts)', () => {
    expect(detectEnvironment(browser(desktop, { farcasterMiniApp: { name: 'x' } })).farcaster).toBeUndefined()
    expect(detectEnvironment(browser(desktop)).farcaster).toBeUndefined()
  })
})
