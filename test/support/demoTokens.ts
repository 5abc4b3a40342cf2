// PTC, the demo token, for an account on the demo chain and nothing else (the frame's fund()
// adds ETH): sent by anvil's third account, which holds PTC and is unlocked on the node, and mined
// before this resolves. A visitor "with tokens and no ETH" is made this way.
import { createPublicClient, encodeFunctionData, erc20Abi, http, type Address, type Hex } from 'viem'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { fixtures } from '../../mocks/db/fixtures'

export async function givePtc(nodeUrl: string, to: Address, amount: bigint) {
  const node = createPublicClient({ transport: http(nodeUrl), cacheTime: 0 })
  const hash = await node.request({
    method: 'eth_sendTransaction' as never,
    params: [
      {
        from: fixtures.anvilAccounts[2],
        to: demoTokenAddress,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      },
    ] as never,
  })
  await node.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
}
