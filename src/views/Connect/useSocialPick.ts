'use client'
import { useCallback } from 'react'
import { usePorticoDispatch } from '../../react/context'
import { socialLoginRequested } from '../../features/embeddedWallet/actions'
import { useNavigate } from '../hooks/useNavigate'

/**
 * Picking a social provider: its login starts in the click itself (the popup opens in that
 * turn), and Socials follows it; Farcaster signs in by QR code, in its own view.
 */
export function useSocialPick(show: 'Socials' | 'stay') {
  const dispatch = usePorticoDispatch()
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
