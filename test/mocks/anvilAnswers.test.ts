// With an anvil attached, the mocked Blockchain API answers balance and history for the local
// chain from the chain itself, through the real client (so its schemas check every answer),
// while other networks keep answering from the db.
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  getAddress,
  http,
  parseEther,
  parseUnits,
  type Address,
  type Hash,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import { blockchainContract } from '../../src/contract/blockchain'
import type { BalanceItem, Transaction } from '../../src/contract/entities'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { fixtures } from '../../mocks/db/fixtures'
import { createMockSetup } from '../../mocks/setup'
import { historyPageSize } from '../../mocks/resolvers/account'
import { anvilAnswers, historyBlockWindow } from '../../mocks/resolvers/anvil'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { demoChain } from '../../mocks/wallets/chains'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import { anvilNetwork, chainWithMocks } from '../support/chainWithMocks'

const [holder0, holder1, holder2] = fixtures.anvilAccounts.map((a) => getAddress(a)) as [Address, Address, Address]

const setup = chainWithMocks()
const chain = () => setup.chain()

const node = () => createPublicClient({ transport: http(chain().url), cacheTime: 0 })
const walletOf = (index: 0 | 1 | 2) =>
  createWalletClient({
    account: privateKeyToAccount(anvilPrivateKeys[index]),
    chain: demoChain({ id: 31337 }, chain().url),
    transport: http(chain().url),
  })
const mined = async (hash: Hash) => node().waitForTransactionReceipt({ hash, pollingInterval: 50 })
const sendPtc = (from: 0 | 1 | 2, to: Address, amount: string, extra: { gas?: bigint } = {}) =>
  walletOf(from).writeContract({
    address: demoTokenAddress,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 18)],
    ...extra,
  })
const sendEth = (from: 0 | 1 | 2, to: Address, amount: string) =>
  walletOf(from).sendTransaction({ to, value: parseEther(amount) })

/** A raw Blockchain API request on the anvil network, with the identification the client adds. */
function apiRequest(path: string, query: Record<string, string> = {}): Request {
  const url = new URL(`https://rpc.walletconnect.org/v1/${path}`)
  for (const [key, value] of Object.entries({
    ...query,
    chainId: anvilNetwork,
    projectId: fixtures.projectId,
    st: 'portico',
    sv: 'test',
  }))
    url.searchParams.set(key, value)
  return new Request(url)
}

/** The active network is anvil's, so the client's own network rules (section 7) apply too. */
async function balancesOf(address: Address, chainId = anvilNetwork): Promise<BalanceItem[]> {
  const outcome = await outcomeOf(
    testStore({ activeNetwork: chainId as never }),
    blockchainApi.endpoints.balance.initiate({
      params: { address },
      query: { currency: 'usd', chainId: chainId as never },
    }),
  )
  expect(outcome.error).toBeUndefined()
  const data = outcome.data as { balances: BalanceItem[] }
  expect(blockchainContract.balance.response.safeParse(data).success).toBe(true)
  return data.balances
}

/** Every page of the history, following `next`, as the Activity tab pages it. */
async function historyPages(account: Address): Promise<{ data: Transaction[]; next: string | null }[]> {
  const store = testStore({ activeNetwork: anvilNetwork })
  const arg = { params: { account }, query: { chainId: anvilNetwork } } as const
  let outcome = await outcomeOf(store, blockchainApi.endpoints.history.initiate(arg))
  for (let i = 0; i < 10; i++) {
    const pages = (outcome.data as { pages: { next: string | null }[] }).pages
    if (pages.at(-1)?.next === null) break
    outcome = await outcomeOf(store, blockchainApi.endpoints.history.initiate(arg, { direction: 'forward' }))
  }
  expect(outcome.error).toBeUndefined()
  const pages = (outcome.data as { pages: { data: Transaction[]; next: string | null }[] }).pages
  for (const page of pages) expect(blockchainContract.history.response.safeParse(page).success).toBe(true)
  return pages
}

