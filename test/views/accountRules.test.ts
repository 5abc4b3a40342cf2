// The Account view's pure rules, one spec rule per test: formats (section 9), the transaction
// list (section 4), transfer signs (section 9) and the NFTs read from the activity.
import { describe, expect, it } from 'vitest'
import type { Transaction } from '../../src/contract'
import { formatMoney, formatTransferAmount } from '../../src/views/amounts'
import { formatBalance } from '../../src/views/format'
import { relativeTime } from '../../src/views/relativeTime'
import {
  groupByYearAndMonth,
  isSpamTransaction,
  nftsOf,
  transferDescriptions,
  tradeSides,
  transferSign,
  type Transfer,
} from '../../src/views/Account/transactions'
import { historyEntries } from '../../src/views/History/historyEntries'

const token = (numeric: string, symbol = 'USDC', direction: Transfer['direction'] = 'in'): Transfer => ({
  fungible_info: { name: symbol, symbol, icon: { url: `https://icons.example/${symbol}.png` } },
  nft_info: null,
  direction,
  quantity: { numeric },
  value: null,
  price: null,
})
const nft = (name: string | null, isSpam = false, direction: Transfer['direction'] = 'in'): Transfer => ({
  fungible_info: null,
  nft_info: {
    name,
    content: {
      preview: { url: `https://nft.example/${encodeURIComponent(name ?? '')}.png`, content_type: 'image/png' },
      detail: null,
    },
    flags: { is_spam: isSpam },
  },
  direction,
  quantity: { numeric: '1' },
  value: null,
  price: null,
})

let serial = 0
function tx(
  minedAt: string,
  transfers: Transfer[] | null,
  operationType = 'receive',
  chain: string | null = 'eip155:1',
): Transaction {
  serial += 1
  return {
    id: `0x${serial}`,
    metadata: {
      operationType,
      hash: `0x${serial}`,
      minedAt,
      sentFrom: '0xfrom',
      sentTo: '0xto',
      status: 'confirmed',
      nonce: serial,
      application: null,
      chain,
    },
    transfers,
  }
}

describe('formats (section 9)', () => {
  it('a balance shows 3 decimals, truncated, never rounded up', () => {
    expect(formatBalance('1.2345')).toBe('1.234')
    expect(formatBalance('0.9999')).toBe('0.999')
    expect(formatBalance('0.42')).toBe('0.420')
    expect(formatBalance('5')).toBe('5.000')
    expect(formatBalance('0')).toBe('0.000')
  })

  it('a balance keeps every whole digit, grouped, and reads exponents as decimals', () => {
    expect(formatBalance('25000')).toBe('25,000.000')
    expect(formatBalance('123456789012345678901234.56789')).toBe('123,456,789,012,345,678,901,234.567')
    expect(formatBalance('1e-7')).toBe('0.000')
    expect(formatBalance('not a number')).toBe('0.000')
  })

  it('money shows 2 decimals', () => {
    expect(formatMoney(2500.5)).toBe('$2,500.50')
    expect(formatMoney(0.004)).toBe('$0.00')
    expect(formatMoney(13.375)).toBe('$13.38')
  })

  it('transfer amounts show 3 decimals', () => {
    expect(formatTransferAmount('0.12345')).toBe('0.123')
    expect(formatTransferAmount('42')).toBe('42.000')
    expect(formatTransferAmount('0.0006')).toBe('0.001')
    expect(formatTransferAmount('1000000')).toBe('1,000,000.000')
  })
})

describe('dates are English with short relative labels (section 9)', () => {
  const now = Date.parse('2025-06-15T12:00:00Z')
  const ago = (ms: number) => relativeTime(now - ms, now)
  const s = 1000
  const min = 60 * s
  const h = 60 * min
  const d = 24 * h

  it.each([
    [10 * s, { unit: 'seconds', count: 10 }],
    [50 * s, { unit: 'minute', count: 1 }],
    [5 * min, { unit: 'minutes', count: 5 }],
    [60 * min, { unit: 'hour', count: 1 }],
    [3 * h, { unit: 'hours', count: 3 }],
    [30 * h, { unit: 'day', count: 1 }],
    [5 * d, { unit: 'days', count: 5 }],
    [40 * d, { unit: 'month', count: 1 }],
    [100 * d, { unit: 'months', count: 3 }],
    [400 * d, { unit: 'year', count: 1 }],
    [800 * d, { unit: 'years', count: 2 }],
  ])('%i ms ago is %o', (ms, expected) => {
    expect(ago(ms)).toEqual(expected)
  })

  it('a date ahead of the clock (skew) reads as the same distance', () => {
    expect(relativeTime(now + 5 * min, now)).toEqual({ unit: 'minutes', count: 5 })
  })
})

