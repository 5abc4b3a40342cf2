// The in-app browsers Portico knows, as data: a wallet app's own browser (its provider is the
// one to use, and the visitor is already inside it) and the social and messaging apps whose
// browsers block popups (a social login cannot open its window there). One table: a rule is a
// row, recognised by the user agent marker the app adds, or by a global only that app's webview
// defines; a wallet's row also names its provider (EIP-6963 rdns) and the flag its
// `window.ethereum` sets. First-load code: plain values and two small functions.

export interface WalletOfBrowser {
  /** The rdns its EIP-6963 announcement carries (the mobile app's may differ from the extension's). */
  rdns: readonly string[]
  /** The flag its injected `window.ethereum` sets, recognising the app where its user agent says nothing. */
  flag: string
}

export interface InAppBrowserRule {
  id: string
  name: string
  /** The app's marker in the user agent. */
  userAgent?: RegExp
  /** A global only the app's webview defines. */
  global?: string
  /** A wallet app's own browser. */
  wallet?: WalletOfBrowser
  /** Popups are blocked there (or open where the visitor cannot come back from). */
  blocksPopups: boolean
}

/**
 * Wallets first, MetaMask last of them: other wallets' providers set `isMetaMask` too (to work
 * with pages that only know MetaMask), so a more specific flag decides before it.
 */
export const inAppBrowserRules: readonly InAppBrowserRule[] = [
  {
    id: 'trust',
    name: 'Trust Wallet',
    userAgent: /\bTrust(Wallet)?\//i,
    wallet: { rdns: ['com.trustwallet.app'], flag: 'isTrust' },
    blocksPopups: false,
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    userAgent: /CoinbaseWallet|CoinbaseBrowser/i,
    wallet: { rdns: ['com.coinbase.wallet'], flag: 'isCoinbaseWallet' },
    blocksPopups: false,
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    userAgent: /\bRainbow\//i,
    wallet: { rdns: ['me.rainbow'], flag: 'isRainbow' },
    blocksPopups: false,
  },
  {
    id: 'okx',
    name: 'OKX Wallet',
    userAgent: /\bOKApp\b/i,
    wallet: { rdns: ['com.okex.wallet'], flag: 'isOkxWallet' },
    blocksPopups: false,
  },
  {
    id: 'phantom',
    name: 'Phantom',
    userAgent: /\bPhantom\b/i,
    wallet: { rdns: ['app.phantom'], flag: 'isPhantom' },
    blocksPopups: false,
  },
  {
    id: 'metamask',
    name: 'MetaMask',
    userAgent: /MetaMaskMobile/i,
    wallet: { rdns: ['io.metamask', 'io.metamask.mobile'], flag: 'isMetaMask' },
    blocksPopups: false,
  },
  // Telegram's browser (links opened in a chat) marks itself on Android only; its webviews, the
  // mini apps' too, define this bridge everywhere.
  { id: 'telegram', name: 'Telegram', userAgent: /\bTelegram\b/i, global: 'TelegramWebviewProxy', blocksPopups: true },
  { id: 'instagram', name: 'Instagram', userAgent: /\bInstagram\b/i, blocksPopups: true },
  // FBAN/FBAV: Facebook's app (and Messenger's) on iOS and Android; FB_IAB: its in-app browser.
  { id: 'facebook', name: 'Facebook', userAgent: /\bFB(AN|AV|_IAB|IOS)\b/, blocksPopups: true },
  { id: 'line', name: 'LINE', userAgent: /\bLine\/\d/i, blocksPopups: true },
  { id: 'wechat', name: 'WeChat', userAgent: /\bMicroMessenger\b/i, blocksPopups: true },
  // musical_ly: TikTok's app id, in its user agent on both platforms; BytedanceWebview on newer builds.
  { id: 'tiktok', name: 'TikTok', userAgent: /\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b/i, blocksPopups: true },
]

/** Where the page runs: the in-app browser of one app, as the environment keeps it (serializable). */
export interface InAppBrowser {
  id: string
  name: string
  /** Social login goes in the same tab there. */
  blocksPopups: boolean
  /**
   * A wallet's own browser: its provider is the one Connect lists. `by: 'provider'`: only its
   * `window.ethereum` flag said so (on a phone), so it holds only while no other wallet announces.
   */
  wallet?: { rdns: string[]; by: 'userAgent' | 'provider' } | undefined
}

export interface InAppWindow {
  ethereum?: unknown
  [global: string]: unknown
}

const flagged = (ethereum: unknown, flag: string) =>
  typeof ethereum === 'object' && ethereum !== null && (ethereum as Record<string, unknown>)[flag] === true

const described = (rule: InAppBrowserRule, by: 'userAgent' | 'provider'): InAppBrowser => ({
  id: rule.id,
  name: rule.name,
  blocksPopups: rule.blocksPopups,
  ...(rule.wallet && { wallet: { rdns: [...rule.wallet.rdns], by } }),
})

/**
 * The in-app browser the page runs in, if any: by its user agent marker or its webview's global;
 * on a phone, a wallet's provider flag says it too (a phone's browser has no extensions to set
 * one, but a wallet's own browser does).
 */
export function detectInAppBrowser(
  userAgent: string,
  win: InAppWindow | undefined,
  isMobile: boolean,
): InAppBrowser | undefined {
  const marked = inAppBrowserRules.find(
    (rule) => rule.userAgent?.test(userAgent) || (!!rule.global && win?.[rule.global] !== undefined),
  )
  if (marked) return described(marked, 'userAgent')
  if (!isMobile) return undefined
  const byFlag = inAppBrowserRules.find((rule) => rule.wallet && flagged(win?.ethereum, rule.wallet.flag))
  return byFlag && described(byFlag, 'provider')
}
