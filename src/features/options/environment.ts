// Reads the environment the modal runs in, once, on the client.
import type { Environment } from './optionsSlice'
import { detectInAppBrowser, type InAppWindow } from '../inAppBrowser/inAppBrowsers'
import type { MiniAppWindow } from '../inAppBrowser/farcasterContract'
import { farcasterHostOnWindow } from '../inAppBrowser/miniAppWindow'

interface BrowserLike extends InAppWindow, MiniAppWindow {
  navigator?: { userAgent?: string; maxTouchPoints?: number }
  matchMedia?: (query: string) => { matches: boolean }
  Telegram?: { WebApp?: { platform?: string } }
}

export function detectEnvironment(win: BrowserLike | undefined = globalThis as BrowserLike): Environment {
  const ua = win?.navigator?.userAgent ?? ''
  const coarse = win?.matchMedia?.('(pointer: coarse)').matches ?? false
  const isMobile = /Android|iPhone|iPad|iPod|Mobile/i.test(ua) || (coarse && (win?.navigator?.maxTouchPoints ?? 0) > 0)
  const platform = win?.Telegram?.WebApp?.platform
  const telegram =
    !platform || platform === 'unknown'
      ? undefined
      : platform === 'ios'
        ? 'ios'
        : platform === 'macos'
          ? 'mac'
          : platform === 'android'
            ? 'android'
            : 'other'
  const isIosSafari = /iP(hone|ad|od)/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)
  // A Telegram mini app is Telegram's webview, whatever its user agent says (iOS says nothing).
  const inAppBrowser =
    detectInAppBrowser(ua, win, isMobile) ??
    (telegram ? { id: 'telegram', name: 'Telegram', blocksPopups: true } : undefined)
  const farcaster = farcasterHostOnWindow(win)
  // The phone's system, for a wallet's store; iPadOS names itself a Mac, its touch screen gives it away.
  const ios = /iP(hone|ad|od)/.test(ua) || (/Macintosh/.test(ua) && (win?.navigator?.maxTouchPoints ?? 0) > 1)
  const os = ios || telegram === 'ios' ? 'ios' : /Android/i.test(ua) || telegram === 'android' ? 'android' : undefined
  return {
    isMobile,
    telegram,
    isIosSafari,
    ...(inAppBrowser && { inAppBrowser }),
    ...(farcaster && { farcaster }),
    ...(os && { os }),
  }
}
