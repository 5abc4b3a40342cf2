// eth_sendTransaction the way a real wallet does it: filled in from the node (nonce, gas, fees),
// signed here with the local key, and handed to the node as a raw transaction. The node never
// signs: anvil would happily sign for its unlocked accounts, which would prove nothing.
import { createPublicClient, http, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { demoChain } from '../chains'
import { ProviderRpcError } from '../providerErrors'
import type { TransactionParam } from '../transactions'

/**
 * @param chainId the chain the dapp addressed the request to; it must be the node's, or the
 * transaction would carry another chain's replay protection and the node would refuse it.
 */
export async function sendFromLocalAccount(
  account: PrivateKeyAccount,
  rpcUrl: string | undefined,
  chainId: number,
  tx: Omit<TransactionParam, 'from'>,
): Promise<Hex> {
  // 4900/4901 are EIP-1193's "disconnected": the closest words for a wallet without a node there.
  if (!rpcUrl)
    throw new ProviderRpcError(4900, 'This wallet was started without a node (anvilUrl): it cannot send transactions.')
  const client = createPublicClient({
    chain: demoChain({ id: chainId }, rpcUrl),
    transport: http(rpcUrl),
    cacheTime: 0,
  })
  const nodeChainId = await client.getChainId()
  if (nodeChainId !== chainId)
    throw new ProviderRpcError(
      4901,
      `This wallet sends on chain ${nodeChainId} only (its node); the request is for chain ${chainId}.`,
    )
  const request = await client.prepareTransactionRequest({ ...tx, account, chain: client.chain } as Parameters<
    typeof client.prepareTransactionRequest
  >[0])
  const serializedTransaction = await account.signTransaction(request as Parameters<typeof account.signTransaction>[0])
  return client.sendRawTransaction({ serializedTransaction })
}
