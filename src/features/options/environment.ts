// Reads the environment the modal runs in, once, on the client.
import type { Environment } from './optionsSlice'

interface BrowserLike {
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
  return { isMobile, telegram, isIosSafari }
}
