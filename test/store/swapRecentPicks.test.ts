// The swap token picker's recent picks: the latest first, each once, at most a few, kept when the
// network changes and in storage for the next visit (as the recent wallets are).
import { describe, expect, it } from 'vitest'
import { swapTokenChosen } from '../../src/features/swap/actions'
import { maxRecentSwapTokens } from '../../src/features/swap/constants'
import {
  initialSwapState,
  swapRecentRestored,
  swapSlice,
  swapTokensLoading,
  type SwapState,
} from '../../src/features/swap/swapSlice'
import { openRequested } from '../../src/features/modal/actions'
import { storagePrefix } from '../../src/store/storage/porticoStorage'
import { porticoForTest } from '../support/portico'

const token = (n: number) => `eip155:1:0x${String(n).padStart(40, '0')}` as const
const picked = (...tokens: number[]) =>
  tokens.reduce<SwapState>(
    (state, n, i) => swapSlice.reducer(state, swapTokenChosen({ side: i % 2 ? 'to' : 'from', caipAddress: token(n) })),
    initialSwapState,
  )

describe('recent picks', () => {
  it('a pick comes first, once, whichever side it was for', () => {
    expect(picked(1, 2, 1).recent).toEqual([token(1), token(2)])
  })

  it(`keep the last ${maxRecentSwapTokens}`, () => {
    expect(picked(1, 2, 3, 4, 5).recent).toEqual([token(5), token(4), token(3), token(2)])
  })

  it('stay when the network changes (each is for its own network)', () => {
    const state = swapSlice.reducer(picked(1, 2), swapTokensLoading({ network: 'eip155:137' }))
    expect(state.recent).toEqual([token(2), token(1)])
  })

  it("an earlier visit's picks come after this visit's", () => {
    const state = swapSlice.reducer(picked(1), swapRecentRestored([token(7), token(1), token(8), token(9), token(10)]))
    expect(state.recent).toEqual([token(1), token(7), token(8), token(9)])
  })
})

describe('recent picks in storage', () => {
  it('a pick is stored; the next visit has it back when Swap shows', async () => {
    const first = porticoForTest()
    await first.started
    first.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: token(3) }))
    expect(JSON.parse(first.kv.getItem(`${storagePrefix}recentSwapTokens`)!)).toEqual([token(3)])

    const next = porticoForTest({}, { kv: first.kv })
    await next.started
    next.store.dispatch(openRequested({ view: 'Swap' }))
    await expect.poll(() => next.state().swap?.recent).toEqual([token(3)])
  })
})
