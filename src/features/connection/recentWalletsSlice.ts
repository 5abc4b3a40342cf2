// Wallets the visitor connected with lately, shown first on Connect (at most 2, section 3).
import type { PayloadAction } from '@reduxjs/toolkit'
import { plainSlice } from '../../store/plainSlice'

export const maxRecentWallets = 2

export interface RecentWallet {
  /** Directory id or connector id. */
  id: string
  name: string
  imageUrl?: string
  /** Directory image id, for getWalletImage (a wallet paired from the directory). */
  imageId?: string
  rdns?: string
}

export const recentWalletsSlice = plainSlice({
  name: 'portico/recentWallets',
  initialState: [] as RecentWallet[],
  reducers: {
    walletUsed: (state, { payload }: PayloadAction<RecentWallet>) =>
      [payload, ...state.filter((w) => w.id !== payload.id)].slice(0, maxRecentWallets),
    recentWalletsRestored: (_state, { payload }: PayloadAction<RecentWallet[]>) => payload.slice(0, maxRecentWallets),
  },
})

export const { walletUsed, recentWalletsRestored } = recentWalletsSlice.actions
