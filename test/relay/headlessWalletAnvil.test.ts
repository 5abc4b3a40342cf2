// eth_sendTransaction through the headless WalletConnect wallet lands on a real chain: the wallet
// fills the transaction from anvil, signs it with its own key and sends it raw.
import { createPublicClient, http, parseEther, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { connect, eip155Namespace, relayAndDappPerTest } from './headlessWalletPeers'

const peers = relayAndDappPerTest()
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(() => anvil?.stop())

/** A fresh address, so the balance it ends with is the value sent. */
const recipient = '0x00000000000000000000000000000000000c0ffe'

describe('eth_sendTransaction on anvil', () => {
  it('is signed by the wallet, mined, and moves the value to the recipient', async () => {
    const wallet = await peers.wallet({ anvilUrl: anvil.url })
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:31337'], ['eth_sendTransaction']))
    const node = createPublicClient({ transport: http(anvil.url), cacheTime: 0 })
    const from = wallet.addresses[0]!
    const nonceBefore = await node.getTransactionCount({ address: from })

    const requested = performance.now()
    const hash = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from, to: recipient, value: `0x${parseEther('1.5').toString(16)}` }],
      },
    })

    console.log(
      `[headless wallet] eth_sendTransaction request to hash (filled, signed, sent to anvil): ${(performance.now() - requested).toFixed(0)} ms`,
    )

    const receipt = await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt).toMatchObject({ status: 'success', from: from.toLowerCase(), to: recipient })
    expect(await node.getBalance({ address: recipient })).toBe(parseEther('1.5'))
    expect(await node.getTransactionCount({ address: from })).toBe(nonceBefore + 1)
  })

  it('refuses a transaction for a chain other than its node’s with 4901, before signing anything', async () => {
    const wallet = await peers.wallet({ anvilUrl: anvil.url })
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:1'], ['eth_sendTransaction']))
    const from = wallet.addresses[0]!
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'eth_sendTransaction', params: [{ from, to: recipient, value: '0x1' }] },
      }),
    ).rejects.toMatchObject({ code: 4901 })
  })

  it('refuses to send from an address the session did not approve (4100)', async () => {
    const wallet = await peers.wallet({ anvilUrl: anvil.url })
    const dapp = peers.dapp()
    const { session } = await connect(dapp, wallet, eip155Namespace(['eip155:31337'], ['eth_sendTransaction']))
    // The wallet holds this key, but the session only has its first account.
    const notInSession = wallet.addresses[1]!
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'eth_sendTransaction', params: [{ from: notInSession, to: recipient, value: '0x1' }] },
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})
