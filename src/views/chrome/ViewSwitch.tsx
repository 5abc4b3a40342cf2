import { Suspense } from 'react'
import { usePorticoSelector } from '../../react/context'
import { useT } from '../../i18n'
import { selectCurrentView } from '../../store/selectors'
import { ViewSkeleton } from '../components/Skeleton'
import { viewComponents } from './viewRegistry'

/** The current view, with a skeleton while its chunk loads. */
export function ViewSwitch() {
  const t = useT()
  const { view, data } = usePorticoSelector(selectCurrentView)
  const Component = viewComponents[view]
  return (
    // Keyed by view: the entering view animates in (section 9: view transition 150 ms).
    <div key={view} className="p-view" data-view={view}>
      <Suspense fallback={<ViewSkeleton label={t('modal.loading')} />}>
        <Component view={view} data={data} />
      </Suspense>
    </div>
  )
}