describe('the transaction list (section 4)', () => {
  it('an entry is dropped when all its transfers are flagged spam', () => {
    expect(
      isSpamTransaction(tx('2025-01-01T00:00:00Z', [nft('Free Mint Pass', true), nft('You won 3 ETH', true)])),
    ).toBe(true)
  })

  it('an entry with one real transfer among spam stays', () => {
    expect(isSpamTransaction(tx('2025-01-01T00:00:00Z', [nft('Free Mint Pass', true), token('10')]))).toBe(false)
  })

  it('an entry without transfers (an approval) has no spam transfer, and stays', () => {
    expect(isSpamTransaction(tx('2025-01-01T00:00:00Z', [], 'approve'))).toBe(false)
  })

  it('an entry whose transfers are null has no spam transfer, and stays', () => {
    expect(isSpamTransaction(tx('2025-01-01T00:00:00Z', null, 'execute'))).toBe(false)
    expect(transferDescriptions(tx('2025-01-01T00:00:00Z', null, 'execute'))).toEqual([])
  })

  it('an entry whose chain the server could not name counts as the connected chain', () => {
    const unnamed = tx('2024-08-01T00:00:00Z', [token('4')], 'receive', null)
    expect(historyEntries([{ data: [unnamed] }], [], 'eip155:1').map((t) => t.id)).toEqual([unnamed.id])
    expect(historyEntries([{ data: [unnamed] }], [], 'eip155:137').map((t) => t.id)).toEqual([unnamed.id])
  })

  it('is filtered to the connected chain, spam left out, newest first, each entry once', () => {
    const old = tx('2024-01-01T00:00:00Z', [token('1')])
    const spam = tx('2024-06-01T00:00:00Z', [nft('Claim', true)])
    const elsewhere = tx('2024-07-01T00:00:00Z', [token('2')], 'receive', 'eip155:137')
    const recent = tx('2024-09-01T00:00:00Z', [token('3')])
    const shown = historyEntries([{ data: [old, spam, elsewhere] }, { data: [recent, old] }], [], 'eip155:1')
    expect(shown.map((t) => t.id)).toEqual([recent.id, old.id])
  })

  it('is grouped by year, then month, newest first', () => {
    const at = [
      '2023-03-10T12:00:00Z',
      '2024-11-20T12:00:00Z',
      '2024-11-02T12:00:00Z',
      '2024-02-14T12:00:00Z',
      '2023-12-25T12:00:00Z',
    ]
    const groups = groupByYearAndMonth(at.map((minedAt) => tx(minedAt, [token('1')])))
    expect(
      groups.map((g) => [
        g.year,
        g.months.map((m) => [m.month, m.transactions.map((t) => t.metadata.minedAt.slice(0, 10))]),
      ]),
    ).toEqual([
      [
        2024,
        [
          [10, ['2024-11-20', '2024-11-02']],
          [1, ['2024-02-14']],
        ],
      ],
      [
        2023,
        [
          [11, ['2023-12-25']],
          [2, ['2023-03-10']],
        ],
      ],
    ])
  })

  it('no entries, no groups', () => {
    expect(groupByYearAndMonth([])).toEqual([])
  })
})

