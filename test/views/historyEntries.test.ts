// What History lists (section 2's optional screens), pure: every network's entries without spam, each once, the
// on-ramp provider's purchase in place of the chain's record of the same transaction (in the
// list's status words) or on its own while the chain has none, newest first; the filter keeps
// one network.
import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../src/contract'
import { historyEntries, purchaseStatus } from '../../src/views/History/historyEntries'

const entry = (
  id: string,
  minedAt: string,
  chain: string | null,
  over: Partial<Transaction['metadata']> = {},
  spam = false,
): Transaction => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt,
    sentFrom: '0x1',
    sentTo: '0x2',
    status: 'confirmed',
    nonce: 1,
    application: null,
    chain: chain as Transaction['metadata']['chain'],
    ...over,
  },
  transfers: spam
    ? [
        {
          fungible_info: null,
          nft_info: { name: 'Claim!', content: null, flags: { is_spam: true } },
          direction: 'in',
          quantity: { numeric: '1' },
          value: null,
          price: null,
        },
      ]
    : [],
})

describe('the History list', () => {
  const pages = [
    {
      data: [
        entry('a1', '2025-03-01T00:00:00Z', 'eip155:1'),
        entry('s1', '2025-02-01T00:00:00Z', 'eip155:1', {}, true),
      ],
    },
    { data: [entry('b1', '2025-04-01T00:00:00Z', 'eip155:137'), entry('a1', '2025-03-01T00:00:00Z', 'eip155:1')] },
  ]

  it('every network, newest first, spam-only entries out, each once', () => {
    expect(historyEntries(pages, [], undefined).map((t) => t.id)).toEqual(['b1', 'a1'])
  })

  it('the filter keeps one network', () => {
    expect(historyEntries(pages, [], 'eip155:137').map((t) => t.id)).toEqual(['b1'])
  })

  it("a purchase stands in for the chain's record of it; one the chain has not listed yet shows on its own", () => {
    const purchases = [
      entry('cb-1', '2025-03-01T00:00:00Z', 'eip155:1', {
        hash: '0xA1',
        operationType: 'buy',
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      }),
      entry('cb-2', '2025-05-01T00:00:00Z', 'eip155:1', {
        hash: '0xc2',
        operationType: 'buy',
        status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      }),
    ]
    const listed = historyEntries(pages, purchases, undefined)
    expect(listed.map((t) => [t.id, t.metadata.operationType, t.metadata.status])).toEqual([
      ['cb-2', 'buy', 'pending'],
      ['b1', 'receive', 'confirmed'],
      ['cb-1', 'buy', 'confirmed'],
    ])
  })

  it("the provider's status words read as the list's", () => {
    expect(purchaseStatus('ONRAMP_TRANSACTION_STATUS_SUCCESS')).toBe('confirmed')
    expect(purchaseStatus('ONRAMP_TRANSACTION_STATUS_FAILED')).toBe('failed')
    expect(purchaseStatus('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS')).toBe('pending')
    expect(purchaseStatus('settled')).toBe('settled')
  })
})
