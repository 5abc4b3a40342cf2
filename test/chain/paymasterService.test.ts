// The ERC-7677 paymaster service on its wire: a bare anvil with the EntryPoint and the verifying
// paymaster (no bundler: nothing here is sent). Its answers through viem's paymaster client, as
// a wallet reads them; its refusals and CORS raw, where the wire itself is the rule.
import { encodeFunctionData, hexToBytes, http, recoverMessageAddress, sliceHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { createPaymasterClient, formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type Anvil } from '../../mocks/chain/anvil'
import { deployEntryPoint, entryPoint } from '../../mocks/chain/aa/entryPoint'
import { deployVerifyingPaymaster, paymasterSigner, verifyingPaymasterHash } from '../../mocks/chain/aa/paymaster'
import { sponsorDemoCalls, startPaymasterService, type PaymasterService } from '../../mocks/chain/aa/paymasterService'
import { simpleAccountAbi } from '../../mocks/chain/aa/simpleAccount'
import { demoTokenAddress } from '../../mocks/chain/demoToken'
import { nodeStartBound } from '../support/waits'

let anvil: Anvil
let service: PaymasterService
let paymaster: Hex
beforeAll(async () => {
  anvil = await startAnvil()
  await deployEntryPoint(anvil.url)
  ;({ address: paymaster } = await deployVerifyingPaymaster(anvil.url))
  service = await startPaymasterService({ rpcUrl: anvil.url, paymaster, policy: sponsorDemoCalls })
}, nodeStartBound)
afterAll(async () => {
  await service?.stop()
  await anvil?.stop()
})

const execute = (to: Hex, data: Hex = '0x') =>
  encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [to, 0n, data] })
/** An unsigned v0.7 operation with its gas estimated, as a wallet asks about it. */
const operation = (callData: Hex = execute(demoTokenAddress, '0xa9059cbb')) => ({
  sender: privateKeyToAddress(generatePrivateKey()),
  nonce: 0n,
  callData,
  callGasLimit: 80_000n,
  verificationGasLimit: 300_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 2_000_000_000n,
  maxPriorityFeePerGas: 1_000_000_000n,
})
const paymasterClient = () => createPaymasterClient({ transport: http(service.url, { retryCount: 0 }) })

/** One JSON-RPC request, raw: its answer's body. */
async function rpc(method: string, params: unknown) {
  const response = await fetch(service.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })
  return (await response.json()) as { id: number; result?: unknown; error?: { code: number; message: string } }
}
const params = (overrides: { op?: object; entryPoint?: string; chainId?: string } = {}) => [
  { ...formatUserOperationRequest(operation()), ...overrides.op },
  overrides.entryPoint ?? entryPoint.address,
  overrides.chainId ?? '0x7a69',
  {},
]
const zeroBytes = (hex: Hex) => hexToBytes(hex).filter((byte) => byte === 0).length

