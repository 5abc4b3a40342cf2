'use client'
// The embedded wallet's social logins as a hook (sections 2 and 4): the providers offered (the
// config's, less those Telegram removes), and a login with one: its popup opens in the visitor's
// press (blockers allow only that), the visitor signs in at the provider, then connecting.
import { useCallback } from 'react'
import type { SocialProvider } from '../config/features'
import { socialLoginCancelled, socialLoginRequested } from '../features/embeddedWallet/actions'
import { selectSocialLogin } from '../features/embeddedWallet/selectors'
import { selectSocials } from '../features/connection/connectMethods'
import { usePorticoDispatch, usePorticoSelector } from '../react/context'
import { useEngine } from './useEngine'
import { useSay } from './useSay'

/**
 * `providers` offered; `login(provider)` in the press's own handler (Farcaster signs in by QR
 * code: useFarcasterLogin); `step`: idle, opening, waiting (at the provider), connecting,
 * declined, failed (with `error`); `cancel()`. `ready` is false until the engine is there: a
 * press before then could not open the popup in its own turn.
 */
export function useSocialLogin() {
  const engine = useEngine()
  const dispatch = usePorticoDispatch()
  const say = useSay()
  const login = usePorticoSelector(selectSocialLogin)
  const providers = usePorticoSelector(selectSocials)
  const attached = usePorticoSelector((s) => s.portico.services.apiAttached)
  return {
    providers: providers.filter((p) => p !== 'farcaster') as Exclude<SocialProvider, 'farcaster'>[],
    ready: !!engine && attached,
    step: login.step,
    provider: login.provider,
    error: login.step === 'declined' || login.step === 'failed' ? say(login.error) : undefined,
    login: useCallback(
      (provider: Exclude<SocialProvider, 'farcaster'>) => void dispatch(socialLoginRequested({ provider })),
      [dispatch],
    ),
    cancel: useCallback(() => void dispatch(socialLoginCancelled()), [dispatch]),
  }
}
