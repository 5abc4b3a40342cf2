// Section 4, 5, 6 and 8's embedded-wallet rules on a real store, through the auth connector and
// the fake frame: a method the embedded wallet never takes is "Action not allowed" 300 ms after;
// leaving the approval aborts the signature the frame still asks for (and tells the frame); an
// answer that must be a hash or signature and is not is refused; and with nothing stored the
// frame is asked for section 6's default account type.
import { describe, expect, it, vi } from 'vitest'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import type { FrameClient } from '../../src/frame/frameClient'
import { closeRequested, openRequested } from '../../src/features/modal/actions'
import { pushed } from '../../src/features/modal/routerSlice'
import { actionNotAllowedDelayMs } from '../../src/features/embeddedWallet/requestNotAllowedFlow'
import { connectedPair } from '../frame/support/framePair'
import { porticoForTest } from '../support/portico'
import { signInByEmail } from '../support/emailSignIn'
import { flowStep } from '../support/waits'
import { anvil } from '../../src/networks'
import type { Eip1193Provider } from '../../src/connectors/eip1193Provider'

const email = 'visitor@example.com'

async function signedIn() {
  const pair = connectedPair()
  const p = porticoForTest({ networks: [anvil()] })
  p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
  await signInByEmail(p, pair.auth, email)
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'), flowStep)
  const provider = p.registry.get('auth')!.getProvider() as Eip1193Provider
  return { p, pair, provider }
}

describe('section 8: a method the embedded wallet never takes', () => {
  it('is refused with "Requested RPC call is not allowed", and "Action not allowed" shows 300 ms after, the modal opened for it', async () => {
    const { p, provider } = await signedIn()
    p.store.dispatch(closeRequested())
    await vi.waitFor(() => expect(p.state().modal.open).toBe(false))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const refusedAt = performance.now()
    await expect(provider.request({ method: 'eth_sign', params: ['0x0', '0x00'] })).rejects.toMatchObject({
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
    expect(errors).toHaveBeenCalledWith('Requested RPC call is not allowed', { method: 'eth_sign' })
    errors.mockRestore()
    await vi.waitFor(() =>
      expect(p.state().snackbar).toMatchObject({ open: true, message: 'snackbar.actionNotAllowed' }),
    )
    expect(performance.now() - refusedAt).toBeGreaterThanOrEqual(actionNotAllowedDelayMs - 5)
    expect(p.state().snackbar.variant).toBe('error')
    expect(p.state().modal.open).toBe(true)
  })
})

describe('section 4: leaving the approval aborts what the frame still asks', () => {
  it('the signature rejects with "Request was aborted", and the frame is told (RPC_ABORT) and drops its approval', async () => {
    const { p, pair, provider } = await signedIn()
    pair.wallet.setMode('manual')
    p.store.dispatch(openRequested())
    p.store.dispatch(pushed({ view: 'ApproveTransaction' }))
    const signing = provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', p.state().account.eip155!.address],
    })
    await vi.waitFor(() => expect(pair.wallet.approvals.pending()).toHaveLength(1))
    // Forced, as a host may (section 2): the view is left with the wallet still asking.
    p.store.dispatch(closeRequested({ force: true }))
    await expect(signing).rejects.toThrow('Request was aborted')
    await vi.waitFor(() => expect(pair.wallet.approvals.pending()).toEqual([]))
  })

  it('a view left after its answer aborts nothing', async () => {
    const { p, pair, provider } = await signedIn()
    p.store.dispatch(openRequested())
    p.store.dispatch(pushed({ view: 'ApproveTransaction' }))
    const signature = await provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', p.state().account.eip155!.address],
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    const sent = vi.spyOn(pair.client, 'signal')
    p.store.dispatch(closeRequested({ force: true }))
    await vi.waitFor(() => expect(p.state().modal.open).toBe(false))
    expect(sent).not.toHaveBeenCalled()
  })
})

/** A frame client that records what it is asked and answers from a script. */
function scriptedClient(answers: Partial<Record<string, unknown>>) {
  const asked: { name: string; payload: unknown }[] = []
  const client = {
    initialized: () => {},
    request: (name: string, payload: unknown) => {
      asked.push({ name, payload })
      return Promise.resolve(answers[name])
    },
  } as unknown as FrameClient
  return { client, asked }
}

describe('section 5: an answer that must be a hash or a signature', () => {
  it('is refused when it is not hash-like ("An error occurred"); a real signature passes', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    for (const [answer, outcome] of [
      ['0xsigned', 'refused'],
      [{ signature: '0x' + 'ab'.repeat(65) }, 'refused'],
      ['0x' + 'ab'.repeat(65), 'passes'],
    ] as const) {
      const { client } = scriptedClient({ rpcRequest: answer })
      const provider = createAuthConnector({ frame: async () => client, chainId: 1 }).getProvider() as Eip1193Provider
      const asked = provider.request({ method: 'personal_sign', params: ['0x68', address] })
      if (outcome === 'refused') await expect(asked).rejects.toThrow('An error occurred')
      else await expect(asked).resolves.toBe(answer)
    }
  })
})

describe("section 6: the account type's default reaches the frame", () => {
  it('with nothing stored, get user asks for the smart account on eip155 and the EOA on Solana', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { client, asked } = scriptedClient({
      isConnected: { isConnected: true },
      getUser: { address, chainId: 1 },
    })
    const connector = createAuthConnector({
      frame: async () => client,
      chainId: 1,
      solanaChainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    await connector.connect({}).catch(() => undefined)
    const users = asked.filter((a) => a.name === 'getUser').map((a) => a.payload)
    expect(users[0]).toMatchObject({ chainId: 1, preferredAccountType: 'smartAccount' })
    expect(users[1]).toMatchObject({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', preferredAccountType: 'eoa' })
  })
})
