// The preview tells the truth (README "Before you sign"): each fixture request is previewed
// through the store, as ApproveTransaction's flows ask for it, and then sent as the demo wallet
// sends it; what the chain then says is what the preview said. The account's balance changes
// are the same assets by the same amounts (the network fee aside), the allowances it lists are
// what allowance() reads after, and a request that reverts on the chain (or cannot be sent) was
// flagged as failing before it was signed, while none that goes through was. Every fixture is
// checked; the test fails once, naming each difference.
import { createPublicClient, encodeFunctionData, erc20Abi, http, type Address, type Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { dollarToken } from '../../mocks/chain/swapPool'
import { previewRequested } from '../../src/features/preview/previewSlice'
import type { Preview } from '../../src/features/preview/previewTypes'
import { anvilNetwork, chainWithMocks, connectedOnChain } from '../support/chainWithMocks'
import { flowSteps } from '../support/waits'
import { allowanceOf, assetKey, executeAsWallet, holdings, type Executed } from './support/chainEffects'
import {
  approvalsMade,
  showsOf,
  thirdAccount,
  thirdAccountAllowance,
  truthFixtures,
  type TruthFixture,
} from './support/truthFixtures'

const setup = chainWithMocks()

type Ready = Extract<Preview, { status: 'ready' }>

const symbols: Record<string, string> = {
  native: 'ETH',
  [assetKey(demoTokenAddress)]: 'PTC',
  [assetKey(dollarToken.address)]: 'PUSD',
}
const named = (asset: string) => symbols[asset] ?? asset

/** The third account (unlocked on the node) lets the account move some of its PTC: the transferFrom fixtures' allowance. */
async function thirdAccountAllows(node: ReturnType<typeof createPublicClient>, me: Address) {
  const hash = (await node.request({
    method: 'eth_sendTransaction' as never,
    params: [
      {
        from: thirdAccount,
        to: demoTokenAddress,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [me, thirdAccountAllowance] }),
      },
    ] as never,
  })) as Hex
  await node.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

describe('preview truth', () => {
  it(
    'every fixture request moves on the chain what its preview said, leaves the allowances it listed, and each revert was flagged before signing',
    flowSteps(12),
    async () => {
      const { p, wallet, me } = await connectedOnChain(setup.chain(), {}, undefined, { batches: 'eip7702' })
      const node = createPublicClient({ transport: http(setup.chain().url), cacheTime: 0 })
      await thirdAccountAllows(node, me)
      const fixtures = truthFixtures(me)
      const mismatches: string[] = []
      let agreeing = 0
      let reverted = 0
      let flagged = 0

      for (const [i, fixture] of fixtures.entries()) {
        const found: string[] = []
        const preview = await previewThroughStore(p, `truth-${i}`, me, fixture)
        if (preview.status !== 'ready') {
          mismatches.push(`${fixture.name}: no preview (${preview.status}: ${preview.reason})`)
          continue
        }
        const assets = [
          ...new Set(['native', demoTokenAddress, dollarToken.address, ...preview.changes.map((c) => c.asset)]),
        ]
        const before = await holdings(node, me, assets)
        const executed = await executeAsWallet(wallet, node, me, fixture.calls)
        const after = await holdings(node, me, assets)

        // The balance changes: the same assets, by the same signed amounts.
        const previewed = new Map(preview.changes.map((c) => [assetKey(c.asset), BigInt(c.delta)]))
        for (const [asset, was] of before) {
          const moved = after.get(asset)! - was + (asset === 'native' ? executed.fee : 0n)
          const said = previewed.get(asset) ?? 0n
          if (moved !== said) found.push(`${named(asset)} previewed ${said}, the chain moved ${moved}`)
        }
        // The allowances: those the preview lists, and those the fixture sets where it went through
        // (an allowance set back to 0 is listed by no preview).
        const allowances = new Map<string, { token: Address; spender: Address; said: bigint }>()
        const key = (token: string, spender: string) => `${token}:${spender}`.toLowerCase()
        if (executed.outcome === 'success')
          for (const { token, spender } of approvalsMade(fixture))
            allowances.set(key(token, spender), { token, spender, said: 0n })
        for (const a of preview.allowances)
          allowances.set(key(a.token, a.spender), {
            token: a.token,
            spender: a.spender as Address,
            said: BigInt(a.amount),
          })
        for (const { token, spender, said } of allowances.values()) {
          const left = await allowanceOf(node, token, me, spender)
          if (left !== said)
            found.push(`allowance of ${named(assetKey(token))} to ${spender} previewed ${said}, the chain has ${left}`)
        }
        // Reverts: flagged before, and only those.
        const failed = executed.outcome !== 'success'
        if (failed) reverted++
        if (failed && preview.fails) flagged++
        if (failed && !preview.fails) found.push(`${outcomeWords(executed)}, the preview did not flag it`)
        if (!failed && preview.fails)
          found.push(`went through on the chain, the preview said it fails (${preview.fails.reason ?? 'no reason'})`)
        if (failed !== !!fixture.reverts)
          found.push(`the fixture is meant to ${fixture.reverts ? 'revert' : 'go through'}, it ${executed.outcome}`)

        if (found.length === 0) agreeing++
        mismatches.push(...found.map((words) => `${fixture.name}: ${words}`))
      }

      console.log(
        `preview truth: ${fixtures.length} fixtures, ${agreeing} agree, ${flagged} of ${reverted} reverts flagged`,
      )
      expect(fixtures.length).toBeGreaterThanOrEqual(22)
      expect(mismatches, 'what the preview said and the chain did not').toEqual([])
    },
  )
})

const outcomeWords = (executed: Executed) =>
  executed.outcome === 'refused'
    ? `refused before it was sent (${executed.refusal})`
    : `${executed.outcome} on the chain`

/** Asks the store for the fixture's preview, as a flow asks before the wallet does, and waits until it settled. */
async function previewThroughStore(
  p: Awaited<ReturnType<typeof connectedOnChain>>['p'],
  id: string,
  me: Address,
  fixture: TruthFixture,
): Promise<Exclude<Preview, { status: 'loading' }>> {
  p.store.dispatch(
    previewRequested({
      id,
      request: { caipNetworkId: anvilNetwork, from: me, calls: fixture.calls },
      shows: showsOf(me, fixture),
    }),
  )
  return vi.waitFor(() => {
    const preview = p.state().preview?.byId[id]
    expect(preview?.status, `the preview of ${fixture.name} settled`).toMatch(/^(ready|unavailable)$/)
    return preview as Ready | Extract<Preview, { status: 'unavailable' }>
  })
}
