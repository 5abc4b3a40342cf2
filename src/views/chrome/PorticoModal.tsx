'use client'
// The modal as a host renders it, once, anywhere under Portico's provider. It follows the
// store: shown while the modal is open (always, in embedded mode), themed by the options.
import { useMemo } from 'react'
import { I18nProvider, pickMessages } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import { selectModal } from '../../features/modal/selectors'
import { selectOptions } from '../../features/options/selectors'
import { Modal } from './Modal'
import { InlineShadowHost, PortalShadowHost } from './ShadowHost'

export interface PorticoModalProps {
  /** Where the modal's host element is appended; the page body by default. Not used inline. */
  container?: Element
  /** Render in place without an overlay; defaults to the `embedded` option. */
  inline?: boolean
  /** Class of the inline host element, to size and place it in the page. */
  className?: string
}

export function PorticoModal({ container, inline, className }: PorticoModalProps) {
  const options = usePorticoSelector(selectOptions)
  const { open } = usePorticoSelector(selectModal)
  const embedded = inline ?? options.embedded
  const messages = useMemo(() => pickMessages(options.messages), [options.messages])
  const theme = { themeMode: options.themeMode, themeVariables: options.themeVariables }
  const content = (
    <I18nProvider messages={messages}>
      <Modal inline={embedded} />
    </I18nProvider>
  )
  if (embedded)
    return (
      <InlineShadowHost className={className} {...theme}>
        {content}
      </InlineShadowHost>
    )
  if (!open) return null
  return (
    <PortalShadowHost container={container} {...theme}>
      {content}
    </PortalShadowHost>
  )
}

export { preloadView } from './viewRegistry'
