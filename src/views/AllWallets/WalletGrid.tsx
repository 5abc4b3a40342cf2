'use client'
// A virtualised grid: only the rows in view (and a few either side) are in the DOM, so the
// node count stays bounded however long the list. Arrow keys move focus between tiles
// (roving tabindex); the sentinel near the end asks for the next page.
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Skeleton } from '../components/Skeleton'
import { WalletTile, type TileWallet } from '../components/WalletTile'
import { useIntersection } from '../hooks/useIntersection'

export const gridColumns = 4
export const gridRowHeight = 96
/** The scroll box shows four rows; fixed, because the modal's width is (360 px). */
export const gridViewportHeight = gridRowHeight * 4
/** Rows rendered beyond each edge, so a fast scroll does not show blanks. */
const overscanRows = 2

const keyMoves: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  ArrowDown: (i) => i + gridColumns,
  ArrowUp: (i) => i - gridColumns,
  Home: () => 0,
  End: (_i, last) => last,
}

interface WalletGridProps {
  wallets: TileWallet[]
  label: string
  onChoose: (wallet: TileWallet) => void
  hasMore: boolean
  isLoadingMore: boolean
  onEndReached: () => void
}

/** Memoised: typing in the search field re-renders the view, and the grid only when its list changes. */
export const WalletGrid = memo(function WalletGrid({
  wallets,
  label,
  onChoose,
  hasMore,
  isLoadingMore,
  onEndReached,
}: WalletGridProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  const [inView, setInView] = useState(() => rowsInView(0))
  const [current, setCurrent] = useState(0)
  const focusPending = useRef(false)

  const rowCount = Math.ceil(wallets.length / gridColumns)
  const loadingRows = isLoadingMore ? 1 : 0
  const from = Math.max(0, inView.first - overscanRows)
  const to = Math.min(rowCount + loadingRows, inView.end + overscanRows)
  const active = Math.min(current, Math.max(0, wallets.length - 1))
  // Tab must always find a way into the grid: when the current tile is scrolled out (and so
  // not rendered), the first rendered one takes its place in the tab order.
  const activeRendered = active >= from * gridColumns && active < to * gridColumns
  const tabStop = activeRendered ? active : from * gridColumns

  // Re-armed after each page: if the end is still in view, the observer's first report asks again.
  useIntersection(sentinel, scroller, onEndReached, hasMore && !isLoadingMore)

  // Focus follows a key move once the target tile is rendered (it may have been scrolled in).
  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    scroller.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.focus()
  }, [active, from])

  const onScroll = () => {
    const next = rowsInView(scroller.current?.scrollTop ?? 0)
    if (next.first !== inView.first || next.end !== inView.end) setInView(next)
  }

  // The tiles' handlers keep their identity across renders (the tiles are memoised too): the
  // key handler reads the position from the tile the key was pressed on.
  const count = wallets.length
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      const move = keyMoves[event.key]
      if (!move || count === 0) return
      event.preventDefault()
      const from = Number(event.currentTarget.dataset.index)
      const next = Math.min(count - 1, Math.max(0, move(from, count - 1)))
      focusPending.current = true
      setCurrent(next)
      scrollToRow(scroller.current, Math.floor(next / gridColumns), setInView)
    },
    [count],
  )

  const rows = []
  for (let row = from; row < to; row++) {
    const cells = []
    for (let col = 0; col < gridColumns; col++) {
      const index = row * gridColumns + col
      const wallet = wallets[index]
      if (row >= rowCount) {
        cells.push(<Skeleton key={col} height={gridRowHeight - 8} />)
        continue
      }
      if (!wallet) break
      cells.push(
        <div key={wallet.id} role="gridcell" aria-colindex={col + 1}>
          <WalletTile
            wallet={wallet}
            index={index}
            tabIndex={index === tabStop ? 0 : -1}
            onChoose={onChoose}
            onKeyDown={onKeyDown}
            onFocus={setCurrent}
          />
        </div>,
      )
    }
    rows.push(
      <div
        key={row}
        role="row"
        aria-rowindex={row < rowCount ? row + 1 : undefined}
        aria-hidden={row < rowCount ? undefined : 'true'}
        className="p-grid-row"
        style={{ top: row * gridRowHeight, height: gridRowHeight - 4 }}
      >
        {cells}
      </div>,
    )
  }

  const totalHeight = (rowCount + loadingRows) * gridRowHeight
  return (
    <div ref={scroller} className="p-grid-scroll" style={{ height: gridViewportHeight }} onScroll={onScroll}>
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={gridColumns}
        style={{ position: 'relative', height: totalHeight }}
      >
        {rows}
      </div>
      {/* Two rows before the end: the next page is asked for before the visitor gets there. */}
      <div
        ref={sentinel}
        aria-hidden="true"
        style={{ position: 'absolute', top: Math.max(0, totalHeight - 2 * gridRowHeight), height: 1, width: 1 }}
      />
    </div>
  )
})

/** The rows the scroll box shows, wholly or in part: from `first` up to, not including, `end`. */
function rowsInView(scrollTop: number) {
  return {
    first: Math.floor(scrollTop / gridRowHeight),
    end: Math.ceil((scrollTop + gridViewportHeight) / gridRowHeight),
  }
}

/** Scrolls the least that brings `row` into view. */
function scrollToRow(
  box: HTMLDivElement | null,
  row: number,
  setInView: (rows: ReturnType<typeof rowsInView>) => void,
) {
  if (!box) return
  const top = row * gridRowHeight
  let scrollTop = box.scrollTop
  if (top < scrollTop) scrollTop = top
  else if (top + gridRowHeight > scrollTop + gridViewportHeight) scrollTop = top + gridRowHeight - gridViewportHeight
  box.scrollTop = scrollTop
  // Set here too: a scroll event may come late (or, without layout, never).
  setInView(rowsInView(scrollTop))
}
