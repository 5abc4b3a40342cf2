'use client'
import { memo, type KeyboardEvent } from 'react'
import { WalletImage } from './WalletImage'
import { Name } from './Name'

export interface TileWallet {
  id: string
  name: string
  imageUrl?: string
  imageId?: string
}

interface WalletTileProps {
  wallet: TileWallet
  /** Position in the whole list, for keyboard moves. */
  index: number
  /** Roving tabindex: only the grid's current tile is reached by Tab. */
  tabIndex: 0 | -1
  onChoose: (wallet: TileWallet) => void
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void
  /** Told the tile's index, so one handler serves every tile. */
  onFocus?: (index: number) => void
}

/**
 * A grid tile. Its accessible name is the image's (the wallet name); the caption is visual.
 * Memoised: moving focus or scrolling re-renders the grid, and only the tiles whose props changed.
 */
export const WalletTile = memo(function WalletTile({
  wallet,
  index,
  tabIndex,
  onChoose,
  onKeyDown,
  onFocus,
}: WalletTileProps) {
  return (
    <button
      type="button"
      className="p-tile"
      data-index={index}
      tabIndex={tabIndex}
      onClick={() => onChoose(wallet)}
      onKeyDown={onKeyDown}
      onFocus={onFocus && (() => onFocus(index))}
    >
      <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} imageId={wallet.imageId} />
      <span className="p-tile-name" aria-hidden="true">
        <Name text={wallet.name} />
      </span>
    </button>
  )
})
