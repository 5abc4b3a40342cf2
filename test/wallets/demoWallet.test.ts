import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEip1193Connector } from '../../src/connectors/eip1193Connector'
import { watchAnnouncedProviders, type Eip6963ProviderDetail } from '../../src/connectors/eip6963'
import { base as baseNetwork } from '../../src/networks'
import type { CaipNetwork } from '../../src/contract'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { fixtures } from '../../mocks/db/fixtures'
import { anvilPrivateKeys } from '../../mocks/wallets/anvilKeys'
import { createDemoWallet, type PendingRequest } from '../../mocks/wallets/demoWallet'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil()
})
afterAll(async () => {
  await anvil?.stop()
})

const [account0, account1] = fixtures.anvilAccounts
const userRejected = { code: 4001, message: 'User rejected the request.' }
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )
/** The first request that starts waiting for the user. */
const nextPending = (wallet: ReturnType<typeof createDemoWallet>) =>
  new Promise<PendingRequest>((resolve) => {
    const stop = wallet.onPendingChange(([first]) => {
      if (first) resolve(first)
      stop()
    })
  })
const connected = async (options: Partial<Parameters<typeof createDemoWallet>[0]> = {}) => {
  const wallet = createDemoWallet({ rpcUrl: anvil.url, ...options })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}

describe('demo wallet: connecting', () => {
  it('in approve mode eth_requestAccounts gives the account, and eth_accounts remembers it', async () => {
    const wallet = createDemoWallet({ rpcUrl: anvil.url, mode: 'approve' })
    expect(wallet.address).toBe(account0)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([account0])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([account0])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('in reject mode eth_requestAccounts fails with 4001 and grants nothing', async () => {
    const wallet = createDemoWallet({ rpcUrl: anvil.url, mode: 'reject' })
    expect(await failureOf(wallet.provider.request({ method: 'eth_requestAccounts' }))).toMatchObject(userRejected)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('a Portico connector connects to it and maps a rejection to userRejected', async () => {
    const wallet = createDemoWallet({ rpcUrl: anvil.url })
    const info = {
      id: 'announced:dev.portico.demo',
      type: 'ANNOUNCED',
      name: wallet.info.name,
      chain: 'eip155',
      installed: true,
    } as const
    const connector = createEip1193Connector(info, wallet.provider)
    expect(await connector.connect({})).toMatchObject({
      caipAddress: `eip155:31337:${account0}`,
      caipNetworkId: 'eip155:31337',
    })
    await connector.disconnect()
    expect(await failureOf(connector.connect({ silent: true }))).toMatchObject({ kind: 'unauthorized' })
    wallet.setMode('reject')
    expect(await failureOf(connector.connect({}))).toMatchObject({ kind: 'userRejected', code: 4001 })
  })

  it('wallet_revokePermissions forgets the permission and emits accountsChanged []', async () => {
    const wallet = await connected()
    const seen: unknown[] = []
    wallet.provider.on('accountsChanged', (accounts: never) => seen.push(accounts))
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(seen).toEqual([[]])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('announces itself with a data:image icon that Portico discovery accepts', async () => {
    const wallet = createDemoWallet({ rpcUrl: anvil.url })
    const page = new EventTarget()
    const stop = wallet.announce(page)
    const found: Eip6963ProviderDetail[] = []
    const watch = watchAnnouncedProviders(page, (detail) => found.push(detail))
    await watch.checked()
    expect(found).toHaveLength(1)
    expect(found[0]?.info).toEqual(wallet.info)
    expect(found[0]?.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(found[0]?.provider).toBe(wallet.provider)
    watch.stop()
    stop()
  })
})

describe('demo wallet: signing and sending', () => {
  it('personal_sign signs with the local account (verified with verifyMessage)', async () => {
    const wallet = await connected()
    const signature = (await wallet.provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', account0],
    })) as Hex
    expect(await verifyMessage({ address: account0, message: 'hello', signature })).toBe(true)
  })

  it('eth_signTypedData_v4 signs typed data (verified with verifyTypedData)', async () => {
    const wallet = await connected()
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const signature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [account0, JSON.stringify(typedData)],
    })) as Hex
    expect(await verifyTypedData({ address: account0, signature, ...typedData })).toBe(true)
  })

  it('refuses to sign before the site is connected (4100)', async () => {
    const wallet = createDemoWallet({ rpcUrl: anvil.url })
    expect(
      await failureOf(wallet.provider.request({ method: 'personal_sign', params: ['0x00', account0] })),
    ).toMatchObject({ code: 4100 })
  })

  it('eth_sendTransaction moves ETH between two anvil accounts', async () => {
    const wallet = await connected()
    const chain = createPublicClient({ chain: foundry, transport: http(anvil.url), cacheTime: 0 })
    const [senderBefore, before] = await Promise.all([
      chain.getBalance({ address: account0 }),
      chain.getBalance({ address: account1 }),
    ])
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: account1, value: `0x${parseEther('1.5').toString(16)}` }],
    })) as Hex
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await chain.getBalance({ address: account1 })).toBe(before + parseEther('1.5'))
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await chain.getBalance({ address: account0 })).toBe(senderBefore - parseEther('1.5') - fee)
  })

  it('forwards read methods to the node', async () => {
    const wallet = createDemoWallet({ rpcUrl: anvil.url, privateKey: anvilPrivateKeys[1] })
    expect(wallet.address).toBe(account1)
    const balance = (await wallet.provider.request({ method: 'eth_getBalance', params: [account1, 'latest'] })) as Hex
    expect(BigInt(balance)).toBeGreaterThan(0n)
  })

  it("does not let the node's unlocked accounts sign past the approval (eth_sign is unsupported)", async () => {
    const wallet = await connected()
    expect(await failureOf(wallet.provider.request({ method: 'eth_sign', params: [account0, '0x00'] }))).toMatchObject({
      code: 4200,
    })
  })
})

