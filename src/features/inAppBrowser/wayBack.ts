// A same-tab social login's way back (sameTabLogin.ts) in the page's address: our one-time value
// and the sign-in's result, read as Portico starts (inAppBrowserFlow.ts) and taken out of the
// address at once. First-load code: a page without our value loads nothing more for it.

/** Our one-time value in the address the provider's side comes back to. */
export const returnParam = 'portico_social'
/** Where the secure site's way back puts the sign-in's result (what a popup posts as `resultUri`). */
export const resultParam = 'result_uri'

export interface WayBack {
  nonce: string
  resultUri: string | undefined
  /** The address without both values. */
  clean: string
}

/** The way back read from the page's address: our value, the result, and the address without both. */
export function wayBackOf(href: string | undefined): WayBack | undefined {
  let url: URL
  try {
    url = new URL(href ?? '')
  } catch {
    return undefined
  }
  const nonce = url.searchParams.get(returnParam)
  if (!nonce) return undefined
  const resultUri = url.searchParams.get(resultParam) ?? undefined
  url.searchParams.delete(returnParam)
  url.searchParams.delete(resultParam)
  return { nonce, resultUri, clean: url.href }
}
