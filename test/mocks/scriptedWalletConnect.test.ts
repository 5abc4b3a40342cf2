import { describe, expect, it } from 'vitest'
import { fixtures } from '../../mocks/db/fixtures'
import { createScriptedWalletConnect, scriptedPairingUri } from '../../mocks/wallets/scriptedWalletConnect'
import { toWalletError } from '../../src/connectors/walletErrors'
import { mainnet, polygon } from '../../src/networks'

const now = () => Date.parse(fixtures.now)
const wcUri = /^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}&expiryTimestamp=\d{10}$/

describe('the scripted WalletConnect connector', () => {
  it('hands out well-formed v2 pairing URIs, the same for the same call, another for the next', () => {
    expect(scriptedPairingUri(0, now())).toMatch(wcUri)
    expect(scriptedPairingUri(0, now())).toBe(scriptedPairingUri(0, now()))
    expect(scriptedPairingUri(1, now())).not.toBe(scriptedPairingUri(0, now()))
    expect(scriptedPairingUri(0, now())).toContain(`expiryTimestamp=${now() / 1000 + 240}`)
  })

  it("'decline' rejects with code 5000, a user rejection (section 8)", async () => {
    const wc = createScriptedWalletConnect({ script: 'decline', now })
    const uris: string[] = []
    const error = await wc.connector.connect({ onUri: (uri) => uris.push(uri) }).catch((e: unknown) => e)
    expect(uris).toHaveLength(1)
    expect(toWalletError(error)).toMatchObject({ kind: 'userRejected', code: 5000, message: 'User rejected.' })
  })

  it("'fail' rejects with a section 8 message", async () => {
    const wc = createScriptedWalletConnect({ script: 'fail', now })
    await expect(wc.connector.connect({})).rejects.toThrow('Sign Client not initialized')
  })

  it("'unreachable' hands out no URI and rejects as the connector does for a relay it cannot reach", async () => {
    const wc = createScriptedWalletConnect({ script: 'unreachable', now })
    const uris: string[] = []
    const error = await wc.connector.connect({ onUri: (uri) => uris.push(uri) }).catch((e: unknown) => e)
    expect(uris).toEqual([])
    expect(toWalletError(error).kind).toBe('relayUnreachable')
  })

  it("'approve' connects eip155 on the given network, and Solana when asked", async () => {
    const wc = createScriptedWalletConnect({ script: 'approve', caipNetworkId: 'eip155:137', solana: true, now })
    const result = await wc.connector.connect({})
    expect(result.caipAddress).toBe(`eip155:137:${fixtures.account}`)
    expect(Object.keys(result.namespaces ?? {})).toEqual(['eip155', 'solana'])
    expect(wc.connector.sessionInfo?.()?.chains).toEqual({ eip155: ['eip155:137'], solana: [fixtures.solanaChainId] })
  })

  it("'wait' stays pending; a newer pairing supersedes it, and replaceUri gives the live one a new URI", async () => {
    const wc = createScriptedWalletConnect({ script: ['wait', 'wait'], now })
    const first: string[] = []
    const second: string[] = []
    let settled = false
    void wc.connector.connect({ onUri: (uri) => first.push(uri) }).finally(() => (settled = true))
    await Promise.resolve()
    void wc.connector.connect({ onUri: (uri) => second.push(uri) })
    await new Promise((r) => setTimeout(r, 0))
    wc.replaceUri()
    wc.approve()
    await new Promise((r) => setTimeout(r, 0))
    expect(settled).toBe(false)
    expect([first.length, second.length]).toEqual([1, 2])
    expect(wc.pairings).toBe(2)
  })

  it('switches only inside the session, as wallet_switchEthereumChain answers outside it', async () => {
    const wc = createScriptedWalletConnect({ script: 'approve', now })
    await expect(wc.connector.switchNetwork(polygon)).rejects.toThrow('Please call connect() before request()')
    await wc.connector.connect({})
    await expect(wc.connector.switchNetwork(mainnet)).resolves.toBeUndefined()
    await expect(wc.connector.switchNetwork(polygon)).rejects.toMatchObject({ code: 4902 })
  })
})
