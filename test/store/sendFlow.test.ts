// The send flow (section 4: "validates, shows the transaction stack, sends, resets") on a real
// store, the mocks answering the Blockchain API and a scripted wallet answering the send.
import { http, HttpResponse } from 'msw'
import { decodeFunctionData, erc20Abi, getAddress, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { createNodeMocks } from '../../mocks/node'
import { profileChanged } from '../../src/features/account/accountSlice'
import { connectRequested, disconnectRequested } from '../../src/features/connection/actions'
import { backRequested, closeRequested, openRequested } from '../../src/features/modal/actions'
import { sendRequested } from '../../src/features/send/actions'
import { selectSendTokenBalances } from '../../src/features/send/selectors'
import { pushed } from '../../src/features/modal/routerSlice'
import { amountChanged, receiverChanged, sendSlice, tokenChosen } from '../../src/features/send/sendSlice'
import { mainnet } from '../../src/networks'
import { estimateFee } from '../../src/features/send/sendWork'
import { fakeConnector, rejection } from '../support/fakeConnector'
import { mockedHosts, porticoForTest } from '../support/portico'
import { testStore } from '../../harness/testStore'
import { defaultBaseUrls } from '../../src/contract'
import { recordJsonRpcWire } from '../support/jsonRpcWire'
import { numberSymbolsOf } from '../../src/i18n/numbers'
import { selectSendForm } from '../../src/views/Send/selectSendForm'

const mocks = createNodeMocks()
beforeAll(() => mocks.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => mocks.server.resetHandlers())
afterAll(() => mocks.server.close())

const sender = fixtures.account
const receiver = fixtures.otherAccount
const hash = `0x${'ab'.repeat(32)}`
const usdcContract = fixtures.tokenAddresses.ethereumUsdc.split(':')[2]!

type Request = { method: string; params?: unknown[] }

/** A connected wallet holding the seed's Ethereum tokens, whose answer to a send the test scripts. */
async function connectedOnSend(answer: (request: Request) => Promise<unknown> = () => Promise.resolve(hash)) {
  const p = porticoForTest({ baseUrls: mockedHosts })
  const wallet = fakeConnector()
  const requests: Request[] = []
  wallet.script.connect = () =>
    Promise.resolve({ caipAddress: `eip155:1:${sender}`, accounts: [sender], caipNetworkId: 'eip155:1' })
  wallet.connector.getProvider = () => ({
    request: (request: Request) => {
      requests.push(request)
      if (request.method === 'eth_sendTransaction') return answer(request)
      // Like most wallets: no wallet_getAssets, so the list comes from the balance call.
      return Promise.reject(Object.assign(new Error('Unsupported method'), { code: 4200 }))
    },
  })
  p.registry.add(wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: wallet.connector.info.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.tokenBalanceStatus).toBe('loaded'))
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'Send' }))
  const sends = () => requests.filter((r) => r.method === 'eth_sendTransaction')
  return { p, wallet, sends }
}

const tokenOf = (p: ReturnType<typeof porticoForTest>, symbol: string) => {
  const token = selectSendTokenBalances(p.store.getState()).find((t) => t.symbol === symbol)
  if (!token) throw new Error(`No ${symbol} in the list`)
  return token.address ? { chainId: token.chainId, address: token.address } : { chainId: token.chainId }
}

function fill(p: ReturnType<typeof porticoForTest>, symbol: string, amount: string, to: string) {
  p.store.dispatch(tokenChosen(tokenOf(p, symbol)))
  p.store.dispatch(amountChanged(amount))
  p.store.dispatch(receiverChanged(to))
}

const view = (p: ReturnType<typeof porticoForTest>) => p.state().router.history.at(-1)!.view

