// Section 7's answers that Portico opens (the on-ramp generator's url, the frame's social and
// Farcaster addresses): the web address rule in one place, applied in the contract and the
// frame's schemas alike. A script address assigned to a window Portico opened blank runs with
// the host's origin.
import { describe, expect, it } from 'vitest'
import { blockchainContract } from '../../src/contract/blockchain'
import { isSafeWebUrl } from '../../src/contract/webUrl'
import { frameEvents, socialResultMessage } from '../../src/frame/protocol'
import { hostileUrls, webPages } from '../support/hostileUrls'

describe('the web address rule', () => {
  it.each(hostileUrls)('refuses %j', (url) => {
    expect(isSafeWebUrl(url)).toBe(false)
  })

  it.each(webPages)('accepts %j', (url) => {
    expect(isSafeWebUrl(url)).toBe(true)
  })

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, {}, new URL('https://pay.example.com/')])
      expect(isSafeWebUrl(value)).toBe(false)
  })
})

describe('the contract refuses an on-ramp URL that is not a web page', () => {
  it.each(hostileUrls)('POST /v1/generators/onrampurl answering %j fails its schema', (url) => {
    expect(blockchainContract.onrampUrl.response.safeParse({ url }).success).toBe(false)
  })

  it.each(webPages)('answering %j passes', (url) => {
    expect(blockchainContract.onrampUrl.response.safeParse({ url }).success).toBe(true)
  })
})

describe("the frame's addresses that Portico opens are web pages", () => {
  it.each(hostileUrls)('get social redirect uri, get farcaster uri and the social result refuse %j', (url) => {
    expect(frameEvents.getSocialRedirectUri.success.safeParse({ uri: url }).success).toBe(false)
    expect(frameEvents.getFarcasterUri.success.safeParse({ url }).success).toBe(false)
    expect(socialResultMessage.safeParse({ resultUri: url }).success).toBe(false)
  })
})
