'use client'
import { usePorticoSelector } from '../../react/context'
import { useLoadable } from '../../react/loadable'
import { useT } from '../../i18n'
import { selectCurrentView } from '../../features/modal/selectors'
import { ViewSkeleton } from '../components/Skeleton'
import { viewComponents } from './viewRegistry'

/** The current view, with a skeleton while its chunk loads. */
export function ViewSwitch() {
  const t = useT()
  const { view, data } = usePorticoSelector(selectCurrentView)
  const Component = useLoadable(viewComponents[view])
  return (
    // Keyed by view: the entering view animates in (section 9: view transition 150 ms).
    <div key={view} className="p-view" data-view={view}>
      {/* A chunk's module export, the same function on every render (not one created here). */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {Component ? <Component view={view} data={data} /> : <ViewSkeleton label={t('modal.loading')} />}
    </div>
  )
}
