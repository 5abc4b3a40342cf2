'use client'
// NFTs: the ones that came into the account in its activity (name and preview), spam left
// out. Read from the history pages the Activity tab also shows; older pages on request.
import { useMemo, type RefObject } from 'react'
import { useT } from '../../i18n'
import { Button } from '../components/Button'
import { Name } from '../components/Name'
import { withoutBidiControls } from '../../i18n/bidi'
import { LoadingRows, PanelFailure, PanelMessage } from './PanelStates'
import { Thumbnail } from './Thumbnail'
import { nftsOf } from './transactions'
import { useAccountHistory } from './useAccountHistory'

export function NftsPanel(_props: { scroller: RefObject<HTMLDivElement | null> }) {
  const t = useT()
  const history = useAccountHistory()
  const nfts = useMemo(() => nftsOf(history.transactions), [history.transactions])
  if (!history.supported) return <PanelMessage title={t('nfts.unsupported')} />
  if (history.isLoading) return <LoadingRows label={t('nfts.loading')} rows={2} />
  // Not "No NFTs yet": the activity they are read from did not load, so none are known.
  if (history.failed)
    return (
      <PanelFailure
        title={t('nfts.failed')}
        hint={t('nfts.failedHint')}
        cause={history.cause}
        onRetry={() => void history.retry()}
      />
    )
  return (
    <div className="p-stack">
      {nfts.length === 0 ? (
        !history.hasMore && <PanelMessage title={t('nfts.empty')} hint={t('nfts.emptyHint')} />
      ) : (
        <ul className="p-nfts" aria-label={t('nfts.list')}>
          {nfts.map((nft) => (
            <li key={nft.id}>
              <figure className="p-nft">
                <Thumbnail src={nft.previewUrl} />
                <figcaption title={withoutBidiControls(nft.name)}>
                  <Name text={nft.name} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {/* Not scrolled into: each older page is one more request, made only when asked for. */}
      {history.hasMore && (
        <Button onClick={history.loadMore} unavailable={history.isLoadingMore}>
          {t('nfts.more')}
        </Button>
      )}
    </div>
  )
}
