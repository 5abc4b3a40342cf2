// What Portico expects of the wallet directory.
import { expect } from 'vitest'
import { directoryApi } from '../../src/api/porticoApi'
import { fixtures } from '../../mocks/db/fixtures'
import { outcomeOf } from '../../harness/outcome'
import { samples } from '../samples'
import type { ContractCase } from '../support/runCase'

const api = directoryApi.endpoints
const sample = samples.directory
const { metamask } = fixtures.walletIds

type Pages = { pages: { count: number; data: { id: string }[] }[] }
const firstPage = (o: { data?: unknown }) => (o.data as Pages).pages[0]!

export const directoryCases: ContractCase[] = [
  {
    endpoint: 'directory.getWallets',
    name: 'a request for the first page of wallets',
    state: 'a wallet directory of many wallets',
    drive: (s) => outcomeOf(s, api.getWallets.initiate(sample.getWallets)),
    expect: (o) => expect(firstPage(o).count).toBeGreaterThan(40),
  },
  {
    endpoint: 'directory.getWallets',
    name: 'a request for the next page of wallets',
    state: 'a wallet directory of many wallets',
    drive: async (s) => {
      await outcomeOf(s, api.getWallets.initiate(sample.getWallets))
      return outcomeOf(s, api.getWallets.initiate(sample.getWallets, { direction: 'forward' }))
    },
  },
  {
    endpoint: 'directory.getWallets',
    name: 'a search of the wallets by name',
    state: 'a wallet directory of many wallets',
    drive: (s) => outcomeOf(s, api.getWallets.initiate({ query: { entries: 100, search: 'rain' } })),
  },
  {
    endpoint: 'directory.getWallets',
    name: 'a request for certified wallets of a network, with inclusions and exclusions',
    state: 'a wallet directory of many wallets',
    drive: (s) =>
      outcomeOf(
        s,
        api.getWallets.initiate({
          query: {
            entries: 4,
            chains: 'eip155:1',
            badge_type: 'certified',
            include: [metamask, fixtures.walletIds.rainbow].join(','),
            exclude: fixtures.walletIds.ledger,
          },
        }),
      ),
  },
  {
    endpoint: 'directory.getWalletImage',
    name: 'a request for a wallet logo',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.getWalletImage.initiate(sample.getWalletImage)),
  },
  {
    endpoint: 'directory.getAssetImage',
    name: 'a request for a network image',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.getAssetImage.initiate(sample.getAssetImage)),
  },
  {
    endpoint: 'directory.getCurrencyImage',
    name: 'a request for a currency image',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.getCurrencyImage.initiate(sample.getCurrencyImage)),
  },
  {
    endpoint: 'directory.getTokenImage',
    name: 'a request for a token image',
    state: 'the default data',
    drive: (s) => outcomeOf(s, api.getTokenImage.initiate(sample.getTokenImage)),
  },
  {
    endpoint: 'directory.projectOrigins',
    name: 'a request for the allowed origins of a project',
    state: 'the default data',
    projectId: fixtures.projectId,
    drive: (s) => outcomeOf(s, api.projectOrigins.initiate()),
  },
  {
    endpoint: 'directory.analyticsConfig',
    name: 'a request for the analytics setting of a project',
    state: 'the default data',
    projectId: fixtures.projectId,
    drive: (s) => outcomeOf(s, api.analyticsConfig.initiate()),
  },
  {
    endpoint: 'directory.analyticsConfig',
    name: 'a request for the analytics setting of an invalid project',
    state: 'the default data',
    projectId: fixtures.invalidProjectId,
    drive: (s) => outcomeOf(s, api.analyticsConfig.initiate()),
    expect: (o) => expect(o.error).toMatchObject({ kind: 'http', status: 403 }),
  },
]
