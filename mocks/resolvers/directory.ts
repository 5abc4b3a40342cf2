// The wallet directory's resolvers: filtered, ranked pages of wallets; an image for any id (the
// well-known networks' own pictures for their ids);
// project settings by the project id the client adds to the URL.
import type { directoryContract } from '../../src/contract/directory'
import { imageFor } from '../db/images'
import { networkImageFor } from '../db/networkImages'
import { anyProject } from '../db/projects'
import { projectIdOf, refuse } from './answers'
import { walletEntryOf } from './entities'
import type { MockContext, Resolvers } from './types'

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : undefined

/** The project's row, the `*` row for an unlisted id, or the refusal the client would see. */
function projectOf(request: Request, { db }: MockContext) {
  const projectId = projectIdOf(request)
  if (!projectId) return { ok: false, refusal: refuse(400, 'Project id is required') } as const
  const row =
    db.project.findFirst({ where: { projectId: { equals: projectId } } }) ??
    db.project.findFirst({ where: { projectId: { equals: anyProject } }, strict: true })
  return row.isValid
    ? ({ ok: true, row } as const)
    : ({ ok: false, refusal: refuse(403, 'Invalid project id') } as const)
}

const image = ({ params }: { params: { id: string } }) => ({ image: imageFor(params.id) })

export const directoryResolvers: Resolvers<typeof directoryContract> = {
  // Filters combine: included ids only, minus excluded ids, supporting any of `chains`,
  // name containing `search` (any case), with the badge; then ranked and paged.
  getWallets: ({ query }, { db }) => {
    const include = list(query.include)
    const exclude = list(query.exclude)
    const chains = list(query.chains)
    const search = query.search?.toLowerCase()
    const rows = db.wallet
      .findMany({
        where: {
          ...(include || exclude
            ? { id: { ...(include ? { in: include } : {}), ...(exclude ? { notIn: exclude } : {}) } }
            : {}),
          ...(query.badge_type ? { badge_type: { equals: query.badge_type } } : {}),
        },
        orderBy: { rank: 'asc' },
      })
      .filter((w) => !chains || w.chains.some((c) => chains.includes(c)))
      .filter((w) => !search || w.name.toLowerCase().includes(search))
    const start = (query.page - 1) * query.entries
    return { json: { count: rows.length, data: rows.slice(start, start + query.entries).map(walletEntryOf) } }
  },
  getWalletImage: image,
  getAssetImage: ({ params }) => ({ image: networkImageFor(params.id) ?? imageFor(params.id) }),
  getCurrencyImage: image,
  getTokenImage: image,
  projectOrigins: ({ request }, context) => {
    const project = projectOf(request, context)
    return !project.ok ? project.refusal : { json: { allowedOrigins: [...project.row.allowedOrigins] } }
  },
  analyticsConfig: ({ request }, context) => {
    const project = projectOf(request, context)
    return !project.ok ? project.refusal : { json: { isAnalyticsEnabled: project.row.isAnalyticsEnabled } }
  },
}
