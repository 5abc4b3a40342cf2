// Section 5, Send, rule by rule; the transaction a valid form stands for; the send slice's own
// rules (reset on disconnect, pending transactions limit 99).
import { decodeFunctionData, erc20Abi, getAddress, hexToBigInt, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../src/contract'
import { evmTransferRequest } from '../../src/features/send/sendWork'
import {
  evmAddressProblem,
  maxSendAmount,
  readAmount,
  sendProblems,
  sendWarnings,
  toBaseUnits,
  type SendInput,
} from '../../src/features/send/sendRules'
import { accountReset } from '../../src/features/account/accountSlice'
import {
  amountChanged,
  receiverChanged,
  receiverResolved,
  sendFailed,
  sendSlice,
  sendSucceeded,
  tokenChosen,
  type SendState,
} from '../../src/features/send/sendSlice'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: 'data:image/png;base64,',
}
const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 100,
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: 'data:image/png;base64,',
}
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const form = (over: Partial<SendInput> = {}): SendInput => ({
  namespace: 'eip155',
  token: eth,
  sendTokenAmount: '0.5',
  receiverInput: receiver,
  receiverLookup: 'none',
  ...over,
})
const messages = (input: SendInput) => sendProblems(input).map((p) => p.message)

describe('section 5, Send', () => {
  it('a complete form within the balance has no problem', () => {
    expect(sendProblems(form())).toEqual([])
  })

  it.each(['polkadot', 'bip122', 'cosmos'] as const)(
    'only eip155 and solana can send: %s is "Unsupported chain", before any other rule',
    (namespace) => {
      expect(messages(form({ namespace, sendTokenAmount: '', token: undefined }))).toEqual([
        'send.error.unsupportedChain',
      ])
    },
  )

  it('no network at all is "Unsupported chain" too', () => {
    expect(messages(form({ namespace: undefined }))).toEqual(['send.error.unsupportedChain'])
  })

  it.each([
    ['no amount', { sendTokenAmount: '' }],
    ['no receiver', { receiverInput: '' }],
    ['only spaces', { sendTokenAmount: '  ', receiverInput: ' ' }],
  ])('an amount and a receiver address are required (%s)', (_case, over) => {
    const [first] = sendProblems(form(over))
    expect(first).toEqual({ field: 'form', message: 'send.error.amountAndReceiverRequired' })
  })

  it('a token is required', () => {
    expect(sendProblems(form({ token: undefined }))).toEqual([{ field: 'token', message: 'send.error.tokenRequired' }])
  })

  it('the spec messages read as the spec words them', async () => {
    const { en } = await import('../../src/i18n/en')
    expect(en['send.error.amountAndReceiverRequired']).toBe('An amount and receiver address are required')
    expect(en['send.error.tokenRequired']).toBe('A token is required')
    expect(en['send.error.unsupportedChain']).toBe('Unsupported chain')
    expect(en['send.error.nameLookupFailed']).toBe('Error resolving name')
  })
})

