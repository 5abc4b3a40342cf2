'use client'
import { useCallback } from 'react'
import { useEngineDispatch } from '../../headless/useEngine'
import { socialLoginRequested } from '../../features/embeddedWallet/actions'
import { useNavigate } from '../hooks/useNavigate'

/**
 * Picking a social provider: its login starts in the click itself (the popup opens in that
 * turn), and Socials follows it; Farcaster signs in by QR code, in its own view. Connect paints
 * before the api: a provider picked before its flows hear is asked for as soon as they do (the
 * click's activation still lets the popup open then, in the browsers that allow it seconds later).
 */
export function useSocialPick(show: 'Socials' | 'stay') {
  const dispatch = useEngineDispatch()
  const navigate = useNavigate()
  return useCallback(
    (provider: string) => {
      if (provider === 'farcaster') return navigate({ view: 'ConnectingFarcaster' })
      dispatch(socialLoginRequested({ provider }))
      if (show === 'Socials') navigate({ view: 'Socials' })
    },
    [dispatch, navigate, show],
  )
}
