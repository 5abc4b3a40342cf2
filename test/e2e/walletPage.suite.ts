// The demo's WalletConnect wallet page in Chromium, paired with a sign-client dapp running here
// in the test: the user pairs, approves, signs and disconnects with the page's own controls, and
// the dapp sees each answer through the local relay.
import { AxeBuilder } from '@axe-core/playwright'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { sdkStartupPassBegun } from '../../mocks/wallets/walletConnect'
import { closeClients, createDapp, nextDappEvent, type Dapp } from '../relay/peers'
import { eip155Namespace, settledLater } from '../relay/headlessWalletPeers'
import { demoAddress, eventually, expectText } from './support/demo'
import {
  accountsSection,
  connectionRequests,
  pairWith,
  proposalOf,
  requestWith,
  sessionsSection,
  sessionWith,
  uriBox,
  walletPageBrowserPerFile,
} from './support/walletPage'

const openWalletPage = walletPageBrowserPerFile()
const dappName = 'Portico test dapp'
let dapp: Dapp | undefined

afterEach(async () => {
  if (dapp) await closeClients(dapp.core)
  dapp = undefined
})

/** A dapp in this process asking for anvil and Ethereum: its pairing URI and the session to come. */
async function proposeFromDapp(methods: string[] = ['personal_sign']) {
  dapp = await createDapp(inject('relayUrl'))
  // Its answer to the page's settle request, sent twice, reaches the page as an error in its console.
  await sdkStartupPassBegun()
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: eip155Namespace(['eip155:31337', 'eip155:1'], methods),
  })
  return { dapp, uri: uri!, approved: settledLater(approval()) }
}

describe('the WalletConnect wallet page', () => {
  it('pairs with a pasted URI and, on Approve, gives the dapp a session with the first account on the chains it asked', async () => {
    const { page } = await openWalletPage()
    const { uri, approved } = await proposeFromDapp()

    const started = performance.now()
    await pairWith(page, uri)
    const proposal = proposalOf(page, dappName)
    await expectText(proposal, /Anvil \(eip155:31337\)/)
    await expectText(proposal, /Ethereum \(eip155:1\)/)
    await proposal.getByRole('button', { name: 'Approve' }).click()
    const session = await approved
    console.log(
      `[wallet page] Pair pressed to approved session (two clicks in Chromium): ${(performance.now() - started).toFixed(0)} ms`,
    )

    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${demoAddress}`, `eip155:1:${demoAddress}`])
    await expectText(sessionWith(page, dappName), /Anvil \(eip155:31337\), Ethereum \(eip155:1\)/)
    await expectText(connectionRequests(page), 'None waiting.')
  })

  it('signs a personal_sign approved on the page; viem verifies the signature for the account', async () => {
    const { page } = await openWalletPage()
    const { dapp, uri, approved } = await proposeFromDapp()
    await pairWith(page, uri)
    await proposalOf(page, dappName).getByRole('button', { name: 'Approve' }).click()
    const { topic } = await approved

    const message = 'Sign in to Portico from the wallet page'
    const requested = performance.now()
    const signature = dapp.request<Hex>({
      topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [stringToHex(message), demoAddress] },
    })
    // The page shows the message as text, not as the hex the dapp sent.
    await requestWith(page, message).getByRole('button', { name: 'Approve' }).click()
    const signed = await signature
    console.log(
      `[wallet page] personal_sign request to answer (one click in Chromium): ${(performance.now() - requested).toFixed(0)} ms`,
    )

    expect(await verifyMessage({ address: demoAddress, message, signature: signed })).toBe(true)
  })

  it('Disconnect on the page ends the session: the dapp sees session_delete', async () => {
    const { page } = await openWalletPage()
    const { dapp, uri, approved } = await proposeFromDapp()
    await pairWith(page, uri)
    await proposalOf(page, dappName).getByRole('button', { name: 'Approve' }).click()
    const { topic } = await approved

    const deleted = nextDappEvent(dapp, 'session_delete')
    await sessionWith(page, dappName).getByRole('button', { name: 'Disconnect' }).click()
    expect((await deleted).topic).toBe(topic)
    await expectText(sessionsSection(page), 'No dapp is connected.')
    expect(dapp.session.getAll()).toEqual([])
  })

  it('Reject on the connection request fails the dapp with 5000 "User rejected."', async () => {
    const { page } = await openWalletPage()
    const { uri, approved } = await proposeFromDapp()
    await pairWith(page, uri)
    await proposalOf(page, dappName).getByRole('button', { name: 'Reject' }).click()
    await expect(approved).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
  })

  it('Add account and Switch chain reach the dapp as session_update and chainChanged', async () => {
    const { page } = await openWalletPage()
    const { dapp, uri, approved } = await proposeFromDapp()
    await pairWith(page, uri)
    await proposalOf(page, dappName).getByRole('button', { name: 'Approve' }).click()
    const { topic } = await approved
    const session = sessionWith(page, dappName)

    const updated = nextDappEvent(dapp, 'session_update')
    await session.getByRole('button', { name: 'Add account' }).click()
    expect((await updated).params.namespaces.eip155?.accounts).toContain(
      'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )

    const changed = nextDappEvent(dapp, 'session_event')
    await session.getByRole('combobox', { name: 'Chain to switch to' }).selectOption('eip155:1')
    await session.getByRole('button', { name: 'Switch chain' }).click()
    expect(await changed).toMatchObject({ topic, params: { event: { name: 'chainChanged' }, chainId: 'eip155:1' } })
    await expectText(session.getByTestId('session-chain'), 'Ethereum (eip155:1)')
  })

  it('a pairing URI the demo tab announces fills in the URI box (demo/walletBridge.ts)', async () => {
    const { context, page } = await openWalletPage()
    const { uri } = await proposeFromDapp()
    // The demo tab: same origin, announcing through the bridge as the dapp side does.
    const demoTab = await context.newPage()
    await demoTab.goto(inject('demoUrl'))
    await demoTab.locator('html[data-demo-ready="true"]').waitFor({ state: 'attached' })
    await demoTab.evaluate((announced) => window.porticoDemo!.announcePairingUri(announced), uri)
    await eventually(() => uriBox(page).inputValue()).toBe(uri)
    await expectText(page.getByRole('status').filter({ hasText: 'demo tab' }), /arrived from the demo tab/)
  })

  it('shows each account with its anvil balance', async () => {
    const { page } = await openWalletPage()
    const first = accountsSection(page).getByRole('listitem').filter({ hasText: demoAddress })
    await expectText(first, /\d+(\.\d+)? ETH/)
  })

  it('passes axe with a session, a pending request and a pending connection request on screen', async () => {
    const { page } = await openWalletPage()
    const first = await proposeFromDapp()
    await pairWith(page, first.uri)
    await proposalOf(page, dappName).getByRole('button', { name: 'Approve' }).click()
    const { topic } = await first.approved
    void first.dapp
      .request({
        topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: [stringToHex('Check me'), demoAddress] },
      })
      .catch(() => undefined)
    await requestWith(page, 'Check me').waitFor()
    const second = await createDapp(inject('relayUrl'))
    try {
      const { uri } = await second.connect({ optionalNamespaces: eip155Namespace(['eip155:1']) })
      await pairWith(page, uri!)
      await proposalOf(page, dappName).waitFor()

      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    } finally {
      await closeClients(second.core)
    }
  })
})