describe('the amount', () => {
  it.each(['abc', '0', '0.0', '-1', '1e3', '1.2.3'])('is a number above 0 (%s is not)', (amount) => {
    expect(sendProblems(form({ sendTokenAmount: amount }))).toEqual([
      { field: 'amount', message: 'send.error.amountInvalid' },
    ])
  })

  it.each(['0.5', '.5', '1.', '1.5', ' 1.5 '])('is read as a decimal with a point (%s)', (amount) => {
    expect(sendProblems(form({ sendTokenAmount: amount }))).toEqual([])
  })

  it.each([
    ['1,500', '1500'],
    ['1,000.5', '1000.5'],
    ['1,000,000.000', '1000000.000'],
  ])('reads commas as the modal writes them, between groups of three whole digits (%s is %s)', (typed, decimal) => {
    expect(readAmount(typed)).toEqual({ ok: true, decimal })
    expect(toBaseUnits(typed, 18)).toBe(parseEther(decimal))
  })

  it.each(['1,5', '12,50', '1,0000', ',5', '1.000,5', '1,,000'])(
    'refuses an ambiguous comma and says why (%s)',
    (amount) => {
      expect(
        sendProblems(
          form({ token: { ...eth, quantity: { ...eth.quantity, numeric: '100000' } }, sendTokenAmount: amount }),
        ),
      ).toEqual([{ field: 'amount', message: 'send.error.amountGrouping' }])
    },
  )

  it.each(['1.0000001', '0.0000001'])(
    'has at most the token’s decimals, even when it would round to 0 (%s)',
    (amount) => {
      expect(sendProblems(form({ token: usdc, sendTokenAmount: amount }))).toEqual([
        { field: 'amount', message: 'send.error.amountDecimals', values: { symbol: 'USDC', decimals: 6 } },
      ])
    },
  )

  it('is within the token balance, compared in base units', () => {
    expect(sendProblems(form({ sendTokenAmount: '1.5' }))).toEqual([])
    expect(sendProblems(form({ sendTokenAmount: '1.500000000000000001' }))).toEqual([
      { field: 'amount', message: 'send.error.insufficientBalance', values: { symbol: 'ETH' } },
    ])
  })

  it('"Max" is the whole balance of a token, and of the native currency less the network fee', () => {
    expect(maxSendAmount(usdc, '21000000000000')).toBe('100')
    expect(maxSendAmount(eth)).toBe('1.5')
    expect(maxSendAmount(eth, '21000000000000')).toBe('1.499979')
    expect(maxSendAmount({ ...eth, quantity: { decimals: '18', numeric: '0.00001' } }, '21000000000000')).toBe('0')
  })
})

describe('the EVM receiver address', () => {
  it.each([
    ['checksummed', receiver],
    ['lower case', receiver.toLowerCase()],
    ['upper case', `0x${receiver.slice(2).toUpperCase()}`],
    ['without 0x (section 5: the 0x is optional)', receiver.slice(2)],
  ])('is an optional 0x and 40 hex digits: %s passes', (_case, address) => {
    expect(evmAddressProblem(address)).toBeUndefined()
    expect(sendProblems(form({ receiverInput: address }))).toEqual([])
  })

  it.each(['0x1234', `${receiver}00`, `0x${'g'.repeat(40)}`, `0X${receiver.slice(2)}`, 'alice'])(
    'anything else is an invalid address (%s)',
    (address) => {
      expect(sendProblems(form({ receiverInput: address }))).toEqual([
        { field: 'receiver', message: 'send.error.invalidAddress' },
      ])
    },
  )

  it('a mixed-case address must carry a valid EIP-55 checksum: one mistyped character is caught', () => {
    // One letter's case flipped (C → c): still 40 hex digits, no longer its checksum.
    const mistyped = receiver.replace('C5', 'c5')
    expect(mistyped).not.toBe(receiver)
    expect(evmAddressProblem(mistyped)).toBe('checksum')
    expect(sendProblems(form({ receiverInput: mistyped }))).toEqual([
      { field: 'receiver', message: 'send.error.addressChecksum' },
    ])
  })
})

describe('the zero address as receiver', () => {
  const zero = `0x${'0'.repeat(40)}`

  it('gets a word before sending (the funds are lost for good), and blocks nothing', () => {
    expect(sendProblems(form({ receiverInput: zero }))).toEqual([])
    expect(sendWarnings(form({ receiverInput: zero }))).toEqual([
      { field: 'receiver', message: 'send.warning.zeroAddress' },
    ])
    expect(sendWarnings(form({ receiverInput: '0'.repeat(40) }))).toHaveLength(1)
  })

  it('also when a name resolves to it; any other receiver gets none', () => {
    expect(
      sendWarnings({ ...form({ receiverInput: 'burn.reown.id', receiverLookup: 'resolved' }), receiverAddress: zero }),
    ).toHaveLength(1)
    expect(sendWarnings(form())).toEqual([])
  })
})

