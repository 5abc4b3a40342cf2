import { configureStore, Tuple, type Middleware } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { createDynamicMiddleware } from '../../src/store/dynamicMiddleware'

const storeWith = (middleware: Middleware) =>
  configureStore({ reducer: (state: number = 0) => state, middleware: () => new Tuple(middleware) })

describe('middleware added after the stores were made', () => {
  it('runs in every store from its next action, given each store once, in the order added', () => {
    const dynamic = createDynamicMiddleware()
    const [first, second] = [storeWith(dynamic.middleware), storeWith(dynamic.middleware)]
    const seen: string[] = []
    let storesGiven = 0
    const recorder =
      (name: string): Middleware =>
      () => {
        storesGiven += 1
        return (next) => (action) => {
          seen.push(`${name}:${(action as { type: string }).type}`)
          return next(action)
        }
      }
    first.dispatch({ type: 'before' })
    const a = recorder('a')
    dynamic.addMiddleware(a)
    dynamic.addMiddleware(a)
    first.dispatch({ type: 'one' })
    dynamic.addMiddleware(recorder('b'))
    first.dispatch({ type: 'two' })
    second.dispatch({ type: 'three' })
    expect(seen).toEqual(['a:one', 'a:two', 'b:two', 'a:three', 'b:three'])
    // a and b, once in each store.
    expect(storesGiven).toBe(4)
  })
})
