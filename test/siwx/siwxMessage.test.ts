// Section 3's message fields written as the wallet signs them: EIP-4361 for eip155 (viem's
// parser reads every field back), CAIP-122 text for Solana; the page's domain and URI; the host's
// nonce or whole message when it brings one; a session counts only between notBefore and expiry.
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage, sessionLive, siwxMessageText, defaultStatement } from '../../src/siwx/siwxMessage'
import type { SiwxMessageData } from '../../src/siwx/types'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = new Date('2026-11-24T03:00:00.000Z')
const context = { pageUrl: 'https://app.example.com/shop?item=1', now: () => now }

describe('the message Portico writes', () => {
  it('EIP-4361 for eip155: every field of section 3 reads back with viem', async () => {
    const { data, message } = await createSiwxMessage({ accountAddress: address, chainId: 'eip155:1' }, {}, context)
    expect(data).toMatchObject({
      domain: 'app.example.com',
      uri: 'https://app.example.com/shop?item=1',
      version: '1',
      statement: defaultStatement,
      issuedAt: now.toISOString(),
      expirationTime: '2026-11-25T03:00:00.000Z',
    })
    expect(data.nonce).toMatch(/^[a-zA-Z0-9]{8,}$/)
    const parsed = parseSiweMessage(message)
    expect(parsed).toMatchObject({
      address,
      chainId: 1,
      domain: 'app.example.com',
      nonce: data.nonce,
      statement: defaultStatement,
      uri: data.uri,
      version: '1',
    })
    expect(parsed.issuedAt?.toISOString()).toBe(data.issuedAt)
    expect(parsed.expirationTime?.toISOString()).toBe(data.expirationTime)

    const full: SiwxMessageData = {
      ...data,
      notBefore: '2026-11-24T03:05:00.000Z',
      requestId: 'req-7',
      resources: ['https://app.example.com/terms', 'ipfs://bafy'],
    }
    expect(parseSiweMessage(siwxMessageText(full))).toMatchObject({
      requestId: 'req-7',
      resources: ['https://app.example.com/terms', 'ipfs://bafy'],
      notBefore: new Date(full.notBefore!),
    })
  })

  it('CAIP-122 for solana: the account, the chain reference, each field on its line', () => {
    const text = siwxMessageText({
      accountAddress: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: 'app.example.com',
      uri: 'https://app.example.com/',
      version: '1',
      nonce: 'abcdefgh12',
      statement: 'Sign in to the shop',
      issuedAt: now.toISOString(),
      expirationTime: '2026-11-25T03:00:00.000Z',
    })
    expect(text.split('\n')).toEqual([
      'app.example.com wants you to sign in with your Solana account:',
      'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
      '',
      'Sign in to the shop',
      '',
      'URI: https://app.example.com/',
      'Version: 1',
      'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Nonce: abcdefgh12',
      `Issued At: ${now.toISOString()}`,
      'Expiration Time: 2026-11-25T03:00:00.000Z',
    ])
  })

  it("the host's nonce, statement and lifetime; or the host's whole message", async () => {
    const ownNonce = await createSiwxMessage(
      { accountAddress: address, chainId: 'eip155:137' },
      { getNonce: async () => 'serverNonce42', statement: 'Welcome back', expiresInSeconds: 600 },
      context,
    )
    expect(ownNonce.data).toMatchObject({
      nonce: 'serverNonce42',
      statement: 'Welcome back',
      expirationTime: '2026-11-24T03:10:00.000Z',
    })
    expect(parseSiweMessage(ownNonce.message).chainId).toBe(137)
    const hostMessage = { data: ownNonce.data, message: 'the server wrote this' }
    await expect(
      createSiwxMessage(
        { accountAddress: address, chainId: 'eip155:1' },
        { createMessage: async () => hostMessage },
        context,
      ),
    ).resolves.toBe(hostMessage)
  })
})

describe('a session counts between its start and its expiry', () => {
  const data = { notBefore: '2026-11-24T03:05:00.000Z', expirationTime: '2026-11-24T04:00:00.000Z' } as SiwxMessageData
  it.each([
    ['before notBefore', '2026-11-24T03:00:00.000Z', false],
    ['inside', '2026-11-24T03:30:00.000Z', true],
    ['at expiry', '2026-11-24T04:00:00.000Z', false],
  ])('%s', (_, at, live) => expect(sessionLive(data, Date.parse(at))).toBe(live))
})
