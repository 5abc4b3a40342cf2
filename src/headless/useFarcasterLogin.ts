'use client'
// The embedded wallet's Farcaster login as a hook (section 4): a request made in the frame, its
// URI for a host's own QR code and link, the wait for the visitor's approval in Farcaster, then
// connecting; a failure (an expired request among others) in its words, a decline as a decline.
import { useCallback } from 'react'
import { farcasterLoginRequested } from '../features/embeddedWallet/actions'
import { selectFarcasterLogin } from '../features/embeddedWallet/selectors'
import { usePorticoSelector } from '../react/context'
import { useEngine, useEngineDispatch } from './useEngine'
import { useSay } from './useSay'

/**
 * `start()` asks for a request (again after a failure); `step`: idle, loading, waiting (show
 * `url` as a QR code and a link), connecting, failed (`declined` when the visitor said no there,
 * else `error` says why).
 */
export function useFarcasterLogin() {
  useEngine()
  const dispatch = useEngineDispatch()
  const say = useSay()
  const login = usePorticoSelector(selectFarcasterLogin)
  const url = usePorticoSelector((state) => state.portico.account.eip155?.farcasterUrl)
  return {
    step: login.step,
    url: login.step === 'waiting' ? url : undefined,
    declined: login.declined === true,
    error: login.step === 'failed' && !login.declined ? say(login.error) : undefined,
    start: useCallback(() => dispatch(farcasterLoginRequested()), [dispatch]),
  }
}
