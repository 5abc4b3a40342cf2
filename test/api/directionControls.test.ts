// Every text a service supplies arrives without direction controls: a symbol or a name carrying
// a right-to-left override (U+202E), an embedding or an isolate would reorder whatever is shown
// after it. The api removes them from every string of every JSON answer it reads, once, before
// the answer reaches the store; what is not text (numbers, flags) and hex stay as sent.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { blockchainApi } from '../../src/api/porticoApi'
import { outcomeOf } from '../../harness/outcome'
import { testStore } from '../../harness/testStore'
import { answerRows } from '../../contracts/real/answers'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const account = '0x1111111111111111111111111111111111111111'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('texts in an answer reach the client without direction controls', () => {
  it('a balance whose symbol and name carry them: the texts without, the rest as sent', async () => {
    server.use(
      http.get(`https://rpc.walletconnect.org/v1/account/${account}/balance`, () =>
        HttpResponse.json({
          balances: [
            {
              name: '\u202AUSD\u202C Coin\u200F',
              symbol: '\u202EUSDC',
              chainId: 'eip155:1',
              address: usdc,
              value: 12.5,
              price: 1,
              quantity: { decimals: '6', numeric: '12.5' },
              iconUrl: 'https://icons.example/\u2067usdc\u2069.png',
            },
          ],
        }),
      ),
    )
    const outcome = await outcomeOf(
      testStore(),
      blockchainApi.endpoints.balance.initiate({
        params: { address: account },
        query: { currency: 'usd', chainId: 'eip155:1' },
      }),
    )
    expect(outcome.data).toEqual({
      balances: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          address: usdc,
          value: 12.5,
          price: 1,
          quantity: { decimals: '6', numeric: '12.5' },
          iconUrl: 'https://icons.example/usdc.png',
        },
      ],
    })
  })

  it("a history page whose transfer's symbol carries a right-to-left override reads as the page without it", async () => {
    const real = answerRows.find((row) => row.endpoint === 'blockchain.history' && /Zerion send/.test(row.case))!
    const clean = structuredClone(real.answer) as { data: { transfers: { fungible_info: { symbol: string } }[] }[] }
    const hostile = structuredClone(clean)
    hostile.data[0]!.transfers[0]!.fungible_info.symbol = `\u202E${clean.data[0]!.transfers[0]!.fungible_info.symbol}`
    const pageOf = async (answer: typeof clean) => {
      server.use(
        http.get(`https://rpc.walletconnect.org/v1/account/${account}/history`, () => HttpResponse.json(answer)),
      )
      return outcomeOf(testStore(), blockchainApi.endpoints.history.initiate({ params: { account } }))
    }
    const read = await pageOf(hostile)
    expect(JSON.stringify(read.data)).not.toContain('\u202E')
    expect(read).toEqual(await pageOf(clean))
  })
})
