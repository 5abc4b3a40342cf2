// The analytics event catalogue (sections 7 and 8), pure: a visitor's path (open, pick, connect, switch, send,
// disconnect) reads as its events in order; properties are picked field by field, so an email,
// a code or a signature never reaches one; steps that are not outcomes say nothing.
import { describe, expect, it } from 'vitest'
import { failureWords } from '../../src/api/errors'
import { analyticsCatalogue, analyticsEventOf } from '../../src/features/analytics/eventCatalogue'
import { attemptChanged } from '../../src/features/connection/connectorsSlice'
import {
  connectRequested,
  connectSucceeded,
  disconnectFailed,
  disconnectSucceeded,
  switchNetworkRequested,
} from '../../src/features/connection/actions'
import { codeSubmitted, emailSubmitted } from '../../src/features/embeddedWallet/actions'
import { closed, opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { openRequested } from '../../src/features/modal/actions'
import { onrampFailed } from '../../src/features/onramp/actions'
import { transactionSent } from '../../src/features/send/actions'
import { siwxSignedIn, siwxSignFailed } from '../../src/features/siwx/actions'
import { smartSessionGrantFailed, smartSessionRevokeFailed } from '../../src/features/smartSessions/actions'
import { swapFailed } from '../../src/features/swap/actions'
import { isMessageKey } from '../../src/i18n'
import { swapMessages } from '../../src/features/swap/swapWork'
import { onrampMessages } from '../../src/features/onramp/onrampWork'
import { revokeMessages } from '../../src/features/smartSessions/smartSessionsFlow'
import { batchFailure } from '../../src/features/batches/sendBatch'
import { noAdapterSaid } from '../../src/features/connection/connectedConnector'
import { siwxMessages } from '../../src/features/siwx/messages'
import { snackbarRequested } from '../../src/features/snackbar/snackbarSlice'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('the event catalogue', () => {
  it("a visitor's path reads as its events, in order", () => {
    const path = [
      opened(),
      pushed({ view: 'AllWallets' }),
      connectRequested({ connectorId: 'announced:io.metamask' }),
      attemptChanged({ status: 'connecting', connectorId: 'announced:io.metamask' }),
      connectSucceeded({ connectorId: 'announced:io.metamask', caipAddress: `eip155:1:${address}` }),
      switchNetworkRequested({ caipNetworkId: 'eip155:137' }),
      transactionSent({ hash: '0xabc', caipNetworkId: 'eip155:137' }),
      disconnectSucceeded(),
      closed(),
    ]
    expect(path.map(analyticsEventOf)).toEqual([
      { event: 'MODAL_OPEN', properties: {} },
      { event: 'ALL_WALLETS_OPENED', properties: {} },
      { event: 'SELECT_WALLET', properties: { connectorId: 'announced:io.metamask' } },
      undefined,
      { event: 'CONNECT_SUCCESS', properties: { connectorId: 'announced:io.metamask', caipNetworkId: 'eip155:1' } },
      { event: 'SWITCH_NETWORK', properties: { caipNetworkId: 'eip155:137' } },
      { event: 'TRANSACTION_SENT', properties: { caipNetworkId: 'eip155:137' } },
      { event: 'DISCONNECT_SUCCESS', properties: {} },
      { event: 'MODAL_CLOSE', properties: {} },
    ])
  })

  it('a declined or failed connection is CONNECT_ERROR with its words', () => {
    expect(
      analyticsEventOf(attemptChanged({ status: 'declined', connectorId: 'x', message: 'User rejected the request.' })),
    ).toEqual({
      event: 'CONNECT_ERROR',
      properties: { connectorId: 'x', declined: true, message: 'User rejected the request.' },
    })
  })

  // A flow keeps a timeout ('failure.timedOut') or the visitor's stop ('approve.stopped') as a
  // catalogue key for the views to say in the visitor's language; analytics (section 7) is sent
  // in English whatever that language is.
  it("an error event carries the failure's words, never a catalogue key: English's words for it", () => {
    const timedOut = failureWords({ kind: 'timeout', message: 'Request timed out' })
    const stopped = 'approve.stopped'
    expect(isMessageKey(timedOut)).toBe(true)
    const timedOutWords = 'Request timed out'
    const stoppedWords = 'You stopped waiting for the wallet. If it still asks, reject the request there.'
    const events = [
      swapFailed({ error: timedOut, declined: false }),
      swapFailed({ error: stopped, declined: false }),
      onrampFailed({ error: timedOut }),
      smartSessionRevokeFailed({ pci: 'pci-1', error: timedOut }),
      smartSessionRevokeFailed({ pci: 'pci-1', error: stopped }),
      smartSessionGrantFailed({ id: 'grant-1', error: stopped }),
      siwxSignFailed({ caipAddress: `eip155:1:${address}`, error: timedOut, declined: false }),
      disconnectFailed({ message: timedOut }),
      attemptChanged({ status: 'failed', connectorId: 'x', message: timedOut }),
    ].map(analyticsEventOf)
    expect(events.map((e) => [e?.event, (e?.properties as { message?: string } | undefined)?.message])).toEqual([
      ['SWAP_ERROR', timedOutWords],
      ['SWAP_ERROR', stoppedWords],
      ['BUY_ERROR', timedOutWords],
      ['SMART_SESSION_REVOKE_ERROR', timedOutWords],
      ['SMART_SESSION_REVOKE_ERROR', stoppedWords],
      ['SMART_SESSION_GRANT_ERROR', stoppedWords],
      ['SIWX_AUTH_ERROR', timedOutWords],
      ['DISCONNECT_ERROR', timedOutWords],
      ['CONNECT_ERROR', timedOutWords],
    ])
    // Words that are no key (a wallet's, section 8's) go as they are.
    expect(analyticsEventOf(swapFailed({ error: 'HTTP status code: 503', declined: false }))).toEqual({
      event: 'SWAP_ERROR',
      properties: { declined: false, message: 'HTTP status code: 503' },
    })
  })

  // Swap's, Buy's, a batch's, a revocation's, a connection's and sign-in's own failures, kept by
  // their flows as catalogue keys for the views: the events carrying a message have English's words.
  it("each failure a flow keeps for a view reaches analytics as English's words", () => {
    const events = [
      swapFailed({ error: swapMessages.declined, declined: true }),
      swapFailed({ error: swapMessages.approvalFailed, declined: false }),
      swapFailed({ error: batchFailure('failedOffchain', swapMessages.swapFailed), declined: false }),
      swapFailed({ error: batchFailure('partiallyReverted', swapMessages.swapFailed), declined: false }),
      onrampFailed({ error: onrampMessages.purchaseFailed }),
      smartSessionRevokeFailed({ pci: 'pci-1', error: revokeMessages.walletCannot }),
      attemptChanged({ status: 'failed', connectorId: 'x', message: noAdapterSaid }),
      siwxSignFailed({ caipAddress: `eip155:1:${address}`, error: siwxMessages.declined, declined: true }),
    ].map(analyticsEventOf)
    expect(events.map((e) => [e?.event, (e?.properties as { message?: string } | undefined)?.message])).toEqual([
      ['SWAP_ERROR', 'You declined the swap in the wallet. Nothing was swapped.'],
      ['SWAP_ERROR', 'The approval failed on the chain'],
      ['SWAP_ERROR', 'The wallet did not send the calls. Nothing changed.'],
      ['SWAP_ERROR', 'Some of the calls failed on the chain.'],
      ['BUY_ERROR', 'The provider could not complete the purchase'],
      ['SMART_SESSION_REVOKE_ERROR', 'The connected wallet cannot revoke permissions'],
      ['CONNECT_ERROR', 'Adapter not found'],
      ['SIWX_AUTH_ERROR', 'Signature declined'],
    ])
  })

  it('never an email, a code or a signature in the properties', () => {
    const secrets = ['visitor@example.com', '654321', `0x${'5a'.repeat(65)}`]
    const events = [
      emailSubmitted({ email: secrets[0]! }),
      codeSubmitted({ code: secrets[1]! }),
      siwxSignedIn({ caipAddress: `eip155:1:${address}`, issuedAt: '2026-11-24T00:00:00Z' }),
    ].map(analyticsEventOf)
    expect(events.map((e) => e?.event)).toEqual(['EMAIL_SUBMITTED', 'EMAIL_CODE_SUBMITTED', 'SIWX_AUTH_SUCCESS'])
    const text = JSON.stringify(events)
    for (const secret of secrets) expect(text).not.toContain(secret)
  })

  it("nor in an error event's words: a wallet's or a frame's failure that names them is masked", () => {
    const said = `Could not send the code 654321 to visitor@example.com: signature 0x${'5a'.repeat(65)} refused`
    const event = analyticsEventOf(swapFailed({ error: said, declined: false }))
    expect(event?.event).toBe('SWAP_ERROR')
    expect(event?.properties).toEqual({
      declined: false,
      message: 'Could not send the code [code] to [email]: signature [hex] refused',
    })
  })

  it('what is not an outcome says nothing: an open asked for, a success snackbar, a view other than All Wallets', () => {
    expect(analyticsEventOf(openRequested())).toBeUndefined()
    expect(
      analyticsEventOf(snackbarRequested({ message: 'snackbar.transactionSent', variant: 'success', autoClose: true })),
    ).toBeUndefined()
    expect(analyticsEventOf(pushed({ view: 'Networks' }))).toBeUndefined()
    expect(
      analyticsEventOf(
        snackbarRequested({ message: 'snackbar.transactionsFailed', variant: 'error', autoClose: true }),
      ),
    ).toEqual({ event: 'ERROR_SHOWN', properties: { snackbar: 'snackbar.transactionsFailed' } })
  })

  it('every entry reads a different action or a different part of one', () => {
    const keys = analyticsCatalogue.map((e) => `${e.event}:${String((e.matches as { type?: string }).type)}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
