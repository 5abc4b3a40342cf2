// Swap on the local chain as the flows' tests open it: the demo token (PTC) for the dollar token
// (PUSD), both listed by the swap service's mocks on anvil.
import { expect, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken } from '../../mocks/chain/swapPool'
import { openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { swapTokenChosen } from '../../src/features/swap/actions'
import { selectSwap } from '../../src/features/swap/selectors'
import type { Harness } from '../../harness/porticoHarness'
import { onAnvil } from './chainWithMocks'
import { flowStep } from './waits'

/** Swap opened, its tokens listed, PTC for PUSD chosen; gives the Swap state's reader. */
export async function onPtcForPusd(p: Pick<Harness, 'store'>) {
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Swap' }))
  const swap = () => selectSwap(p.store.getState())
  await vi.waitFor(() => expect(swap().tokens.status).toBe('loaded'), flowStep)
  p.store.dispatch(swapTokenChosen({ side: 'from', caipAddress: onAnvil(demoTokenAddress) }))
  p.store.dispatch(swapTokenChosen({ side: 'to', caipAddress: onAnvil(dollarToken.address) }))
  return swap
}
