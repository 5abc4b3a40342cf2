// ERC-4337 end to end, offline: the EntryPoint v0.7, a SimpleAccount factory and a verifying
// paymaster deployed on a local anvil from their published artifacts, Pimlico's Alto bundler
// beside it, and one user operation from an account whose owner holds no ETH: the account is
// deployed by that operation and the paymaster's deposit pays for it.
import { createPublicClient, getAddress, http, type Address } from 'viem'
import { foundry } from 'viem/chains'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createBundlerClient } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { startBundler, type Bundler } from '../../mocks/chain/aa/bundler'
import { deployEntryPoint, entryPoint } from '../../mocks/chain/aa/entryPoint'
import { deployVerifyingPaymaster, verifyingPaymasterActions } from '../../mocks/chain/aa/paymaster'
import { deploySimpleAccountFactory, toSimpleAccount } from '../../mocks/chain/aa/simpleAccount'
import { flowSteps, sponsoredChainStartBound } from '../support/waits'

let anvil: Anvil | undefined
let bundler: Bundler | undefined
let paymaster: Address

beforeAll(async () => {
  anvil = await startAnvil()
  await deployEntryPoint(anvil.url)
  await deploySimpleAccountFactory(anvil.url)
  ;({ address: paymaster } = await deployVerifyingPaymaster(anvil.url))
  bundler = await startBundler({ rpcUrl: anvil.url })
  // Two nodes in a row, and the bundler deploys its simulation contracts before it answers.
}, sponsoredChainStartBound)

afterAll(async () => {
  await bundler?.stop()
  await anvil?.stop()
})

describe('a sponsored user operation through a real bundler', () => {
  it(
    "deploys an account whose owner holds no ETH with its first call, paid from the paymaster's deposit",
    async () => {
      const node = createPublicClient({ chain: foundry, transport: http(anvil!.url), cacheTime: 0 })
      const owner = privateKeyToAccount(generatePrivateKey())
      const account = await toSimpleAccount({ client: node, owner })
      // The bundler methods the client called, in order.
      const asked: string[] = []
      const bundlerClient = createBundlerClient({
        client: node,
        account,
        paymaster: verifyingPaymasterActions(),
        transport: http(bundler!.url, {
          onFetchRequest: async (request) => {
            asked.push(((await request.clone().json()) as { method: string }).method)
          },
        }),
        pollingInterval: 100,
      })
      const depositOf = () => node.readContract({ ...entryPoint, functionName: 'balanceOf', args: [paymaster] })
      const depositBefore = await depositOf()
      expect(await node.getCode({ address: account.address })).toBeUndefined()

      const hash = await bundlerClient.sendUserOperation({
        calls: [{ to: getAddress('0x000000000000000000000000000000000000dEaD'), value: 0n }],
      })
      const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 10_000 })

      expect(receipt, bundler!.output()).toMatchObject({ success: true, sender: account.address, paymaster })
      expect(asked).toEqual(
        expect.arrayContaining([
          'eth_estimateUserOperationGas',
          'eth_sendUserOperation',
          'eth_getUserOperationReceipt',
        ]),
      )
      expect(await node.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
      expect(await node.getBalance({ address: owner.address })).toBe(0n)
      expect(await node.getBalance({ address: account.address })).toBe(0n)
      expect(await depositOf()).toBe(depositBefore - receipt.actualGasCost)
      expect(receipt.actualGasCost).toBeGreaterThan(0n)
    },
    flowSteps(4).timeout,
  )
})