describe('sending', () => {
  it('sends ETH through the wallet, then resets: a fresh form, Account, "Transaction sent"', async () => {
    const { p, sends } = await connectedOnSend()
    fill(p, 'ETH', '0.5', receiver)
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view(p)).toBe('Account'))
    expect(sends()).toEqual([
      { method: 'eth_sendTransaction', params: [{ from: sender, to: receiver, value: '0x6f05b59d3b20000' }] },
    ])
    expect(p.state().router.history).toEqual([{ view: 'Account' }])
    expect(p.state().send).toEqual(sendSlice.getInitialState())
    expect(p.state().pending?.list).toEqual([
      { hash, caipNetworkId: 'eip155:1', from: sender, sentAt: expect.any(Number), status: 'pending' },
    ])
    await vi.waitFor(() =>
      expect(p.state().snackbar).toMatchObject({ open: true, message: 'snackbar.transactionSent', variant: 'success' }),
    )
  })

  it('sends an ERC-20 as transfer(receiver, amount) to the token contract', async () => {
    const { p, sends } = await connectedOnSend()
    fill(p, 'USDC', '12.5', receiver)
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(sends()).toHaveLength(1))
    const tx = sends()[0]!.params![0] as { to: string; data: `0x${string}`; value?: string }
    expect(tx.to).toBe(usdcContract)
    expect(tx.value).toBeUndefined()
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.data })
    expect([call.functionName, getAddress(call.args![0] as string), call.args![1]]).toEqual([
      'transfer',
      getAddress(receiver),
      12_500_000n,
    ])
  })

  it('shows the transaction stack: ApproveTransaction while the wallet asks, with the transfer it is asked', async () => {
    const { p } = await connectedOnSend(() => new Promise(() => {}))
    fill(p, 'ETH', '0.1', receiver)
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view(p)).toBe('ApproveTransaction'))
    expect(p.state().send!.loading).toBe(true)
    expect(p.state().router.history.at(-1)!.data?.approval).toMatchObject({
      kind: 'send',
      caipNetworkId: mainnet.caipNetworkId,
      amount: { value: parseEther('0.1').toString(), decimals: 18, symbol: 'ETH' },
      to: receiver,
    })
  })

  it('closing is blocked on ApproveTransaction (it shakes), and so is going back', async () => {
    const { p } = await connectedOnSend(() => new Promise(() => {}))
    fill(p, 'ETH', '0.1', receiver)
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view(p)).toBe('ApproveTransaction'))
    p.store.dispatch(closeRequested())
    expect(p.state().modal).toMatchObject({ open: true, shake: true })
    p.store.dispatch(backRequested())
    expect(view(p)).toBe('ApproveTransaction')
    p.store.dispatch(closeRequested({ force: true }))
    expect(p.state().modal.open).toBe(false)
  })

  it('a rejection in the wallet keeps the form: back on Send, everything as typed, the reason said once', async () => {
    const { p } = await connectedOnSend(() => Promise.reject(rejection(4001)))
    fill(p, 'USDC', '12.5', receiver)
    const typed = {
      token: p.state().send!.token,
      sendTokenAmount: '12.5',
      receiverInput: receiver,
      receiverAddress: receiver,
    }
    p.store.dispatch(sendRequested())
    await vi.waitFor(() =>
      expect(p.state().send!.error).toEqual({ kind: 'rejected', message: 'User rejected the request.' }),
    )
    expect(view(p)).toBe('Send')
    expect(p.state().send).toMatchObject({ ...typed, loading: false })
    // Send's banner says it ("You declined the transaction…"): no snackbar says it again over the form.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(p.state().snackbar.open).toBe(false)
  })

  it('a wallet declining with 5000 is a rejection too (section 8)', async () => {
    const { p } = await connectedOnSend(() => Promise.reject(rejection(5000)))
    fill(p, 'ETH', '0.1', receiver)
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(p.state().send!.error?.kind).toBe('rejected'))
  })

  it('a failure keeps the form and says why, in the wallet’s words', async () => {
    const failure = Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32603 })
    const { p } = await connectedOnSend(() => Promise.reject(failure))
    fill(p, 'ETH', '1', receiver)
    p.store.dispatch(sendRequested())
    await vi.waitFor(() =>
      expect(p.state().send!.error).toEqual({ kind: 'failed', message: 'insufficient funds for gas * price + value' }),
    )
    expect(view(p)).toBe('Send')
    expect(p.state().send).toMatchObject({ sendTokenAmount: '1', receiverInput: receiver })
    // The reason stays on Send, beside the form, in its banner; no snackbar over it says "Transaction failed".
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(p.state().snackbar.open).toBe(false)
  })

  it('reads the amount as the visitor’s locale writes it: "1.234,5" typed under German sends 1234.5 USDC', async () => {
    const { p, sends } = await connectedOnSend()
    p.store.dispatch(tokenChosen(tokenOf(p, 'USDC')))
    p.store.dispatch(amountChanged('1.234,5', numberSymbolsOf('de')))
    p.store.dispatch(receiverChanged(receiver))
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(sends()).toHaveLength(1))
    const call = decodeFunctionData({ abi: erc20Abi, data: (sends()[0]!.params![0] as { data: `0x${string}` }).data })
    expect(call.args![1]).toBe(1_234_500_000n)
  })

  it('the same "1.234,5" typed under English is refused as ambiguous, and never reaches the wallet', async () => {
    const { p, sends } = await connectedOnSend()
    fill(p, 'USDC', '1.234,5', receiver)
    expect(selectSendForm(p.store.getState()).byField.amount?.message).toBe('send.error.amountGrouping')
    p.store.dispatch(sendRequested())
    await new Promise((r) => setTimeout(r, 50))
    expect(sends()).toEqual([])
  })

  it('validates first: a form the rules refuse never reaches the wallet', async () => {
    const { p, sends } = await connectedOnSend()
    fill(p, 'ETH', '5', receiver) // more than the 1.2345 ETH held
    p.store.dispatch(sendRequested())
    await new Promise((r) => setTimeout(r, 50))
    expect(sends()).toEqual([])
    expect(view(p)).toBe('Send')
  })

  it('disconnecting resets send state (section 4)', async () => {
    const { p } = await connectedOnSend()
    fill(p, 'ETH', '0.5', receiver)
    p.store.dispatch(disconnectRequested())
    await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('disconnected'))
    expect(p.state().send).toEqual(sendSlice.getInitialState())
  })
})

