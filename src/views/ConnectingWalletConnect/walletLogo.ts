'use client'
import { skipToken } from '@reduxjs/toolkit/query'
import { directoryApi } from '../../api/porticoApi'
import type { LinkedWallet } from '../../headless/pairingWallet'

/** The wallet's logo as a URL an SVG `<image>` can show (the QR code's centre), once loaded. */
export function useWalletLogo(wallet: LinkedWallet | undefined): string | undefined {
  const imageId = wallet?.imageUrl ? undefined : wallet?.imageId
  const { data } = directoryApi.useGetWalletImageQuery(imageId ? { params: { id: imageId } } : skipToken)
  return wallet?.imageUrl ?? data?.dataUrl
}