describe('balance on the anvil network comes from the chain', () => {
  it('lists ETH, PTC and PUSD as the chain holds them, priced from the db, most valuable first', async () => {
    const started = performance.now()
    const balances = await balancesOf(holder1)
    console.log(`[anvil answers] balance of a holder: ${(performance.now() - started).toFixed(0)} ms`)
    const wei = await node().getBalance({ address: holder1 })
    const ethIcon = setup.mocks().db.token.findFirst({
      where: { caipAddress: { equals: `${anvilNetwork}:${fixtures.nativeEvmAddress}` } },
    })!.iconUrl
    const iconOf = (caipAddress: string) =>
      setup.mocks().db.token.findFirst({ where: { caipAddress: { equals: caipAddress } } })!.iconUrl
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: anvilNetwork,
        value: Math.round(Number(formatEther(wei)) * 3120.45 * 100) / 100,
        price: 3120.45,
        quantity: { decimals: '18', numeric: formatEther(wei) },
        iconUrl: ethIcon,
      },
      {
        name: 'Portico Test Token',
        symbol: 'PTC',
        chainId: anvilNetwork,
        address: fixtures.tokenAddresses.anvilTestToken,
        value: 1_250_000,
        price: 1.25,
        quantity: { decimals: '18', numeric: '1000000' },
        iconUrl: iconOf(fixtures.tokenAddresses.anvilTestToken),
      },
      {
        name: 'Portico Dollar',
        symbol: 'PUSD',
        chainId: anvilNetwork,
        address: fixtures.tokenAddresses.anvilDollarToken,
        value: 1_000_000,
        price: 1,
        quantity: { decimals: '18', numeric: '1000000' },
        iconUrl: iconOf(fixtures.tokenAddresses.anvilDollarToken),
      },
    ])
  })

  it('follows a transfer: both sides change at once, nothing is cached', async () => {
    const fresh = '0x000000000000000000000000000000000000b0b0' as Address
    expect(await balancesOf(fresh)).toEqual([])
    const ptcHeld = Number((await balancesOf(holder2)).find((b) => b.symbol === 'PTC')?.quantity.numeric)
    await mined(await sendPtc(2, fresh, '0.125'))
    await mined(await sendEth(2, fresh, '0.5'))
    const after = await balancesOf(fresh)
    expect(after.map((b) => [b.symbol, b.quantity.numeric, b.value])).toEqual([
      ['ETH', '0.5', 1560.23],
      ['PTC', '0.125', 0.16],
    ])
    const holder = await balancesOf(holder2)
    expect(Number(holder.find((b) => b.symbol === 'PTC')?.quantity.numeric)).toBe(ptcHeld - 0.125)
  })

  it('other networks keep answering from the db', async () => {
    const balances = await balancesOf(fixtures.account as Address, 'eip155:1')
    expect(balances.map((b) => b.symbol)).toContain('USDC')
  })
})

