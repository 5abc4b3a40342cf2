// Directory pictures are shown by their URL: the browser fetches, caches and decodes them, and
// the store holds none of them. (Held as data URLs, each picture was a query of its own: a
// search's 28 new tiles made 28 subscriptions and their dispatches, which doubled the time a
// search's results took to render.) The URL is the call of the contract table, identified
// like every directory call.
import { directoryContract } from '../contract/directory'
import { fillPath } from '../contract/endpoint'
import type { ApiServices } from './hostState'
import { requestUrl } from './requestUrl'

export type ImageEndpoint = 'getWalletImage' | 'getAssetImage' | 'getCurrencyImage' | 'getTokenImage'

/** The URL of a directory picture; undefined for an id the contract refuses (a placeholder shows). */
export function imageUrl(services: ApiServices, endpoint: ImageEndpoint, id: string): string | undefined {
  const entry = directoryContract[endpoint]
  if (!entry.params.safeParse({ id }).success) return undefined
  return requestUrl(services, {
    service: entry.service,
    path: fillPath(entry.path, { id }),
    identification: entry.identification,
  })
}
