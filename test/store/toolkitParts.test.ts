// The first load's parts of Redux Toolkit (src/store/toolkit.ts) are Redux Toolkit's own: what
// is compared by identity across the two copies a page runs must be the very same value.
import { skipToken as rtkQuerySkipToken } from '@reduxjs/toolkit/query'
import { describe, expect, it } from 'vitest'
import { skipToken } from '../../src/store/toolkit'

describe("the first load's Redux Toolkit parts", () => {
  it("pass RTK Query's skipToken itself: an ask given it is no ask", () => {
    expect(skipToken).toBe(rtkQuerySkipToken)
  })
})