describe('history on the anvil network comes from the chain', () => {
  it('lists a PTC send and an ETH receive newest first, with directions, amounts and parties', async () => {
    const ptc = await mined(await sendPtc(1, holder0, '250.5'))
    const eth = await mined(await sendEth(0, holder1, '1.5'))
    const started = performance.now()
    const [page] = await historyPages(holder1)
    console.log(`[anvil answers] history of a holder: ${(performance.now() - started).toFixed(0)} ms`)
    const [received, sent, pusdMinted, ptcMinted] = page!.data
    expect(received).toMatchObject({
      id: eth.transactionHash,
      metadata: {
        chain: anvilNetwork,
        operationType: 'receive',
        hash: eth.transactionHash,
        status: 'confirmed',
        sentFrom: holder0,
        sentTo: holder1,
        application: null,
      },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1.5' },
          fungible_info: { name: 'Ether', symbol: 'ETH' },
          nft_info: null,
          price: 3120.45,
          value: 4680.67,
        },
      ],
      // (1.5 × 3120.45 is just under 4680.675 in binary floating point, rounded as the db's answers are.)
    })
    expect(sent).toMatchObject({
      id: ptc.transactionHash,
      metadata: {
        operationType: 'send',
        hash: ptc.transactionHash,
        status: 'confirmed',
        sentFrom: holder1,
        sentTo: holder0,
        application: null,
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '250.5' },
          fungible_info: { name: 'Portico Test Token', symbol: 'PTC' },
          nft_info: null,
          price: 1.25,
          value: 313.13,
        },
      ],
    })
    // The deployments minted the holder's first PTC, then its first PUSD.
    const mint = { operationType: 'receive', sentFrom: '0x0000000000000000000000000000000000000000', sentTo: holder1 }
    expect(ptcMinted).toMatchObject({
      metadata: mint,
      transfers: [{ direction: 'in', quantity: { numeric: '1000000' }, fungible_info: { symbol: 'PTC' } }],
    })
    expect(pusdMinted).toMatchObject({
      metadata: mint,
      transfers: [{ direction: 'in', quantity: { numeric: '1000000' }, fungible_info: { symbol: 'PUSD' } }],
    })
    const block = await node().getBlock({ blockHash: eth.blockHash })
    expect(received!.metadata.minedAt).toBe(new Date(Number(block.timestamp) * 1000).toISOString())
    // The nonce is the sender's, as the chain has it.
    expect(received!.metadata.nonce).toBe((await node().getTransaction({ hash: eth.transactionHash })).nonce)
    expect(sent!.metadata.nonce).toBe((await node().getTransaction({ hash: ptc.transactionHash })).nonce)
    expect(received!.transfers![0]!.fungible_info!.icon?.url).toMatch(/^data:image\/png;base64,/)
  })

  it('pages by cursor, the db history’s page size per page, newest first throughout', async () => {
    const fresh = '0x000000000000000000000000000000000000ca5e' as Address
    const hashes: Hash[] = []
    for (let i = 1; i <= historyPageSize + 2; i++)
      hashes.push((await mined(await sendEth(2, fresh, `0.00${i}`))).transactionHash)
    const pages = await historyPages(fresh)
    expect(pages.map((p) => p.data.length)).toEqual([historyPageSize, 2])
    expect(pages[0]!.next).toEqual(expect.any(String))
    expect(pages[1]!.next).toBeNull()
    expect(pages.flatMap((p) => p.data.map((t) => t.id))).toEqual([...hashes].reverse())
    expect(pages[1]!.data.map((t) => t.transfers?.[0]?.quantity.numeric)).toEqual(['0.002', '0.001'])
  })

  it('shows a reverted send as failed, with what it tried to move', async () => {
    const hash = await sendPtc(2, holder0, '5000000', { gas: 100_000n })
    expect((await mined(hash)).status).toBe('reverted')
    const [page] = await historyPages(holder2)
    expect(page!.data[0]).toMatchObject({
      id: hash,
      metadata: { operationType: 'send', status: 'failed', sentFrom: holder2, sentTo: holder0 },
      transfers: [{ direction: 'out', quantity: { numeric: '5000000' }, fungible_info: { symbol: 'PTC' } }],
    })
  })

  it('refuses a cursor it did not issue', async () => {
    const response = await fetch(apiRequest(`account/${holder1}/history`, { cursor: 'bm90LWEtY3Vyc29y' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ status: 'FAILED', reasons: [{ field: '', description: 'Invalid cursor' }] })
  })

  it(`reads only the latest blocks (${historyBlockWindow} unless set): a long chain shows its recent history`, async () => {
    const recent = createMockSetup({ anvil: { url: chain().url, caipNetworkIds: [anvilNetwork], historyBlocks: 1 } })
    const latest = await mined(await sendEth(2, holder0, '0.01'))
    const { data } = (await (await getResponse(recent.handlers, apiRequest(`account/${holder0}/history`)))!.json()) as {
      data: Transaction[]
    }
    expect(data.map((t) => t.id)).toEqual([latest.transactionHash])
  })
})

describe('which networks the node answers', () => {
  it('the listed ones, or without a list every eip155 network', () => {
    expect(anvilAnswers({ url: chain().url, caipNetworkIds: [anvilNetwork] }, anvilNetwork)).toBe(true)
    expect(anvilAnswers({ url: chain().url, caipNetworkIds: [anvilNetwork] }, 'eip155:1')).toBe(false)
    expect(anvilAnswers({ url: chain().url }, 'eip155:1')).toBe(true)
    expect(anvilAnswers({ url: chain().url }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    expect(anvilAnswers({ url: chain().url }, undefined)).toBe(false)
  })

  it('a node that does not answer gives 502 with the reason, as a gateway would', async () => {
    const setup = createMockSetup({ anvil: { url: 'http://127.0.0.1:9', caipNetworkIds: [anvilNetwork] } })
    const response = await getResponse(setup.handlers, apiRequest(`account/${holder1}/balance`, { currency: 'usd' }))
    expect(response?.status).toBe(502)
    expect(await response!.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: '', description: expect.stringMatching(/^Local chain: /) }],
    })
  })
})
