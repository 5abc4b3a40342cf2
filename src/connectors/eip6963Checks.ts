// What an EIP-6963 announcement must be before it reaches the store or the DOM. A chunk of its
// own, loaded with the first announcement: the page's first load carries no schema library.
import * as z from 'zod/mini'
import { isEip1193Provider, type Eip1193Provider } from './eip1193Provider'

// Reverse DNS (`io.metamask`, `com.coinbase.wallet`): at least two dot-separated labels.
const rdns = z
  .string()
  .check(z.maxLength(253), z.regex(/^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/i, 'rdns must be a reverse-DNS name'))

// The icon becomes an <img src>. Only inline images are accepted: an http(s) URL would let
// a page script make every visitor's browser call a tracker, and `javascript:` or other
// schemes have no business in an image.
const icon = z.string().check(z.regex(/^data:image\/[a-z0-9.+-]+[;,]/i, 'icon must be a data:image/ URI'))

export const eip6963ProviderInfo = z.object({
  uuid: z.string().check(z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1)),
  icon,
  rdns,
})

const eip6963ProviderDetail = z.object({
  info: eip6963ProviderInfo,
  provider: z.custom<Eip1193Provider>(isEip1193Provider, 'provider must have a request function'),
})
export type Eip6963ProviderDetail = z.infer<typeof eip6963ProviderDetail>

/** A checked copy of the announcement (later changes to the page's object do not reach us), or undefined with a warning. */
export function checkAnnouncement(detail: unknown): Eip6963ProviderDetail | undefined {
  const parsed = eip6963ProviderDetail.safeParse(detail)
  if (parsed.success) return parsed.data
  console.warn('[portico] ignored an invalid EIP-6963 announcement', z.prettifyError(parsed.error))
  return undefined
}
