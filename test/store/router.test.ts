import { describe, expect, it } from 'vitest'
import { popped, pushed, replaced, reset, routerSlice } from '../../src/features/modal/routerSlice'

const reduce = (actions: Parameters<typeof routerSlice.reducer>[1][]) =>
  actions.reduce(routerSlice.reducer, routerSlice.getInitialState())

describe('the view stack (section 2, Navigation)', () => {
  it('push adds a view regardless of the current view', () => {
    const state = reduce([pushed({ view: 'Connect' }), pushed({ view: 'Connect' })])
    expect(state.history.map((e) => e.view)).toEqual(['Connect', 'Connect', 'Connect'])
  })

  it('reset sets a one-item history', () => {
    const state = reduce([pushed({ view: 'AllWallets' }), reset({ view: 'Account' })])
    expect(state.history).toEqual([{ view: 'Account' }])
  })

  it('replace swaps the last entry', () => {
    const state = reduce([
      pushed({ view: 'AllWallets' }),
      replaced({ view: 'ConnectingExternal', data: { connectorId: 'x' } }),
    ])
    expect(state.history).toEqual([{ view: 'Connect' }, { view: 'ConnectingExternal', data: { connectorId: 'x' } }])
  })

  it('going back pops the history but never empties it', () => {
    const state = reduce([pushed({ view: 'AllWallets' }), popped(), popped()])
    expect(state.history).toEqual([{ view: 'Connect' }])
  })
})
