'use client'
// The modal as a host renders it, once, anywhere under Portico's provider. It follows the
// store: shown while the modal is open (always, in embedded mode), themed by the options. Its
// frame is the first load's; its body is `body` (ModalBody, once its chunk is here), and the
// view's loading state until then.
import type { ComponentType } from 'react'
import { usePorticoSelector } from '../../react/context'
import { selectModal } from '../../features/modal/selectors'
import { selectOptions } from '../../features/options/selectors'
import { usePorticoT } from '../hooks/usePorticoT'
import { FrameLoading, ModalFrame } from './ModalFrame'
import { InlineShadowHost, PortalShadowHost } from './ShadowHost'

export interface PorticoModalProps {
  /** Where the modal's host element is appended; the page body by default. Not used inline. */
  container?: Element
  /** Render in place without an overlay; defaults to the `embedded` option. */
  inline?: boolean
  /** Class of the inline host element, to size and place it in the page. */
  className?: string
}

export function PorticoModal({
  container,
  inline,
  className,
  body: Body,
  retryBody,
}: PorticoModalProps & {
  body: ComponentType | undefined
  /** The body's chunk did not come (react/loadable.ts): asks for it again. */
  retryBody?: (() => void) | undefined
}) {
  const t = usePorticoT()
  const options = usePorticoSelector(selectOptions)
  const { open } = usePorticoSelector(selectModal)
  const embedded = inline ?? options.embedded
  const theme = { themeMode: options.themeMode, themeVariables: options.themeVariables }
  const content = (
    <ModalFrame inline={embedded}>
      {Body ? <Body /> : <FrameLoading label={t('modal.loading')} onRetry={retryBody} />}
    </ModalFrame>
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
