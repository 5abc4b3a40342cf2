'use client'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { siwxCancelled, siwxSignRequested } from '../../features/siwx/actions'
import { useT } from '../../i18n'
import { useSay } from '../../headless/useSay'
import { selectAccount } from '../../features/account/selectors'
import { selectAsksInFrame } from '../../features/connection/asksInFrame'
import { selectAppMetadata } from '../../features/options/appMetadata'
import { selectSiwx } from '../../features/siwx/selectors'
import { ApprovalSlot } from '../components/ApprovalSlot'
import { Button } from '../components/Button'
import { SignInParties } from '../components/SignInParties'
import { cssVar as v } from '../../theme/tokens'

// The view's CSS, in its chunk (the first load carries none of it).
const siwxStyles = /* css */ `.p-siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: ${v('space.sm')}; }`

/**
 * Sign in with the wallet (section 4): the app asks the connected account to sign a message that
 * proves it is theirs. Sign asks the wallet (the embedded wallet shows its frame here, to answer
 * on its own origin); a decline or a failure says so in the spec's words and Sign tries again;
 * Cancel disconnects where signing in is required, otherwise closes.
 */
export function SIWXSignMessage() {
  const t = useT()
  // Section 8's words kept as catalogue keys are said in the visitor's language; a wallet's as
  // they are.
  const say = useSay()
  const siwx = usePorticoSelector(selectSiwx)
  // The same actions as a host's own sign-in prompt (useSiwx's sign and cancel), dispatched here:
  // the hooks' module is shared with the first load, which would carry whatever a view used of it.
  const dispatch = usePorticoDispatch()
  const sign = () => void dispatch(siwxSignRequested())
  const cancel = () => void dispatch(siwxCancelled())
  // Each a plain value: the metadata object is made anew on each read.
  const appName = usePorticoSelector((s) => selectAppMetadata(s).name)
  const wallet = usePorticoSelector(selectAccount)?.connectedWalletInfo
  const required = usePorticoSelector((s) => s.portico.options.siwxRequired)
  const inFrame = usePorticoSelector(selectAsksInFrame)
  const signing = siwx.status === 'signing'
  return (
    <div className="p-center">
      <style>{siwxStyles}</style>
      <SignInParties wallet={wallet} />
      <p>
        <strong>{t('siwx.title', { app: appName })}</strong>
      </p>
      <p className="p-muted">{t(required ? 'siwx.hintRequired' : 'siwx.hint')}</p>
      <div role="status" aria-live="polite" className="p-status">
        {signing && <p>{t(inFrame ? 'siwx.signInFrame' : 'siwx.signInWallet', { name: wallet?.name ?? '' })}</p>}
        {siwx.error && !signing && <p className="p-error-text">{say(siwx.error)}</p>}
      </div>
      {signing && inFrame && <ApprovalSlot />}
      <div className="p-siwx-actions p-full">
        <Button onClick={cancel}>{t('siwx.cancel')}</Button>
        <Button variant="primary" unavailable={signing} onClick={sign}>
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