describe('pm_getPaymasterStubData and pm_getPaymasterData, for EntryPoint v0.7', () => {
  it('the stub: the paymaster, its data, both gas limits (postOp 0) and the sponsor; as long as the signed data, with no more zero bytes', async () => {
    const stub = await paymasterClient().getPaymasterStubData({
      ...operation(),
      chainId: 31337,
      entryPointAddress: entryPoint.address,
    })
    expect(stub).toEqual({
      paymaster,
      paymasterData: expect.stringMatching(/^0x[0-9a-f]+$/),
      paymasterVerificationGasLimit: expect.any(BigInt),
      paymasterPostOpGasLimit: 0n,
      sponsor: { name: 'Portico demo' },
    })
    const { paymasterData } = await paymasterClient().getPaymasterData({
      ...operation(),
      paymasterVerificationGasLimit: stub.paymasterVerificationGasLimit,
      paymasterPostOpGasLimit: stub.paymasterPostOpGasLimit,
      chainId: 31337,
      entryPointAddress: entryPoint.address,
    })
    expect(hexToBytes(stub.paymasterData!)).toHaveLength(hexToBytes(paymasterData!).length)
    expect(zeroBytes(stub.paymasterData!)).toBeLessThanOrEqual(zeroBytes(paymasterData!))
  })

  it('the data: { paymaster, paymasterData }, signed by the paymaster’s signer over the operation, the chain and a window from now', async () => {
    const op = { ...operation(), paymasterVerificationGasLimit: 60_000n, paymasterPostOpGasLimit: 0n }
    const answer = await rpc('pm_getPaymasterData', [
      formatUserOperationRequest(op),
      entryPoint.address,
      '0x7a69',
      { campaign: 'demo' },
    ])
    expect(Object.keys(answer.result as object).sort()).toEqual(['paymaster', 'paymasterData'])
    const { paymasterData } = answer.result as { paymasterData: Hex }
    const validUntil = Number(BigInt(sliceHex(paymasterData, 0, 32)))
    const validAfter = Number(BigInt(sliceHex(paymasterData, 32, 64)))
    expect(validUntil).toBeGreaterThan(Date.now() / 1000)
    expect(validAfter).toBe(0)
    const hash = verifyingPaymasterHash(
      { ...op, paymaster, paymasterData: '0x', signature: '0x' } as UserOperation<'0.7'>,
      {
        chainId: 31337,
        validUntil,
        validAfter,
      },
    )
    const signer = await recoverMessageAddress({ message: { raw: hash }, signature: sliceHex(paymasterData, 64) })
    expect(signer).toBe(paymasterSigner.address)
  })
})

describe('refusals: JSON-RPC error objects saying why', () => {
  it('another EntryPoint, another chain, malformed params: -32602 naming what is wrong', async () => {
    const elsewhere = '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'
    expect(await rpc('pm_getPaymasterStubData', params({ entryPoint: elsewhere }))).toMatchObject({
      id: 7,
      error: { code: -32602, message: expect.stringContaining(`does not serve EntryPoint ${elsewhere}`) },
    })
    expect(await rpc('pm_getPaymasterData', params({ chainId: '0x1' }))).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('does not sponsor on chain 0x1') },
    })
    expect(await rpc('pm_getPaymasterStubData', params({ op: { nonce: 'zero' } }))).toMatchObject({
      error: { code: -32602, message: 'pm_getPaymasterStubData: userOperation.nonce must be a hex quantity' },
    })
    expect(await rpc('pm_getPaymasterStubData', params({ op: { initCode: '0x' } }))).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('EntryPoint v0.6') },
    })
    expect(await rpc('pm_getPaymasterStubData', [])).toMatchObject({ error: { code: -32602 } })
  })

  it('what the policy refuses: its message, at the stub already', async () => {
    const target = privateKeyToAddress(generatePrivateKey())
    const op = formatUserOperationRequest(operation(execute(target, '0x12345678')))
    expect(await rpc('pm_getPaymasterStubData', [op, entryPoint.address, '0x7a69', {}])).toMatchObject({
      error: { code: -32003, message: expect.stringContaining(`Not sponsored: a call to ${target}`) },
    })
    // A plain transfer without ETH is sponsored anywhere.
    expect(await rpc('pm_getPaymasterStubData', params({ op: { callData: execute(target) } }))).toHaveProperty('result')
    expect(service.requests().at(-2)).toEqual({
      method: 'pm_getPaymasterStubData',
      params: [op, entryPoint.address, '0x7a69', {}],
    })
  })

  it('a method it does not serve: -32601; a body that is not JSON: -32700', async () => {
    expect(await rpc('eth_sendUserOperation', [])).toMatchObject({ error: { code: -32601 } })
    const response = await fetch(service.url, { method: 'POST', body: '{' })
    expect(await response.json()).toMatchObject({ id: null, error: { code: -32700 } })
  })
})

it('CORS: a page on another origin may call it (preflight and answer)', async () => {
  const preflight = await fetch(service.url, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
  const answer = await fetch(service.url, {
    method: 'POST',
    headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData', params: params() }),
  })
  expect(answer.headers.get('access-control-allow-origin')).toBe('*')
})
