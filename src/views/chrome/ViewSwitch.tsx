'use client'
import { usePorticoSelector } from '../../react/context'
import { useLoadable } from '../../react/loadable'
import { useT } from '../../i18n'
import { selectCurrentView } from '../../features/modal/selectors'
import { ViewSkeleton } from '../components/Skeleton'
import { preloadView, viewComponents, viewsNextTo } from './viewRegistry'
import { whenIdle } from '../../store/scheduling'
import { useEffect } from 'react'

/** The current view, with a skeleton while its chunk loads; the views next to it load when idle. */
export function ViewSwitch() {
  const t = useT()
  const { view, data } = usePorticoSelector(selectCurrentView)
  const Component = useLoadable(viewComponents[view])
  useEffect(() => whenIdle(() => viewsNextTo[view]?.forEach(preloadView)), [view])
  return (
    // Keyed by view: the entering view animates in (section 9: view transition 150 ms).
    <div key={view} className="p-view" data-view={view}>
      {/* A chunk's module export, the same function on every render (not one created here). */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {Component ? <Component view={view} data={data} /> : <ViewSkeleton label={t('modal.loading')} />}
    </div>
  )
}
