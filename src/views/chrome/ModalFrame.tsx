'use client'
// The dialog's frame: what an open paints in the frame after the press, from the first load.
// The body (the view, its alerts and messages) comes in as `children` once its chunk is here;
// until then the frame holds the view's loading state. The frame stays mounted as the body
// arrives, so focus, the overlay's fade and the header do not start over.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { closeRequested } from '../../features/modal/actions'
import { selectCurrentView, selectModal } from '../../features/modal/selectors'
import { selectActiveLocale, selectLocaleDirection } from '../../features/locale/selectors'
import { activeElementIn } from '../hooks/focus'
import { useFocusTrap } from '../hooks/useFocusTrap'
import { usePageScrollLock } from '../hooks/usePageScrollLock'
import { ViewSkeleton } from '../components/Skeleton'
import { LoadFailed } from '../components/LoadFailed'
import { Header } from './Header'

/**
 * As a modal: an overlay, focus moved in and trapped, Escape and overlay clicks ask to close
 * (the flow decides whether closing is allowed). Inline: a labelled region in the page's own
 * flow, with none of that.
 */
export function ModalFrame({ inline, children }: { inline: boolean; children: ReactNode }) {
  const dispatch = usePorticoDispatch()
  const { shake } = usePorticoSelector(selectModal)
  const { view } = usePorticoSelector(selectCurrentView)
  // The modal speaks its own locale whatever the page's is: a screen reader reads it in that
  // language's voice, and a right-to-left one mirrors the modal (Arabic).
  const lang = usePorticoSelector(selectActiveLocale)
  const dir = usePorticoSelector(selectLocaleDirection)
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  useFocusTrap(dialog, !inline)
  usePageScrollLock(!inline)

  // A view change removes the focused control with the old view; without this, focus would
  // fall to the page behind and the trap would lose it.
  useEffect(() => {
    const node = dialog.current
    if (inline || !node) return
    if (!node.contains(activeElementIn(node))) node.focus()
  }, [view, inline])

  const onKeyDown = (event: KeyboardEvent) => {
    if (inline || event.key !== 'Escape') return
    event.stopPropagation()
    dispatch(closeRequested())
  }
  // Only a press that starts and ends on the overlay: a text selection dragged out of the
  // dialog also ends with a click on the overlay, and must not close it.
  const pressedOnOverlay = useRef(false)
  const onOverlayMouseDown = (event: MouseEvent) => {
    pressedOnOverlay.current = event.target === event.currentTarget
  }
  const onOverlayClick = (event: MouseEvent) => {
    if (pressedOnOverlay.current && event.target === event.currentTarget) dispatch(closeRequested())
    pressedOnOverlay.current = false
  }

  const className = ['p-modal', inline && 'p-inline', shake && 'p-shake'].filter(Boolean).join(' ')
  const box = (
    <div
      ref={dialog}
      role={inline ? 'region' : 'dialog'}
      aria-modal={inline ? undefined : 'true'}
      aria-labelledby={titleId}
      tabIndex={-1}
      lang={lang}
      dir={dir}
      className={className}
      onKeyDown={onKeyDown}
    >
      <Header titleId={titleId} />
      {children}
    </div>
  )
  if (inline) return box
  return (
    <div className="p-overlay" data-testid="portico-overlay" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      {box}
    </div>
  )
}

/**
 * The body's place while its chunk is on its way: the view's loading state; or, when it did not
 * come (react/loadable.ts), the words and Try again.
 */
export function FrameLoading({ label, onRetry }: { label: string; onRetry?: (() => void) | undefined }) {
  const { view } = usePorticoSelector(selectCurrentView)
  return (
    <div className="p-body">
      <div className="p-view" data-view={view}>
        {onRetry ? <LoadFailed onRetry={onRetry} /> : <ViewSkeleton label={label} />}
      </div>
    </div>
  )
}
