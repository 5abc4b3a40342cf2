// EIP-5792 (version 2.0.0) as Portico reads a wallet's answers and writes its requests: the
// wire as the EIP publishes it, read strictly (what is not its shape is no capability, and no
// status is ever read as a success).
import { describe, expect, it } from 'vitest'
import { eip155Capabilities, eip155CallsStatus, readCapabilities, sendEip155Calls } from '../../src/connectors/eip5792'
import { noCapabilities } from '../../src/connectors/types'

const base = 'eip155:8453'
const account = '0x70997970C51812Dc3A010c7D01B50E20D17Dc79C'

/** A wallet answering one method, recording what it was asked. */
function walletAnswering(answer: (method: string, params: readonly unknown[]) => unknown) {
  const asked: { method: string; params: readonly unknown[] }[] = []
  const ask = async (method: string, params: readonly unknown[]) => {
    asked.push({ method, params })
    return answer(method, params)
  }
  return { ask, asked }
}

describe('capabilities', () => {
  it("reads version 2's atomic status, the paymaster service and auxiliary funds for the chain asked", () => {
    expect(
      readCapabilities(
        {
          '0x2105': {
            atomic: { status: 'ready' },
            paymasterService: { supported: true },
            auxiliaryFunds: { supported: true },
          },
        },
        '0x2105',
      ),
    ).toEqual({ atomic: 'ready', paymasterService: true, auxiliaryFunds: true })
  })

  it('"0x0" applies to every chain, and the chain\'s own entry wins over it', () => {
    const answer = {
      '0x0': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
      '0x1': { atomic: { status: 'unsupported' } },
    }
    expect(readCapabilities(answer, '0x2105')).toEqual({
      ...noCapabilities,
      atomic: 'supported',
      paymasterService: true,
    })
    expect(readCapabilities(answer, '0x1')).toEqual({
      ...noCapabilities,
      atomic: 'unsupported',
      paymasterService: true,
    })
  })

  it('a wallet still on version 1 (atomicBatch) batches atomically', () => {
    expect(readCapabilities({ '0x2105': { atomicBatch: { supported: true } } }, '0x2105').atomic).toBe('supported')
  })

  it.each([
    ['nothing', null],
    ['a list', []],
    ['another chain only', { '0x1': { atomic: { status: 'supported' } } }],
    ['an unknown status', { '0x2105': { atomic: { status: 'yes' } } }],
    ['"supported" as a string', { '0x2105': { paymasterService: { supported: 'true' } } }],
  ])("an answer that is not the EIP's shape (%s) is no capability", (_what, answer) => {
    expect(readCapabilities(answer, '0x2105')).toEqual(noCapabilities)
  })

  it('asks for the account on the chain, and a wallet without the method has none', async () => {
    const { ask, asked } = walletAnswering(() => {
      throw Object.assign(new Error('The wallet does not support wallet_getCapabilities.'), { code: 4200 })
    })
    expect(await eip155Capabilities(ask, account, base)).toEqual(noCapabilities)
    expect(asked).toEqual([{ method: 'wallet_getCapabilities', params: [account, ['0x2105']] }])
  })
})

describe('sending calls', () => {
  it('sends version 2.0.0 with the chain in hex, atomicity required, and each call without a sender', async () => {
    const { ask, asked } = walletAnswering(() => ({ id: 'batch-1' }))
    const id = await sendEip155Calls(ask, {
      caipNetworkId: base,
      from: account,
      atomicRequired: true,
      calls: [
        { to: '0x00000000000000000000000000000000000000aa', data: '0x095ea7b3' },
        { to: '0x00000000000000000000000000000000000000bb', value: '0x10' },
      ],
    })
    expect(id).toBe('batch-1')
    expect(asked).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: account,
            chainId: '0x2105',
            atomicRequired: true,
            calls: [
              { to: '0x00000000000000000000000000000000000000aa', data: '0x095ea7b3' },
              { to: '0x00000000000000000000000000000000000000bb', value: '0x10' },
            ],
          },
        ],
      },
    ])
  })

  it.each([
    ['no answer', null],
    ['no id', {}],
    ['an empty id', { id: '' }],
    ['a number', { id: 7 }],
  ])("an answer without the batch's id (%s) is an error, not a batch sent", async (_what, answer) => {
    const { ask } = walletAnswering(() => answer)
    await expect(
      sendEip155Calls(ask, { caipNetworkId: base, from: account, atomicRequired: true, calls: [] }),
    ).rejects.toThrow('The wallet gave no id for the calls')
  })
})

describe("the calls' status", () => {
  const receipt = {
    transactionHash: '0xabc',
    status: '0x1',
    logs: [],
    blockHash: '0x1',
    blockNumber: '0x1',
    gasUsed: '0x1',
  }

  it.each([
    [100, 'pending'],
    [200, 'confirmed'],
    [400, 'failedOffchain'],
    [500, 'reverted'],
    [600, 'partiallyReverted'],
    [199, 'pending'],
  ] as const)('code %i reads as %s', async (code, status) => {
    const { ask, asked } = walletAnswering(() => ({
      version: '2.0.0',
      id: 'b',
      chainId: '0x2105',
      status: code,
      atomic: true,
    }))
    expect(await eip155CallsStatus(ask, 'b')).toEqual({ status, atomic: true, receipts: [] })
    expect(asked).toEqual([{ method: 'wallet_getCallsStatus', params: ['b'] }])
  })

  it('each receipt gives its transaction and whether it succeeded', async () => {
    const { ask } = walletAnswering(() => ({
      status: 600,
      atomic: false,
      receipts: [receipt, { ...receipt, transactionHash: '0xdef', status: '0x0' }, { status: '0x1' }],
    }))
    expect(await eip155CallsStatus(ask, 'b')).toEqual({
      status: 'partiallyReverted',
      atomic: false,
      receipts: [
        { transactionHash: '0xabc', succeeded: true },
        { transactionHash: '0xdef', succeeded: false },
      ],
    })
  })

  it.each([
    ['no status', {}],
    ['a status as text', { status: '200' }],
    ['an unknown class', { status: 300 }],
    ['nothing', null],
  ])("an answer without one of the EIP's codes (%s) is an error, never a confirmation", async (_what, answer) => {
    const { ask } = walletAnswering(() => answer)
    await expect(eip155CallsStatus(ask, 'b')).rejects.toThrow('The wallet gave no status for the calls')
  })
})