describe('disconnecting while the wallet asks', () => {
  it('the wallet’s later answer moves nothing: the form stays reset, the modal where disconnect left it', async () => {
    let answer!: (hash: string) => void
    const { p } = await connectedOnSend(() => new Promise((resolve) => (answer = resolve)))
    fill(p, 'ETH', '0.1', receiver)
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(view(p)).toBe('ApproveTransaction'))
    p.store.dispatch(disconnectRequested())
    await vi.waitFor(() => expect(view(p)).toBe('Connect'))
    answer(hash)
    await new Promise((r) => setTimeout(r, 20))
    expect(view(p)).toBe('Connect')
    expect(p.state().send).toEqual(sendSlice.getInitialState())
  })
})

describe('the receiver', () => {
  it('a name resolves to its address through the profile call, with the name and avatar shown', async () => {
    const { p } = await connectedOnSend()
    p.store.dispatch(receiverChanged(fixtures.neighbourName))
    expect(p.state().send!.receiverLookup).toBe('resolving')
    await vi.waitFor(() => expect(p.state().send!.receiverLookup).toBe('resolved'))
    expect(p.state().send!.receiverAddress?.toLowerCase()).toBe(fixtures.otherAccount.toLowerCase())
    expect(p.state().send!.receiverProfileName).toBe(fixtures.neighbourName)
    await vi.waitFor(() => expect(p.state().send!.receiverProfileImageUrl).toMatch(/^data:image\//))
  })

  it('a name nobody registered is "not found"', async () => {
    const { p } = await connectedOnSend()
    p.store.dispatch(receiverChanged(fixtures.unregisteredName))
    await vi.waitFor(() => expect(p.state().send!.receiverLookup).toBe('notFound'))
    expect(p.state().send!.receiverAddress).toBeUndefined()
  })

  it('an address typed gets its owner’s name and avatar (identity call)', async () => {
    const { p } = await connectedOnSend()
    p.store.dispatch(receiverChanged(fixtures.otherAccount))
    await vi.waitFor(() => expect(p.state().send!.receiverProfileName).toBe(fixtures.neighbourName))
    expect(p.state().send).toMatchObject({ receiverAddress: fixtures.otherAccount, receiverLookup: 'none' })
  })
})

describe('the network fee', () => {
  const plainTransfer = { from: sender as `0x${string}`, to: receiver as `0x${string}`, value: '0x1' as const }
  /**
   * The fee's requests on the wire: the sends of the tests before are still followed until
   * mined (their receipts asked on the same mock server), and are not the fee's.
   */
  const feeRequests = async (wire: ReturnType<typeof recordJsonRpcWire>) =>
    (await wire.methods()).filter((methods) => !methods.every((method) => method === 'eth_getTransactionReceipt'))
  const isFeeRequest = async (request: globalThis.Request) =>
    [await request.clone().json()].flat().some((call: { method?: string }) => call.method === 'eth_estimateGas')

  it('is estimated once the form could be sent: gas × gas price through the JSON-RPC endpoint', async () => {
    const { p } = await connectedOnSend()
    fill(p, 'ETH', '0.5', receiver)
    await vi.waitFor(() => expect(p.state().send!.gasEstimate?.status).toBe('ready'))
    const chain = mocks.db.chain.findFirst({ where: { caipNetworkId: { equals: 'eip155:1' } } })!
    expect(p.state().send!.gasEstimate).toEqual({
      status: 'ready',
      feeWei: (21_000n * BigInt(chain.gasPriceWei)).toString(),
    })
  })

  it("goes through section 9's transport: gas and gas price reach the Blockchain API as one batch", async () => {
    const wire = recordJsonRpcWire(mocks.server)
    const fee = await estimateFee(testStore().dispatch, mainnet, plainTransfer, undefined).finally(wire.stop)
    const chain = mocks.db.chain.findFirst({ where: { caipNetworkId: { equals: 'eip155:1' } } })!
    expect(fee).toBe(21_000n * BigInt(chain.gasPriceWei))
    expect(await feeRequests(wire)).toEqual([['eth_estimateGas', 'eth_gasPrice']])
  })

  it('an HTTP 503 from the Blockchain API is tried again (section 9), and the fee still arrives', async () => {
    // The fee's first request fails (another's, a receipt asked for an earlier test's send, passes).
    let failed = false
    mocks.server.use(
      http.post(`${defaultBaseUrls.blockchain}/v1/`, async ({ request }) => {
        if (failed || !(await isFeeRequest(request))) return undefined
        failed = true
        return new HttpResponse(null, { status: 503 })
      }),
    )
    const wire = recordJsonRpcWire(mocks.server)
    const fee = await estimateFee(testStore().dispatch, mainnet, plainTransfer, undefined).finally(wire.stop)
    expect(fee).toBeGreaterThan(0n)
    expect(failed).toBe(true)
    expect(await feeRequests(wire)).toEqual([
      ['eth_estimateGas', 'eth_gasPrice'],
      ['eth_estimateGas', 'eth_gasPrice'],
    ])
  })

  it('is estimated again once a send ends without sending, when the one under way was cancelled meanwhile', async () => {
    let decline = () => {}
    const { p, sends } = await connectedOnSend(
      () => new Promise((_resolve, reject) => (decline = () => reject(rejection(4001)))),
    )
    // The node slow to answer: the estimate is still under way when, the send started, the
    // account changes (a profile arrives), which drops it. (Left to the machine's pace, the
    // estimate had sometimes come first, and nothing was dropped.)
    mocks.faults.set('blockchain.rpc', { kind: 'slow', ms: 1_000 })
    fill(p, 'ETH', '0.5', receiver)
    await vi.waitFor(() => expect(p.state().send!.gasEstimate?.status).toBe('loading'))
    p.store.dispatch(sendRequested())
    await vi.waitFor(() => expect(p.state().send!.loading).toBe(true))
    p.store.dispatch(profileChanged({ namespace: 'eip155', profileName: 'someone.eth' }))
    // Past the moment the dropped estimate's answer came: it said nothing.
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    expect(p.state().send!.gasEstimate?.status).not.toBe('ready')
    mocks.faults.clear('blockchain.rpc')
    await vi.waitFor(() => expect(sends()).toHaveLength(1))
    decline()
    await vi.waitFor(() => expect(p.state().send!.error?.kind).toBe('rejected'))
    await vi.waitFor(() => expect(p.state().send!.gasEstimate?.status).toBe('ready'))
  })

  it('is not estimated for a form with a problem', async () => {
    const { p } = await connectedOnSend()
    fill(p, 'ETH', '0.5', '0x1234')
    await new Promise((r) => setTimeout(r, 700))
    expect(p.state().send!.gasEstimate).toBeUndefined()
  })

  it('a network the Blockchain API does not serve is asked of the connected wallet (its own node)', async () => {
    const store = testStore()
    const network = { ...mainnet, id: 99_999, caipNetworkId: 'eip155:99999' as const, name: 'Local chain' }
    const tx = { from: sender as `0x${string}`, to: receiver as `0x${string}`, value: '0x1' as const }
    const request = vi.fn(({ method }: Request) =>
      Promise.resolve(method === 'eth_estimateGas' ? '0x5208' : '0x3b9aca00'),
    )
    const wallet = fakeConnector()
    wallet.connector.getProvider = () => ({ request })
    expect(await estimateFee(store.dispatch, network, tx, wallet.connector)).toBe(21_000n * 1_000_000_000n)
    expect(wallet.calls).toContainEqual({
      method: 'estimateFee',
      args: { caipNetworkId: 'eip155:99999', transaction: tx },
    })
    expect(request).toHaveBeenCalledWith({ method: 'eth_estimateGas', params: [tx] })
  })
})