describe('transfer descriptions (section 9)', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])('sign: plus for %s', (operation) => {
    expect(transferSign(operation)).toBe('+')
  })

  it.each(['withdraw', 'repay', 'burn'])('sign: minus for %s', (operation) => {
    expect(transferSign(operation)).toBe('-')
  })

  it.each(['send', 'trade', 'mint', 'approve', 'execute'])('sign: none for %s', (operation) => {
    expect(transferSign(operation)).toBe('')
  })

  it('a lone transfer carries its sign and its amount with 3 decimals', () => {
    expect(transferDescriptions(tx('2025-01-01T00:00:00Z', [token('12.34567', 'DAI')], 'receive'))).toEqual([
      '+12.346 DAI',
    ])
    expect(transferDescriptions(tx('2025-01-01T00:00:00Z', [token('0.5', 'ETH', 'in')], 'withdraw'))).toEqual([
      '-0.500 ETH',
    ])
  })

  it('several transfers read as they are, without a sign', () => {
    expect(
      transferDescriptions(tx('2025-01-01T00:00:00Z', [token('1', 'ETH', 'out'), token('3000', 'USDC')], 'trade')),
    ).toEqual(['1.000 ETH', '3,000.000 USDC'])
  })

  it('a swap has two sides: the token that left and the one that came in, in that order', () => {
    expect(tradeSides(tx('2025-01-01T00:00:00Z', [token('3000', 'USDC'), token('1', 'ETH', 'out')], 'trade'))).toEqual({
      sent: '1.000 ETH',
      received: '3,000.000 USDC',
    })
  })

  it('a trade that is not one token for another has no sides to name', () => {
    expect(tradeSides(tx('2025-01-01T00:00:00Z', [token('1', 'ETH', 'out')], 'trade'))).toBeUndefined()
    expect(
      tradeSides(tx('2025-01-01T00:00:00Z', [token('1', 'ETH', 'out'), nft('Free Mint Pass', true)], 'trade')),
    ).toBeUndefined()
  })

  it('an NFT reads by its name; the spam transfer of a kept entry is not named', () => {
    expect(
      transferDescriptions(tx('2025-01-01T00:00:00Z', [nft('You won 3 ETH', true), token('7', 'DAI')], 'receive')),
    ).toEqual(['+7.000 DAI'])
    expect(transferDescriptions(tx('2025-01-01T00:00:00Z', [nft('Portico Pioneers #7')], 'mint'))).toEqual([
      'Portico Pioneers #7',
    ])
  })
})

describe('transfers the provider knows little of', () => {
  it('a token without a symbol reads by its amount alone, and an NFT without a name as a dash', () => {
    const noSymbol: Transfer = { ...token('2'), fungible_info: { name: null, symbol: null, icon: null } }
    expect(transferDescriptions(tx('2025-01-01T00:00:00Z', [noSymbol], 'receive'))).toEqual(['+2.000'])
    expect(transferDescriptions(tx('2025-01-01T00:00:00Z', [nft(null)], 'mint'))).toEqual(['-'])
  })

  it('a transfer with neither info reads as a dash', () => {
    const bare: Transfer = { ...token('1'), fungible_info: null }
    expect(transferDescriptions(tx('2025-01-01T00:00:00Z', [bare], 'execute'))).toEqual(['-'])
  })
})

describe('NFTs from the activity', () => {
  it('an NFT without content has no preview, and two without a name are never merged', () => {
    const noContent: Transfer = {
      ...nft('Bare #1'),
      nft_info: { name: 'Bare #1', content: null, flags: { is_spam: false } },
    }
    const nfts = nftsOf([tx('2025-01-02T00:00:00Z', [noContent, nft(null), nft(null)], 'mint')])
    expect(nfts.map((n) => [n.name, n.previewUrl])).toEqual([
      ['Bare #1', undefined],
      ['-', 'https://nft.example/.png'],
      ['-', 'https://nft.example/.png'],
    ])
  })

  it('are the NFTs received, spam left out, newest first, each once', () => {
    const transactions = [
      tx('2025-01-03T00:00:00Z', [nft('Base Summer #1')], 'mint'),
      tx('2025-01-02T00:00:00Z', [nft('Free Mint Pass #9', true), nft('Polygon Puffs #2')]),
      tx('2025-01-01T00:00:00Z', [nft('Base Summer #1')], 'mint'),
      tx('2024-12-01T00:00:00Z', [nft('Sold Ape #3', false, 'out')], 'send'),
    ]
    expect(nftsOf(transactions).map((n) => [n.name, n.previewUrl])).toEqual([
      ['Base Summer #1', 'https://nft.example/Base%20Summer%20%231.png'],
      ['Polygon Puffs #2', 'https://nft.example/Polygon%20Puffs%20%232.png'],
    ])
  })
})
