'use client'
import { useId } from 'react'
import { useT } from '../../i18n'
import { usePorticoDispatch } from '../../react/context'
import { receiverChanged } from '../../features/send/sendSlice'
import { nameNamespaces } from '../../contract/supportedSets'
import { shortAddress } from '../format'
import { FallbackImage } from '../components/FallbackImage'
import { Name } from '../components/Name'
import { FieldMessage } from './FieldMessage'
import type { SendForm } from './selectSendForm'
import { Ltr } from '../components/Ltr'

/** Who receives: an address or a name; a name's address, and the receiver's avatar and name once known. */
export function ReceiverField({ form, messageId }: { form: SendForm; messageId: string }) {
  const t = useT()
  const dispatch = usePorticoDispatch()
  const inputId = useId()
  const profileId = useId()
  const { send } = form
  const problem = form.byField.receiver
  // Names are eip155's (section 9): elsewhere the field takes an address alone.
  const takesNames = !!form.network && nameNamespaces.includes(form.network.chainNamespace)
  const warning = form.warnings.receiver
  const known = !problem && send.receiverAddress && (send.receiverProfileName || send.receiverLookup === 'resolved')
  const describedBy = [(problem || warning) && messageId, known && profileId].filter(Boolean).join(' ') || undefined
  return (
    <div className="p-field">
      <label htmlFor={inputId} className="p-label">
        {t('send.receiver')}
      </label>
      <input
        id={inputId}
        className="p-input"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        // An address or a name reads left to right, whatever the modal's direction.
        dir="auto"
        placeholder={t(takesNames ? 'send.receiverPlaceholder' : 'send.receiverAddressPlaceholder')}
        value={send.receiverInput}
        aria-invalid={problem && !problem.waiting ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => dispatch(receiverChanged(event.target.value))}
      />
      {/* Announced as it changes: a name resolving, resolved, or not found. */}
      <div aria-live="polite">
        {known && (
          <p id={profileId} className="p-receiver">
            {send.receiverProfileImageUrl && (
              <FallbackImage className="p-receiver-avatar" src={send.receiverProfileImageUrl} alt="" fallback={null} />
            )}
            {send.receiverProfileName && (
              <strong>
                <Name text={send.receiverProfileName} />
              </strong>
            )}
            <span className="p-muted" title={send.receiverAddress}>
              <Ltr>{shortAddress(send.receiverAddress!)}</Ltr>
            </span>
          </p>
        )}
        <FieldMessage id={messageId} problem={problem} warning={warning} />
      </div>
    </div>
  )
}
