'use client'
import { usePorticoDispatch, usePorticoSelector } from '../../react/context'
import { backRequested, closeRequested } from '../../features/modal/actions'
import {
  selectCanGoBack,
  selectCurrentView,
  selectSiwxBlocksClose,
  selectTitleKey,
} from '../../features/modal/selectors'
import { IconButton } from '../components/IconButton'
import { usePorticoT } from '../hooks/usePorticoT'
import { frameIcons } from './frameIcons'

/**
 * Title of the current view, back when there is somewhere to go back to, and close. Part of the
 * frame the first load carries: its texts and icons are the first load's own.
 */
export function Header({ titleId }: { titleId: string }) {
  const t = usePorticoT()
  const dispatch = usePorticoDispatch()
  const { view } = usePorticoSelector(selectCurrentView)
  const title = usePorticoSelector(selectTitleKey)
  const canGoBack = usePorticoSelector(selectCanGoBack)
  // Section 2: the sign view of an app that requires signing in cannot be closed, so no Close is
  // offered there (it could do nothing); the view's Cancel, which disconnects (section 4), is the way out.
  const closeBlocked = usePorticoSelector((s) => view === 'SIWXSignMessage' && selectSiwxBlocksClose(s))
  return (
    <div className="p-header">
      {canGoBack ? (
        <IconButton label={t('modal.back')} icon={frameIcons.back} onClick={() => dispatch(backRequested())} />
      ) : (
        <span />
      )}
      {/* Keyed by title so the title's fade (section 9: header text 120 ms) runs on each change. */}
      <h2 key={title} id={titleId} className="p-title">
        {t(title)}
      </h2>
      {closeBlocked ? (
        <span />
      ) : (
        <IconButton label={t('modal.close')} icon={frameIcons.close} onClick={() => dispatch(closeRequested())} />
      )}
    </div>
  )
}
