// Sign in with the wallet on a real store (section 4), with a wallet that signs with a real key
// and Portico's default session store (its storage, each signature verified): no session opens
// SIWXSignMessage, signing keeps a verified session and closes the modal, a reload asks nothing;
// a decline says so; cancel closes (not required) or disconnects (required), and a required sign
// view cannot be closed; another account is asked again, a known one is not (no loops); a store
// that fails to start, or refuses, says so in the spec's words.
import { generatePrivateKey } from 'viem/accounts'
import type { Hex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type { SiwxConfig } from '../../src/siwx/types'
import { connectRequested } from '../../src/features/connection/actions'
import { closeRequested } from '../../src/features/modal/actions'
import {
  siwxCancelled,
  siwxSignOutRequested,
  siwxSignRequested,
  siwxSignInRequested,
} from '../../src/features/siwx/actions'
import { siwxMessages } from '../../src/features/siwx/messages'
import { siwxStoreAnswerMs } from '../../src/features/siwx/storeBound'
import { snackbarAutoCloseMs } from '../../src/features/snackbar/snackbarFlow'
import { selectSiwx } from '../../src/features/siwx/selectors'
import { memoryStore } from '../../src/store/storage/porticoStorage'
import { signingWallet } from '../support/signingWallet'
import { signInByEmail } from '../support/emailSignIn'
import { connectedPair } from '../frame/support/framePair'
import { demoChainForFile } from '../support/demoChainForFile'
import { flowStep, flowSteps } from '../support/waits'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import { selectEmbeddedAccount } from '../../src/features/embeddedWallet/selectors'
import { anvil } from '../../src/networks'
import { porticoForTest } from '../support/portico'

async function connected(siwx: SiwxConfig = {}, kv = memoryStore(), keys?: Hex[]) {
  const p = porticoForTest({ siwx }, { kv })
  const signer = signingWallet(keys)
  p.registry.add(signer.wallet.connector)
  p.store.dispatch(connectRequested({ connectorId: signer.wallet.connector.info.id }))
  await vi.waitFor(() => expect(p.state().account.eip155?.status).toBe('connected'))
  const siwxState = () => selectSiwx(p.store.getState())
  const view = () => p.state().router.history.at(-1)?.view
  return { p, signer, siwxState, view, kv }
}

/** A host's session store that throws on read (section 8's initialization problem). */
const unreadableSessions = (why: string) => ({
  get: async () => {
    throw new Error(why)
  },
  add: async () => {},
  revoke: async () => {},
  set: async () => {},
})

const chain = demoChainForFile()

describe('section 4: sign in with the wallet', () => {
  it('no session: SIWXSignMessage opens; signed, the session is kept and the modal closes; a reload asks nothing', async () => {
    const keys = [generatePrivateKey()]
    const { p, siwxState, view, kv } = await connected({}, memoryStore(), keys)
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(p.state().modal.open).toBe(true)
    expect(siwxState().status).toBe('signatureNeeded')
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwxState().status).toBe('signedIn'))
    expect(p.state().modal.open).toBe(false)
    expect(await p.storage.get('siwxSessions')).toHaveLength(1)

    const again = await connected({}, kv, keys)
    await vi.waitFor(() => expect(again.siwxState().status).toBe('signedIn'))
    expect(again.p.state().modal.open).toBe(false)
  })

  it('declined: the view stays with "Signature declined"; Sign again signs in', async () => {
    const { p, signer, siwxState, view } = await connected()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    signer.decline(true)
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() =>
      expect(siwxState()).toMatchObject({ status: 'signatureNeeded', error: siwxMessages.declined }),
    )
    expect(view()).toBe('SIWXSignMessage')
    signer.decline(false)
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwxState().status).toBe('signedIn'))
  })

  it('not required: Cancel closes, and the same account is not asked again; another account is', async () => {
    const { p, signer, siwxState, view } = await connected()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    p.store.dispatch(siwxCancelled())
    await vi.waitFor(() => expect(p.state().modal.open).toBe(false))
    expect(p.state().account.eip155?.status).toBe('connected')
    signer.switchTo(1)
    await vi.waitFor(() => expect(siwxState().caipAddress).toBe(`eip155:1:${signer.accounts[1]!.address}`))
    await vi.waitFor(() => expect(p.state().modal.open).toBe(true))
    expect(view()).toBe('SIWXSignMessage')
  })

  it('required: the sign view cannot be closed, and Cancel disconnects', async () => {
    const { p, view } = await connected({ required: true })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    p.store.dispatch(closeRequested())
    expect(p.state().modal.open).toBe(true)
    expect(view()).toBe('SIWXSignMessage')
    p.store.dispatch(siwxCancelled())
    await vi.waitFor(() => expect(p.state().account.eip155?.status ?? 'disconnected').toBe('disconnected'))
    expect(view()).toBe('Connect')
  })

  it('not required: Cancel while the wallet never signs closes with no session, and signing in again signs in', async () => {
    // "Continue in {wallet}" on SIWXSignMessage is the visitor deciding in their wallet; Cancel is
    // its way out, and section 4's outcome where SIWX is not required is a close, still connected.
    const { p, signer, siwxState, view } = await connected()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    const signs = signer.wallet.connector.signMessage
    let late: ((signature: string) => void) | undefined
    signer.wallet.connector.signMessage = () => new Promise((resolve) => (late = resolve))
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwxState().status).toBe('signing'))
    // The wallet is asked, and never answers.
    await vi.waitFor(() => expect(late).toBeDefined())

    p.store.dispatch(siwxCancelled())
    await vi.waitFor(() => expect(p.state().modal.open).toBe(false))
    expect(p.state().account.eip155?.status).toBe('connected')
    expect(await p.storage.get('siwxSessions')).toBeFalsy()
    // The attempt ended as if never made: Sign can be pressed again, and a signature the wallet
    // gives afterwards signs no one in.
    await vi.waitFor(() => expect(siwxState().status).toBe('signatureNeeded'))
    late!(`0x${'11'.repeat(65)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(siwxState().status).toBe('signatureNeeded')
    expect(await p.storage.get('siwxSessions')).toBeFalsy()

    signer.wallet.connector.signMessage = signs
    p.store.dispatch(siwxSignInRequested())
    expect(view()).toBe('SIWXSignMessage')
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwxState().status).toBe('signedIn'))
    expect(p.state().modal.open).toBe(false)
  })

  it('required: Cancel while the wallet never signs disconnects, and the next connection signs in', async () => {
    // Section 4: where SIWX is required, Cancel disconnects and goes to Connect.
    const { p, signer, siwxState, view } = await connected({ required: true })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    const signs = signer.wallet.connector.signMessage
    signer.wallet.connector.signMessage = () => new Promise(() => {})
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwxState().status).toBe('signing'))

    p.store.dispatch(siwxCancelled())
    await vi.waitFor(() => expect(p.state().account.eip155?.status ?? 'disconnected').toBe('disconnected'))
    expect(view()).toBe('Connect')

    signer.wallet.connector.signMessage = signs
    p.store.dispatch(connectRequested({ connectorId: signer.wallet.connector.info.id }))
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwxState().status).toBe('signedIn'))
  })

  it('switching accounts re-checks: the new account signs in; back to the first, its session is found (no loop)', async () => {
    const { p, signer, siwxState, view } = await connected()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwxState().status).toBe('signedIn'))
    signer.switchTo(1)
    await vi.waitFor(() => expect(siwxState()).toMatchObject({ status: 'signatureNeeded' }))
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() =>
      expect(siwxState()).toMatchObject({ status: 'signedIn', caipAddress: `eip155:1:${signer.accounts[1]!.address}` }),
    )
    signer.switchTo(0)
    await vi.waitFor(() =>
      expect(siwxState()).toMatchObject({ status: 'signedIn', caipAddress: `eip155:1:${signer.accounts[0]!.address}` }),
    )
    expect(p.state().modal.open).toBe(false)
    expect(await p.storage.get('siwxSessions')).toHaveLength(2)
  })

  it('a session store that cannot start: "A problem occurred while trying initialize authentication", then disconnect', async () => {
    const sessions = unreadableSessions('the server is down')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const p = porticoForTest({ siwx: { sessions } })
      const signer = signingWallet()
      p.registry.add(signer.wallet.connector)
      p.store.dispatch(connectRequested({ connectorId: signer.wallet.connector.info.id }))
      await vi.waitFor(() => expect(p.state().snackbar.message).toBe('snackbar.siwxInitFailed'))
      await vi.waitFor(() => expect(p.state().account.eip155?.status ?? 'disconnected').toBe('disconnected'))
      expect(signer.wallet.calls.map((c) => c.method)).toContain('disconnect')
    } finally {
      error.mockRestore()
    }
  })

  it('the problem is said where the visitor is: a closed modal opens on Connect with the words, which stay until it closes', async () => {
    const sessions = unreadableSessions('the session store cannot be read')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      // A host's own connect (or a reload's restore): the modal is closed when the store fails.
      const p = porticoForTest({ siwx: { sessions } })
      const signer = signingWallet()
      p.registry.add(signer.wallet.connector)
      expect(p.state().modal.open).toBe(false)
      p.store.dispatch(connectRequested({ connectorId: signer.wallet.connector.info.id }))
      await vi.waitFor(() => expect(p.state().account.eip155?.status ?? 'disconnected').toBe('disconnected'))
      await vi.waitFor(() =>
        expect(p.state().snackbar).toMatchObject({ open: true, message: 'snackbar.siwxInitFailed', variant: 'error' }),
      )
      expect(p.state().modal.open).toBe(true)
      expect(p.state().router.history.at(-1)?.view).toBe('Connect')
      // Long enough to read: still said after the time a message closes by itself.
      await new Promise((resolve) => setTimeout(resolve, snackbarAutoCloseMs + 200))
      expect(p.state().snackbar.open).toBe(true)
      p.store.dispatch(closeRequested())
      await vi.waitFor(() => expect(p.state().modal.open).toBe(false))
      expect(p.state().snackbar.open).toBe(false)
    } finally {
      error.mockRestore()
    }
  })

  it("a host's store that refuses the session: its words in the view, the account still connected", async () => {
    const sessions = {
      get: async () => [],
      add: async () => {
        throw new Error('Nonce already used')
      },
      revoke: async () => {},
      set: async () => {},
    }
    const { p, siwxState, view } = await connected({ sessions })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() =>
      expect(siwxState()).toMatchObject({ status: 'signatureNeeded', error: 'Nonce already used' }),
    )
    expect(p.state().account.eip155?.status).toBe('connected')
  })

  it("a host's store that never keeps the signed session: section 8's initialization words at the store's 10 s, not before; Sign again signs in", async () => {
    let keeps = false
    const kept: unknown[] = []
    const sessions = {
      get: async () => [],
      add: (session: unknown) => (keeps ? Promise.resolve(void kept.push(session)) : new Promise<void>(() => {})),
      revoke: async () => {},
      set: async () => {},
    }
    const { p, siwxState, view } = await connected({ sessions })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      p.store.dispatch(siwxSignRequested())
      await vi.advanceTimersByTimeAsync(siwxStoreAnswerMs - 1)
      expect(siwxState().status).toBe('signing')
      await vi.advanceTimersByTimeAsync(1)
      expect(siwxState()).toMatchObject({ status: 'signatureNeeded', error: siwxMessages.initFailed })
    } finally {
      vi.useRealTimers()
    }
    keeps = true
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwxState().status).toBe('signedIn'))
    expect(kept).toHaveLength(1)
  })

  it('signing out revokes the session; where signing in is required, the account goes too', async () => {
    const { p, siwxState, view } = await connected({ required: true })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    p.store.dispatch(siwxSignRequested())
    await vi.waitFor(() => expect(siwxState().status).toBe('signedIn'))
    p.store.dispatch(siwxSignOutRequested())
    await vi.waitFor(() => expect(p.state().account.eip155?.status ?? 'disconnected').toBe('disconnected'))
    expect(await p.storage.get('siwxSessions')).toEqual([])
  })

  it('signing in on demand opens the sign view; without an account it says why', async () => {
    const { p, view } = await connected()
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    p.store.dispatch(siwxCancelled())
    await vi.waitFor(() => expect(p.state().modal.open).toBe(false))
    p.store.dispatch(siwxSignInRequested())
    expect(p.state().modal.open).toBe(true)
    expect(view()).toBe('SIWXSignMessage')
  })

  it(
    "a smart account whose signature the store refuses: 'This application might not support Smart Accounts.'",
    // signInByEmail's two steps (the api's arrival and the frame's), then these three.
    flowSteps(5),
    async () => {
      const pair = connectedPair({ rpcUrl: chain().url, smartAccounts: { networks: [31337], faucet: true } })
      const refusing = {
        get: async () => [],
        add: async () => {
          throw new Error('Invalid signature')
        },
        revoke: async () => {},
        set: async () => {},
      }
      const p = porticoForTest({ networks: [anvil(chain().url)], siwx: { sessions: refusing } })
      p.registry.add(createAuthConnector({ frame: async () => pair.client, chainId: 31337 }))
      await signInByEmail(p, pair.auth, 'smart-siwx@example.com')
      await vi.waitFor(
        () => expect(selectEmbeddedAccount(p.store.getState()).account?.current).toBe('smartAccount'),
        flowStep,
      )
      await vi.waitFor(() => expect(selectSiwx(p.store.getState()).status).toBe('signatureNeeded'), flowStep)
      p.store.dispatch(siwxSignRequested())
      await vi.waitFor(
        () => expect(selectSiwx(p.store.getState()).error).toBe(siwxMessages.smartAccountDeclined),
        flowStep,
      )
    },
  )
})
