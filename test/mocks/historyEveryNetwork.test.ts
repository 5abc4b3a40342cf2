// A history of every network (no chainId) with the local chain answering: the node's
// transactions and the db's together, newest first, paged by the same cursor.
import { createWalletClient, getAddress, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import { fixtures } from '../../mocks/db/fixtures'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { demoChain } from '../../mocks/wallets/chains'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import type { Transaction } from '../../src/contract'
import { anvilNetwork, chainWithMocks } from '../support/chainWithMocks'

const setup = chainWithMocks()

describe('every network with the local chain', () => {
  it("adds the node's transactions to the db's, newest first, each once across pages", async () => {
    const url = setup.chain().url
    const wallet = createWalletClient({
      account: privateKeyToAccount(anvilPrivateKeys[1]),
      chain: demoChain({ id: 31337 }, url),
      transport: http(url),
    })
    const hash = await wallet.sendTransaction({ to: getAddress(fixtures.account), value: parseEther('0.01') })
    const store = testStore()
    const seen: Transaction[] = []
    // The first call asks for the first page; each next one the page after (the cursor is RTK Query's).
    let next = false
    for (let page = 0; page < 20; page++) {
      const outcome = await outcomeOf(
        store,
        blockchainApi.endpoints.history.initiate(
          { params: { account: fixtures.account }, query: {} },
          next ? { direction: 'forward' } : undefined,
        ),
      )
      const pages = (outcome.data as { pages: { data: Transaction[]; next: string | null }[] }).pages
      const last = pages.at(-1)!
      seen.splice(0, seen.length, ...pages.flatMap((p) => p.data))
      if (!last.next) break
      next = true
    }
    expect(seen[0]).toMatchObject({ id: hash, metadata: { chain: anvilNetwork, operationType: 'receive' } })
    expect(new Set(seen.map((t) => t.metadata.chain))).toEqual(
      new Set([anvilNetwork, 'eip155:1', 'eip155:137', 'eip155:8453']),
    )
    expect(new Set(seen.map((t) => t.id)).size).toBe(seen.length)
  })
})
