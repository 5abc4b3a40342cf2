'use client'
import { withoutBidiControls } from '../../i18n/bidi'

/**
 * A name from outside (a wallet, a profile, a token, an NFT), isolated from the text around it
 * and shown without its own direction controls (i18n/bidi.ts).
 */
export function Name({ text }: { text: string }) {
  return <bdi>{withoutBidiControls(text)}</bdi>
}
