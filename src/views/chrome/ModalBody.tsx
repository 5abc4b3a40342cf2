'use client'
// The modal's body: the current view (each its own chunk, the Connect view with this one), the
// section 8 alert above it and the snackbar below it (in flow, over nothing), with the catalogue
// and the CSS they need. Its chunk comes after the first load (when the page is idle, on intent, or on opening); the
// frame around it (ModalFrame) is there before.
import { useLayoutEffect, useRef } from 'react'
import { I18nProvider } from '../../i18n'
import { usePorticoSelector } from '../../react/context'
import { selectActiveLocale, selectLocaleOverrides } from '../../features/locale/selectors'
import { selectCurrentView } from '../../features/modal/selectors'
import { porticoStyles } from '../../theme'
import { useAnimatedHeight } from '../hooks/useAnimatedHeight'
import { AlertBanner } from './AlertBanner'
import { Snackbar } from './Snackbar'
import { ViewSwitch } from './ViewSwitch'

export function ModalBody() {
  const locale = usePorticoSelector(selectActiveLocale)
  const messages = usePorticoSelector(selectLocaleOverrides)
  const body = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  useAnimatedHeight(body, content)
  // A view opens at its top: the body stays from view to view, and a press low in a scrolled
  // Account left Buy scrolled by as much, its first field cut.
  const route = usePorticoSelector(selectCurrentView)
  useLayoutEffect(() => {
    if (body.current) body.current.scrollTop = 0
  }, [route])
  return (
    <I18nProvider locale={locale} messages={messages}>
      <style>{porticoStyles}</style>
      <AlertBanner />
      <div ref={body} className="p-body">
        <div ref={content}>
          <ViewSwitch />
        </div>
      </div>
      <Snackbar />
    </I18nProvider>
  )
}

export { preloadView, viewsNextTo } from './viewRegistry'
