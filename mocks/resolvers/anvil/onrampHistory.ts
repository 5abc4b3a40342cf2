// `GET /v1/account/{account}/history?onramp=coinbase` for the local chain: the fake provider's
// deliveries to the account (mocks/onramp), read from the node, shaped as the server shapes the
// Coinbase-type provider's purchases (src/providers/coinbase.rs: operation "buy", sent from the
// provider's name, the provider's own status words, no nonce, no price).
import { getAddress, isAddressEqual, type Address } from 'viem'
import type { MockAnswer, MockContext } from '../types'
import type { blockchainContract } from '../../../src/contract/blockchain'
import { fixtures } from '../../db/fixtures'
import { historyBlockWindow, readHistory } from './history'
import { catalogueOf, nodeAt } from './node'
import type { AnvilForwarding } from './types'

/** The provider pages its purchases 50 at a time. */
const purchasesPageSize = 50

export async function anvilOnrampHistory(
  account: Address,
  chain: string,
  { db, anvil }: Pick<MockContext, 'db'> & { anvil: AnvilForwarding },
): Promise<MockAnswer<(typeof blockchainContract)['history']>> {
  const { native } = catalogueOf(db, chain)
  const all = await readHistory(
    nodeAt(anvil.url),
    anvil.historyBlocks ?? historyBlockWindow,
    native,
    [],
    account,
    chain,
  )
  const provider = getAddress(fixtures.onrampProvider)
  const data = all
    .filter((entry) => isAddressEqual(entry.metadata.sentFrom as Address, provider))
    .slice(0, purchasesPageSize)
    .map((entry) => ({
      id: entry.id,
      metadata: {
        operationType: 'buy',
        hash: entry.metadata.hash,
        minedAt: entry.metadata.minedAt,
        nonce: 1,
        sentFrom: 'Coinbase',
        sentTo: account,
        status:
          entry.metadata.status === 'confirmed'
            ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS'
            : 'ONRAMP_TRANSACTION_STATUS_FAILED',
        application: null,
        chain,
      },
      transfers: (entry.transfers ?? []).map((transfer) => ({
        fungible_info: {
          name: transfer.fungible_info?.symbol ?? null,
          symbol: transfer.fungible_info?.symbol ?? null,
          icon: null,
        },
        direction: 'in',
        quantity: transfer.quantity,
        nft_info: null,
        value: null,
        price: null,
      })),
    }))
  return { json: { data, next: null } }
}