describe('the Solana receiver address', () => {
  it('is 32-44 base58 characters', () => {
    const solana = form({ namespace: 'solana', receiverInput: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU' })
    expect(sendProblems(solana)).toEqual([])
    expect(messages({ ...solana, receiverInput: receiver })).toEqual(['send.error.invalidAddress'])
  })
})

describe('a receiver name', () => {
  const name = 'portico-demo.reown.id'
  it('waits while it resolves: a reason to wait, not an error', () => {
    expect(sendProblems(form({ receiverInput: name, receiverLookup: 'resolving' }))).toEqual([
      { field: 'receiver', message: 'send.resolvingName', waiting: true },
    ])
  })
  it('passes once resolved', () => {
    expect(sendProblems(form({ receiverInput: name, receiverLookup: 'resolved' }))).toEqual([])
  })
  it('not found says so by name; a failed lookup is "Error resolving name"', () => {
    expect(sendProblems(form({ receiverInput: name, receiverLookup: 'notFound' }))).toEqual([
      { field: 'receiver', message: 'send.error.nameNotFound', values: { name } },
    ])
    expect(messages(form({ receiverInput: name, receiverLookup: 'failed' }))).toEqual(['send.error.nameLookupFailed'])
  })
  it('names are for eip155 only (section 9)', () => {
    expect(messages(form({ namespace: 'solana', receiverInput: 'someone.sol' }))).toEqual([
      'send.error.namesUnsupported',
    ])
  })
})

describe('the transaction a send asks for', () => {
  it('a native transfer carries the value to the receiver', () => {
    const tx = evmTransferRequest({ from, receiver, token: eth, amount: '0.5' })
    expect(tx).toEqual({ from, to: receiver, value: `0x${parseEther('0.5').toString(16)}` })
  })

  it('an ERC-20 transfer calls transfer(receiver, amount) on the token contract, in its decimals', () => {
    const tx = evmTransferRequest({ from, receiver: receiver.slice(2).toLowerCase(), token: usdc, amount: '12.5' })
    expect(tx.to).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
    expect(tx.value).toBeUndefined()
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.data! })
    expect(call.functionName).toBe('transfer')
    expect([getAddress(call.args![0] as string), call.args![1]]).toEqual([receiver, 12_500_000n])
  })

  it('the native placeholder contract some APIs list is the native currency', () => {
    const placeholder = { ...eth, address: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }
    const tx = evmTransferRequest({ from, receiver, token: placeholder, amount: '1' })
    expect(tx.to).toBe(receiver)
    expect(hexToBigInt(tx.value!)).toBe(parseEther('1'))
  })
})

describe('the send state', () => {
  const reduce = (state: SendState | undefined, ...actions: Parameters<typeof sendSlice.reducer>[1][]) =>
    actions.reduce<SendState>((s, a) => sendSlice.reducer(s, a), state ?? sendSlice.getInitialState())
  const filled = () =>
    reduce(
      undefined,
      tokenChosen({ chainId: 'eip155:1' }),
      amountChanged('0.5'),
      receiverChanged('portico-demo.reown.id'),
      receiverResolved({ input: 'portico-demo.reown.id', address: receiver, name: 'portico-demo.reown.id' }),
    )

  it('section 4, Disconnect: resets send state', () => {
    const sent = reduce(filled(), sendSucceeded({ hash: '0x01', caipNetworkId: 'eip155:1' }), amountChanged('2'))
    expect(reduce(sent, accountReset('eip155'))).toEqual(sendSlice.getInitialState())
  })

  it('a failure keeps everything typed, with the reason', () => {
    const before = filled()
    const after = reduce(before, sendFailed({ kind: 'rejected', message: 'User rejected the request.' }))
    expect(after).toEqual({
      ...before,
      loading: false,
      error: { kind: 'rejected', message: 'User rejected the request.' },
    })
  })

  it('a success resets the form (the transaction is followed among the pending ones)', () => {
    const after = reduce(filled(), sendSucceeded({ hash: '0x01', caipNetworkId: 'eip155:1' }))
    expect(after).toEqual(sendSlice.getInitialState())
  })

  it('a name’s answer for what the field no longer holds is dropped', () => {
    const state = reduce(
      undefined,
      receiverChanged('alice.reown.id'),
      receiverChanged('bob.reown.id'),
      receiverResolved({ input: 'alice.reown.id', address: receiver }),
    )
    expect(state).toMatchObject({
      receiverInput: 'bob.reown.id',
      receiverLookup: 'resolving',
      receiverAddress: undefined,
    })
  })
})
