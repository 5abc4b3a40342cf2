// The phones and in-app browsers the demo can stand in for (`?phone=<id>`), as data: what the
// page looks like from inside each (its user agent, its screen, the globals its webview defines)
// and what it holds (a phone's browser has no extensions; a wallet's own browser has its wallet).
// The demo applies one before Portico reads its environment; the browser tests' matrix
// (test/e2e/phones.suite.ts) gives Chromium the same user agent and screen, and plays the phone
// around it. A Farcaster client is a page of its own: miniAppHost.html.

export type PhoneId = 'ios' | 'android' | 'telegramIos' | 'telegramAndroid' | 'walletBrowser' | 'instagram'

export interface Phone {
  id: PhoneId
  /** As the matrix's table names it. */
  label: string
  userAgent: string
  viewport: { width: number; height: number }
  os: 'ios' | 'android'
  /** A Telegram mini app: `Telegram.WebApp.platform`, and Telegram's bridge to its app. */
  telegram?: 'ios' | 'android'
  /** A wallet app's own browser: the demo wallet is announced as that wallet (its name and rdns, the app's row in inAppBrowsers.ts). */
  walletBrowser?: { name: string; rdns: string }
}

const iphone = { width: 390, height: 844 }
const pixel = { width: 412, height: 915 }
const iosWebKit = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)'
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
// An Android webview ("wv"), as an app's browser is.
const androidWebView =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36'

export const phones: Record<PhoneId, Phone> = {
  ios: {
    id: 'ios',
    label: 'iOS Safari',
    userAgent: `${iosWebKit} Version/18.1 Mobile/15E148 Safari/604.1`,
    viewport: iphone,
    os: 'ios',
  },
  android: { id: 'android', label: 'Android Chrome', userAgent: androidChrome, viewport: pixel, os: 'android' },
  // iOS's webview says nothing of Telegram: the mini app's bridge does.
  telegramIos: {
    id: 'telegramIos',
    label: 'Telegram iOS',
    userAgent: `${iosWebKit} Mobile/15E148`,
    viewport: iphone,
    os: 'ios',
    telegram: 'ios',
  },
  telegramAndroid: {
    id: 'telegramAndroid',
    label: 'Telegram Android',
    userAgent: `${androidWebView} Telegram-Android/11.4.2 (Google Pixel 8; Android 14; SDK 34; AVERAGE)`,
    viewport: pixel,
    os: 'android',
    telegram: 'android',
  },
  walletBrowser: {
    id: 'walletBrowser',
    label: "A wallet's in-app browser (Trust Wallet)",
    userAgent: `${iosWebKit} Mobile/15E148 Trust/4.0`,
    viewport: iphone,
    os: 'ios',
    walletBrowser: { name: 'Trust Wallet', rdns: 'com.trustwallet.app' },
  },
  instagram: {
    id: 'instagram',
    label: 'Instagram (blocks popups)',
    userAgent: `${iosWebKit} Mobile/15E148 Instagram 357.0.0.23.74 (iPhone15,2; iOS 18_1; en_US; en; scale=3.00; 1179x2556; 654378426)`,
    viewport: iphone,
    os: 'ios',
  },
}

export const isPhoneId = (value: string | null): value is PhoneId => !!value && Object.hasOwn(phones, value)

/** Telegram's bridge to its app, as its webviews define it: a mini app's SDK speaks through it. */
export interface TelegramBridge {
  postEvent(type: string, data: string): void
}

declare global {
  interface Window {
    TelegramWebviewProxy?: TelegramBridge
    Telegram?: { WebApp?: { platform: string; openLink(url: string): void; openTelegramLink(url: string): void } }
  }
}

/**
 * The page as seen from inside `phone`, before Portico looks: its user agent and touch screen
 * (where the browser is not already emulating them), and in a Telegram mini app the SDK's
 * `Telegram.WebApp` over Telegram's bridge. The bridge stands in for Telegram's app: it opens a
 * link outside, in a new tab (a test defines its own bridge first, and plays the app).
 */
export function applyPhone(phone: Phone, win: Window = window) {
  const { navigator } = win
  if (navigator.userAgent !== phone.userAgent)
    Object.defineProperty(navigator, 'userAgent', { value: phone.userAgent, configurable: true })
  if (navigator.maxTouchPoints === 0)
    Object.defineProperty(navigator, 'maxTouchPoints', { value: 5, configurable: true })
  if (!phone.telegram) return
  win.TelegramWebviewProxy ??= {
    postEvent(type, data) {
      const { url, path_full: path } = JSON.parse(data) as { url?: string; path_full?: string }
      if (type === 'web_app_open_link' && url) win.open(url, '_blank', 'noopener')
      if (type === 'web_app_open_tg_link' && path) win.open(`https://t.me${path}`, '_blank', 'noopener')
    },
  }
  const bridge = win.TelegramWebviewProxy
  // What telegram-web-app.js's openLink and openTelegramLink send Telegram's app.
  win.Telegram = {
    WebApp: {
      platform: phone.telegram,
      openLink: (url) => bridge.postEvent('web_app_open_link', JSON.stringify({ url })),
      openTelegramLink: (url) =>
        bridge.postEvent(
          'web_app_open_tg_link',
          JSON.stringify({ path_full: new URL(url).pathname + new URL(url).search }),
        ),
    },
  }
}
