'use client'
// The embedded wallet's email login as a hook (section 4): the address sent, then approving this
// device from the inbox or the one-time code, then signing in; a resend after the 30 s cooldown;
// what went wrong in the frame's or the spec's words. The same flow as the modal's email field
// and its EmailLogin view.
import { useCallback } from 'react'
import { emailLoginCooldownMs } from '../connectors/auth/limits'
import {
  codeSubmitted,
  emailLoginCancelled,
  emailSubmitted,
  embeddedWalletWanted,
} from '../features/embeddedWallet/actions'
import { selectEmailLogin } from '../features/embeddedWallet/selectors'
import { usePorticoSelector } from '../react/context'
import { useSecondsLeft } from './useClock'
import { useEngine, useEngineDispatch } from './useEngine'
import { useSay } from './useSay'

/**
 * `step`: idle (the form), sending, device (approve from the inbox), code (enter it), verifying,
 * connecting. `submitEmail(email)` sends (and `resend()` again, once `resendIn` is 0, in
 * seconds), `submitCode(code)` checks the code, `cancel()` goes back to the form with the
 * address kept; `prepare()` starts loading the embedded wallet's frame (call it when the visitor
 * turns to the field, so it is there when they send). `error` says what failed.
 */
export function useEmailLogin() {
  useEngine()
  const dispatch = useEngineDispatch()
  const say = useSay()
  const login = usePorticoSelector(selectEmailLogin)
  const resendIn = useSecondsLeft(login.sentAt === undefined ? undefined : login.sentAt + emailLoginCooldownMs)
  const submitEmail = useCallback((email: string) => dispatch(emailSubmitted({ email: email.trim() })), [dispatch])
  const { email } = login
  return {
    step: login.step,
    email,
    error: say(login.error),
    resendIn,
    prepare: useCallback(() => dispatch(embeddedWalletWanted()), [dispatch]),
    submitEmail,
    resend: useCallback(() => {
      if (email) submitEmail(email)
    }, [email, submitEmail]),
    submitCode: useCallback((code: string) => dispatch(codeSubmitted({ code: code.trim() })), [dispatch]),
    cancel: useCallback(() => dispatch(emailLoginCancelled()), [dispatch]),
  }
}
