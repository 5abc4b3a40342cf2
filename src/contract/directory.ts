// Wallet directory (spec section 7), provided by the modal toolkit's service. No public server:
// shapes follow the public client's declared types, and are lenient where nothing is known.
import { z } from 'zod'
import { endpoint } from './endpoint'
import { imageData, walletDirectoryEntry } from './entities'
import { lenientList } from './lenientList'

const day = 24 * 60 * 60
/** Comma-joined list of values, as the directory takes include/exclude/chains. */
const commaList = z.string().regex(/^[^,]+(,[^,]+)*$/, 'Expected a comma-separated list')
const imageParams = z.object({
  id: z
    .string()
    .min(1)
    .regex(/^[-\w.]+$/),
})

const image = (path: string, summary: string) =>
  endpoint({
    service: 'directory',
    kind: 'query',
    method: 'GET',
    path,
    summary,
    params: imageParams,
    response: imageData,
    format: 'image',
    // Not in the spec: images are immutable per id, keep them for the visit.
    cacheSeconds: day,
  })

export const directoryContract = {
  getWallets: endpoint({
    service: 'directory',
    kind: 'infiniteQuery',
    method: 'GET',
    path: '/getWallets',
    summary: 'A page of the wallet directory, filtered',
    query: z.object({
      page: z.coerce.number().int().min(1),
      entries: z.coerce.number().int().min(1).max(100),
      include: commaList.optional(),
      exclude: commaList.optional(),
      chains: commaList.optional(),
      search: z.string().min(1).optional(),
      badge_type: z.enum(['none', 'certified']).optional(),
    }),
    response: z.object({ count: z.number().int().nonnegative(), data: lenientList(walletDirectoryEntry) }),
    assumption:
      'Answer not shown: the entries of the page plus the total count, which paging needs to know when to stop.',
    cacheSeconds: 5 * 60,
    pagination: {
      param: 'page',
      initial: 1,
      next: (page, lastPage, query) =>
        Number(lastPage) * query.entries < page.count ? Number(lastPage) + 1 : undefined,
    },
  }),
  getWalletImage: image('/getWalletImage/{id}', "A wallet logo, by the wallet's image_id"),
  getAssetImage: image('/public/getAssetImage/{id}', 'A network or asset image'),
  getCurrencyImage: image('/public/getCurrencyImage/{id}', 'A fiat currency image'),
  getTokenImage: image('/public/getTokenImage/{id}', 'A token image'),
  projectOrigins: endpoint({
    service: 'directory',
    kind: 'query',
    method: 'GET',
    path: '/projects/v1/origins',
    summary: 'Origins allowed for the project id',
    response: z.object({ allowedOrigins: z.array(z.string()) }),
    cacheSeconds: 60 * 60,
  }),
  analyticsConfig: endpoint({
    service: 'directory',
    kind: 'query',
    method: 'GET',
    path: '/getAnalyticsConfig',
    summary: 'Whether analytics are enabled for the project',
    response: z.object({ isAnalyticsEnabled: z.boolean() }),
    cacheSeconds: 60 * 60,
  }),
}
