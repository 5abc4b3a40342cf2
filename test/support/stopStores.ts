// No store outlives the test that made it (or, made outside any test, its file): the unit files
// share a process, and a store left running kept asking the mock servers of the tests after it
// (a local chain's history poll, a purchases check) and moved their counters.
import { afterAll, afterEach, beforeEach } from 'vitest'
import { onHarnessMade, type Harness } from '../../harness/porticoHarness'

const madeOutsideTests: Harness[] = []
let madeInTest: Harness[] | undefined

onHarnessMade((harness) => (madeInTest ?? madeOutsideTests).push(harness))
beforeEach(() => {
  madeInTest = []
})
// Registered first, so run last: the test's own hooks (a view unmounted, say) come before.
afterEach(() => {
  for (const harness of madeInTest ?? []) harness.stop()
  madeInTest = undefined
})
afterAll(() => {
  for (const harness of madeOutsideTests.splice(0)) harness.stop()
})
