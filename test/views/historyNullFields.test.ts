// The transaction list's rules on history entries as the server really sends them
// (src/handlers/history.rs): every Option arrives as null, transfers may be null, the chain may
// be unnamed, and status and operation are the providers' own strings.
import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../src/contract'
import { transaction as transactionSchema } from '../../src/contract/entities'
import { nftsOf, transactionImage, transferDescriptions } from '../../src/views/Account/transactions'
import { historyEntries } from '../../src/views/History/historyEntries'

type Transfer = NonNullable<Transaction['transfers']>[number]

const fungible = (symbol: string | null, icon: string | null = null): Transfer => ({
  fungible_info: { name: null, symbol, icon: icon ? { url: icon } : null },
  nft_info: null,
  direction: 'in',
  quantity: { numeric: '12.5' },
  value: null,
  price: null,
})
const nft = (name: string | null, preview: string | null): Transfer => ({
  fungible_info: null,
  nft_info: {
    name,
    content: preview ? { preview: { url: preview, content_type: null }, detail: null } : null,
    flags: { is_spam: false },
  },
  direction: 'in',
  quantity: { numeric: '1' },
  value: null,
  price: null,
})

let serial = 0
function entry(transfers: Transfer[] | null, chain: string | null = 'eip155:1', status = 'confirmed'): Transaction {
  serial += 1
  return transactionSchema.parse({
    id: `0x${serial}`,
    metadata: {
      operationType: 'receive',
      hash: `0x${serial}`,
      minedAt: `2025-01-0${serial % 9 || 1}T10:00:00Z`,
      sentFrom: '0xfrom',
      sentTo: '0xto',
      status,
      nonce: serial,
      application: null,
      chain,
    },
    transfers,
  })
}

describe('history entries with null fields', () => {
  it('an entry whose transfers are null reads as one without transfers and is kept', () => {
    const approval = entry(null)
    expect(historyEntries([{ data: [approval] }], [], 'eip155:1')).toEqual([approval])
    expect(transferDescriptions(approval)).toEqual([])
    expect(transactionImage(approval)).toBeUndefined()
  })

  it('an entry whose chain the server could not name counts as the asked chain', () => {
    const unnamed = entry([fungible('USDC')], null)
    const elsewhere = entry([fungible('USDC')], 'eip155:137')
    expect(historyEntries([{ data: [unnamed, elsewhere] }], [], 'eip155:1')).toEqual([unnamed])
  })

  it('a token without a symbol shows its amount alone, and one without an icon no picture', () => {
    const transaction = entry([fungible(null)])
    expect(transferDescriptions(transaction)).toEqual(['+12.500'])
    expect(transactionImage(transaction)).toBeUndefined()
  })

  it('an NFT without a name reads as a dash and is listed, never merged with another nameless one', () => {
    const first = entry([nft(null, null)])
    const second = entry([nft(null, 'https://nft.example/2.png')])
    expect(transferDescriptions(first)).toEqual(['+-'])
    expect(nftsOf([first, second]).map((n) => [n.name, n.previewUrl])).toEqual([
      ['-', undefined],
      ['-', 'https://nft.example/2.png'],
    ])
  })

  it("a provider's status the catalogue does not know still parses and the entry is kept", () => {
    const coinbase = entry([fungible('USDC')], 'eip155:1', 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')
    expect(historyEntries([{ data: [coinbase] }], [], 'eip155:1')).toHaveLength(1)
  })
})
