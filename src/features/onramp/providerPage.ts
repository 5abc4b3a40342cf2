// The provider's page, as the generator (POST /v1/generators/onrampurl) or the host's Meld page
// gives it, checked before it is opened in the provider's window or shown as a link: the window
// is of the host's origin until the page loads, so only an address the web address rule accepts
// (src/contract/webUrl.ts) is ever assigned to it. The contract refuses any other answer; a
// production build that skips the config's check, or a host's own Meld page, is checked here.
import { failureWords, isPorticoApiError } from '../../api/errors'
import { isSafeWebUrl, linkRefused } from '../../contract/webUrl'

/** The page to open, or why not: the call's failure in its words, or the refusal. */
export function providerPage(result: { data?: { url: string }; error?: unknown }): { url: string } | { error: string } {
  const url = result.data?.url
  if (isSafeWebUrl(url)) return { url }
  const refusedByContract =
    isPorticoApiError(result.error) &&
    result.error.kind === 'schema' &&
    result.error.where === 'response' &&
    result.error.issues.some((issue) => issue.path === 'url')
  return { error: result.data || refusedByContract ? linkRefused : failureWords(result.error) }
}