describe('demo wallet: networks', () => {
  // Base with an RPC that answers nothing: the wallet must not need it to switch.
  const base: CaipNetwork = { ...baseNetwork, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }

  it('switching to an unknown chain fails with 4902', async () => {
    const wallet = await connected()
    const error = await failureOf(
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    )
    expect(error).toMatchObject({ code: 4902 })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('switching to a known chain emits chainChanged as hex', async () => {
    const wallet = await connected({ knownChains: [base] })
    const seen: unknown[] = []
    wallet.provider.on('chainChanged', (chainId: never) => seen.push(chainId))
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(seen).toEqual(['0x2105'])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x2105')
  })

  it('the connector adds an unknown chain, then switches to it', async () => {
    const wallet = await connected()
    const connector = createEip1193Connector(
      { id: 'demo', type: 'ANNOUNCED', name: 'Demo', chain: 'eip155', installed: true },
      wallet.provider,
    )
    const seen: unknown[] = []
    const stop = connector.subscribe((event) => seen.push(event))
    await connector.switchNetwork(base)
    expect(seen).toEqual([{ type: 'chainChanged', caipNetworkId: 'eip155:8453' }])
    stop()
  })
})

describe('demo wallet: manual mode', () => {
  it('leaves the request pending until approve', async () => {
    const wallet = createDemoWallet({ rpcUrl: anvil.url, mode: 'manual' })
    const changes: PendingRequest[][] = []
    wallet.onPendingChange((pending) => changes.push(pending))
    let settled = false
    const accounts = wallet.provider.request({ method: 'eth_requestAccounts' }).finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    const [waiting] = wallet.pending()
    expect(waiting).toMatchObject({ method: 'eth_requestAccounts', params: [] })
    expect(changes).toEqual([[waiting]])
    expect(wallet.approve(waiting!.id)).toBe(true)
    expect(await accounts).toEqual([account0])
    expect(wallet.pending()).toEqual([])
    expect(changes.at(-1)).toEqual([])
  })

  it('leaves the request pending until reject, which fails it with 4001', async () => {
    const wallet = await connected()
    wallet.setMode('manual')
    const asked = nextPending(wallet)
    const signing = failureOf(wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', account0] }))
    const waiting = await asked
    expect(waiting).toMatchObject({ method: 'personal_sign', params: ['0x68656c6c6f', account0] })
    expect(wallet.pending()).toEqual([waiting])
    expect(wallet.reject(waiting.id)).toBe(true)
    expect(await signing).toMatchObject(userRejected)
    expect(wallet.reject(waiting.id)).toBe(false)
  })
})
