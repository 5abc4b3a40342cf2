// The embedded wallet's email update on a real store (section 4), through the auth connector and
// the fake frame: the code to the address in use, then the code to the new address, then the new
// email stored and shown, the account unchanged; a wrong code keeps its step with the frame's
// words; an address the frame refuses stays on the form; leaving the view stops the update.
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createAuthConnector } from '../../src/connectors/auth/authConnector'
import {
  emailUpdateCancelled,
  emailUpdateCodeSubmitted,
  emailUpdateSubmitted,
} from '../../src/features/embeddedWallet/actions'
import { emailUpdateUnavailable } from '../../src/features/embeddedWallet/emailUpdateFlow'
import { storageLoginCache } from '../../src/features/embeddedWallet/loginCache'
import { selectEmailUpdate, selectEmbeddedAccount } from '../../src/features/embeddedWallet/selectors'
import { openRequested } from '../../src/features/modal/actions'
import { popped, pushed } from '../../src/features/modal/routerSlice'
import { anvil } from '../../src/networks'
import { userKey } from '../../mocks/frame/frameWallet'
import { connectedPair, secret, type MemoryFrameOptions } from '../frame/support/framePair'
import { porticoForTest } from '../support/portico'
import { signInByEmail } from '../support/emailSignIn'
import { flowStep } from '../support/waits'

const email = 'visitor@example.com'
const newEmail = 'moved@example.com'

/** Signed in by email, on UpdateEmail; `frame` is read again whenever the frame is put in the page. */
async function signedIn(frame: MemoryFrameOptions = {}) {
  const pair = connectedPair(frame)
  const p = porticoForTest({ networks: [anvil()] })
  p.registry.add(
    createAuthConnector({ frame: async () => pair.client, chainId: 31337, cache: storageLoginCache(p.storage) }),
  )
  await signInByEmail(p, pair.auth, email)
  await vi.waitFor(() => expect(selectEmbeddedAccount(p.store.getState()).account?.email).toBe(email), flowStep)
  // Connecting closed the modal: the visitor opens it again (Account) and turns to the email.
  p.store.dispatch(openRequested())
  p.store.dispatch(pushed({ view: 'UpdateEmail' }))
  const update = () => selectEmailUpdate(p.store.getState())
  const lastCode = (to: string) => pair.auth.inbox(to).at(-1)!.value
  return { p, pair, update, lastCode }
}

describe('section 4: the email update — the code to the address in use, then to the new one, then stored', () => {
  it('moves the account to the new email: stored, shown, same address', async () => {
    const { p, update, lastCode } = await signedIn()
    const address = p.state().account.eip155?.caipAddress
    p.store.dispatch(emailUpdateSubmitted({ email: newEmail }))
    await vi.waitFor(() => expect(update()).toMatchObject({ step: 'currentCode', newEmail }))
    p.store.dispatch(emailUpdateCodeSubmitted({ code: lastCode(email) }))
    await vi.waitFor(() => expect(update().step).toBe('newCode'))
    p.store.dispatch(emailUpdateCodeSubmitted({ code: lastCode(newEmail) }))
    await vi.waitFor(() => expect(update()).toMatchObject({ step: 'done', newEmail }))
    await vi.waitFor(() => expect(selectEmbeddedAccount(p.store.getState()).account?.email).toBe(newEmail))
    expect(await p.storage.get('embeddedEmail')).toBe(newEmail)
    expect(p.state().account.eip155?.caipAddress).toBe(address)
    expect(address).toBe(`eip155:31337:${privateKeyToAccount(userKey(secret, email)).address}`)
  })

  it("a wrong code keeps its step with the frame's words; the right one goes on", async () => {
    const { p, update, lastCode } = await signedIn()
    p.store.dispatch(emailUpdateSubmitted({ email: newEmail }))
    await vi.waitFor(() => expect(update().step).toBe('currentCode'))
    p.store.dispatch(emailUpdateCodeSubmitted({ code: '000000' }))
    await vi.waitFor(() =>
      expect(update()).toMatchObject({ step: 'currentCode', error: 'Invalid code', verifying: false }),
    )
    p.store.dispatch(emailUpdateCodeSubmitted({ code: lastCode(email) }))
    await vi.waitFor(() => expect(update()).toMatchObject({ step: 'newCode', error: undefined }))
    p.store.dispatch(emailUpdateCodeSubmitted({ code: '000000' }))
    await vi.waitFor(() => expect(update()).toMatchObject({ step: 'newCode', error: 'Invalid code' }))
  })

  it('an address the frame refuses stays on the form with its words', async () => {
    const { p, update } = await signedIn()
    p.store.dispatch(emailUpdateSubmitted({ email }))
    await vi.waitFor(() => expect(update()).toMatchObject({ step: 'idle', error: 'This is already your email' }))
  })

  it('leaving the view (or "Use another email") stops the update: a code typed after is not sent', async () => {
    const { p, pair, update, lastCode } = await signedIn()
    p.store.dispatch(emailUpdateSubmitted({ email: newEmail }))
    await vi.waitFor(() => expect(update().step).toBe('currentCode'))
    p.store.dispatch(emailUpdateCancelled())
    expect(update().step).toBe('idle')
    p.store.dispatch(emailUpdateCodeSubmitted({ code: lastCode(email) }))
    expect(update().verifying).toBe(false)
    expect(pair.auth.inbox(newEmail)).toEqual([])

    p.store.dispatch(emailUpdateSubmitted({ email: newEmail }))
    await vi.waitFor(() => expect(update().step).toBe('currentCode'))
    p.store.dispatch(popped())
    await vi.waitFor(() => expect(update().step).toBe('idle'))
  })

  it("section 8: a frame that never loads says so in section 8's words, not 'Something went wrong'", async () => {
    const frame: MemoryFrameOptions = {}
    const { p, pair, update } = await signedIn(frame)
    // The frame taken down, as its client does on a load timeout: the update puts a new one in
    // the page, which never loads (its 20 s at a thousandth of the time: 20 ms).
    Object.assign(frame, { neverLoads: true, timeScale: 0.001 })
    pair.client.destroy()
    p.store.dispatch(emailUpdateSubmitted({ email: newEmail }))
    await vi.waitFor(() => expect(update()).toMatchObject({ step: 'idle', error: 'alert.iframeLoadFailed.short' }))
  })

  it('a wallet that cannot move its account says so', async () => {
    const p = porticoForTest({ networks: [anvil()] })
    p.store.dispatch(openRequested())
    await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
    p.store.dispatch(emailUpdateSubmitted({ email: newEmail }))
    await vi.waitFor(() =>
      expect(selectEmailUpdate(p.store.getState())).toMatchObject({ step: 'idle', error: emailUpdateUnavailable }),
    )
  })
})
