// Signs in to the embedded wallet by email on a real store, as a visitor does: the modal opened
// (the api and its flows arrive with it), the device approved from the fake frame's inbox, the
// email sent, the code typed. What follows (the connection) is the caller's to wait for.
import type { UnknownAction } from '@reduxjs/toolkit'
import { expect, vi } from 'vitest'
import { codeSubmitted, emailSubmitted } from '../../src/features/embeddedWallet/actions'
import { openRequested } from '../../src/features/modal/actions'
import type { FakeAuth } from '../../mocks/frame/fakeAuth'
import type { porticoForTest } from './portico'
import { flowStep } from './waits'

export async function signInByEmail(
  p: ReturnType<typeof porticoForTest>,
  auth: FakeAuth,
  email: string,
  open: UnknownAction = openRequested(),
) {
  p.store.dispatch(open)
  await vi.waitFor(() => expect(p.state().services.apiAttached).toBe(true))
  auth.approveDevice(email)
  p.store.dispatch(emailSubmitted({ email }))
  await vi.waitFor(() => expect(p.state().emailLogin?.step).toBe('code'), flowStep)
  p.store.dispatch(codeSubmitted({ code: auth.inbox(email).at(-1)!.value }))
}
