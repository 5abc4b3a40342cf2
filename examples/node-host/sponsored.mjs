// A host's test of sponsored gas, on Portico's mocks (README "Mocks for your own tests"): the demo
// chain with its ERC-4337 stack (anvil, the EntryPoint, Alto the bundler, the app's paymaster
// and its ERC-7677 service), the demo wallet as a smart account holding tokens and no ETH, and a
// token transfer sent as an EIP-5792 batch with the app's paymaster service, as Portico sends it.
// The visitor's ETH stays 0; the paymaster's deposit pays. Needs the optional peers
// @foundry-rs/anvil, @pimlico/alto and @account-abstraction/contracts.
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { createDemoWallet, demoTokenAddress, fixtures, startSponsoredChain } from 'portico/mocks'

const sponsored = await startSponsoredChain()
try {
  const node = createPublicClient({ transport: http(sponsored.chain.url), cacheTime: 0 })
  // A fresh key: its smart account is not deployed yet, and its first operation deploys it.
  const wallet = createDemoWallet({
    rpcUrl: sponsored.chain.url,
    privateKey: generatePrivateKey(),
    smartAccount: { bundlerUrl: sponsored.bundlerUrl },
  })
  const visitor = wallet.address
  // Tokens from anvil's third account (unlocked on the node, holding the demo token), no ETH.
  const gift = await node.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: fixtures.anvilAccounts[2],
        to: demoTokenAddress,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [visitor, parseUnits('10', 18)] }),
      },
    ],
  })
  await node.waitForTransactionReceipt({ hash: gift, pollingInterval: 50 })
  const ptc = (address) =>
    node.readContract({ address: demoTokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

  const [from] = await wallet.provider.request({ method: 'eth_requestAccounts' })
  const to = fixtures.anvilAccounts[1]
  const before = await ptc(to)
  const { id } = await wallet.provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from,
        atomicRequired: true,
        calls: [
          {
            to: demoTokenAddress,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('4', 18)] }),
          },
        ],
        capabilities: { paymasterService: { url: sponsored.paymasterUrl } },
      },
    ],
  })
  let status
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(100)) {
    status = await wallet.provider.request({ method: 'wallet_getCallsStatus', params: [id] })
    if (status.status !== 100) break
  }
  assert.equal(status?.status, 200, `the batch ended with status ${status?.status}`)
  assert.equal((await ptc(to)) - before, parseUnits('4', 18))
  assert.equal(await node.getBalance({ address: visitor }), 0n)
  console.log(JSON.stringify({ ok: true, status: status.status, visitorEth: '0' }))
} finally {
  await sponsored.stop()
}
