'use client'
import { usePorticoSelector } from '../../react/context'
import { useLoadableState } from '../../react/loadable'
import { useT } from '../../i18n'
import { selectCurrentView } from '../../features/modal/selectors'
import { ViewSkeleton } from '../components/Skeleton'
import { LoadFailed } from '../components/LoadFailed'
import { viewComponents } from './viewRegistry'

/** The current view, with a skeleton while its chunk loads, or the words and Try again when it did not come. */
export function ViewSwitch() {
  const t = useT()
  const { view, data } = usePorticoSelector(selectCurrentView)
  const { component: Component, failed, retry } = useLoadableState(viewComponents[view])
  return (
    // Keyed by view: the entering view animates in (section 9: view transition 150 ms).
    <div key={view} className="p-view" data-view={view}>
      {Component ? (
        // A chunk's module export, the same function on every render (not one created here).
        <Component view={view} data={data} />
      ) : failed ? (
        <LoadFailed onRetry={retry} />
      ) : (
        <ViewSkeleton label={t('modal.loading')} />
      )}
    </div>
  )
}
