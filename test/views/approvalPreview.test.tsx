// @vitest-environment jsdom
// ApproveTransaction shows what its request will do (features/preview): the preview its own
// route entry names and no other, its warnings in words (a failure and an unlimited allowance
// interrupt), what moves in section 9's formats with its sign, the allowances it leaves, and a
// preview on its way or not to be had, quietly. In the visitor's language.
import { act, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  change,
  ethLeaves,
  ethSend,
  ready,
  receiver,
  router,
  usdcAllowance,
  usdcContract,
  usdcLeaves,
} from '../../harness/previewFixtures'
import type { ApprovalRequest } from '../../src/features/approvals/approvalRequest'
import { opened } from '../../src/features/modal/modalSlice'
import { pushed } from '../../src/features/modal/routerSlice'
import { previewRequested, previewSettled } from '../../src/features/preview/previewSlice'
import { selectApprovalPreview } from '../../src/features/preview/selectors'
import type { Preview, PreviewWarning } from '../../src/features/preview/previewTypes'
import { localeActivated } from '../../src/features/locale/localeSlice'
import { loadCatalogue } from '../../src/i18n/loadCatalogue'
import { loadedCatalogue } from '../../src/i18n/loadedCatalogues'
import type { RootState } from '../../src/store/state'
import { viewTestMocks } from './support/lifecycle'
import { inShadow, renderModal, viewLoaded } from './support/shadow'
import { ethereum, viewStore, withNetworks, type ViewStore } from './support/store'

viewTestMocks()

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A preview in the store by id, as the preview flow leaves it. */
function hold(setup: ViewStore, id: string, preview: Preview, shows: ApprovalRequest = ethSend) {
  const request = { caipNetworkId: ethereum.caipNetworkId, from: account, calls: [{ to: receiver }] }
  setup.store.dispatch(previewRequested({ id, request, shows }))
  setup.store.dispatch(previewSettled({ id, preview }))
}

/** ApproveTransaction for `approval`, its route entry naming `previewId`, with `previews` in the store. */
async function approving(approval: ApprovalRequest, previewId?: string, previews: Record<string, Preview> = {}) {
  const setup = viewStore()
  withNetworks(setup.store, [ethereum], ethereum)
  for (const [id, preview] of Object.entries(previews)) hold(setup, id, preview, approval)
  setup.store.dispatch(pushed({ view: 'ApproveTransaction', data: { approval, ...(previewId && { previewId }) } }))
  setup.store.dispatch(opened())
  renderModal(setup.store)
  await viewLoaded('ApproveTransaction')
  const group = () => inShadow().queryByRole('group', { name: 'What this will do' })
  return { setup, group, preview: () => within(group()!) }
}

/** The one preview `preview` shows for an ETH send. */
const showing = async (preview: Preview) => (await approving(ethSend, 'p1', { p1: preview })).preview()

describe('the preview is its own request’s', () => {
  it('shows the preview its route entry names, not another request’s in the store', async () => {
    const { preview } = await approving(ethSend, 'p2', { p1: usdcLeaves, p2: ethLeaves })
    expect(preview().getByRole('listitem').textContent).toBe('−0.500 ETH≈ $1,600.00')
    expect(preview().queryByText(/USDC/)).toBeNull()
  })

  it('follows the route: the other request’s entry shows the other preview', async () => {
    const { preview } = await approving(ethSend, 'p1', { p1: usdcLeaves, p2: ethLeaves })
    expect(preview().getByRole('listitem').textContent).toBe('−30.000 USDC≈ $30.00')
  })

  it('shows no preview where the route entry names none, though previews are in the store', async () => {
    const { group } = await approving(ethSend, undefined, { p1: ethLeaves })
    expect(group()).toBeNull()
  })

  it('reads nothing before the preview slice arrives with the api', () => {
    const state = {
      portico: { router: { history: [{ view: 'ApproveTransaction', data: { approval: ethSend, previewId: 'p1' } }] } },
    } as unknown as RootState
    expect(selectApprovalPreview(state)).toBeUndefined()
  })
})

describe('the preview on its way, or not to be had', () => {
  it('loading is one quiet line, a polite status', async () => {
    const status = (await showing({ status: 'loading' })).getByRole('status')
    expect(status.textContent).toBe('Simulating what this request does…')
    expect(status.getAttribute('aria-live')).toBe('polite')
  })

  it.each([
    ['notSupported', 'Preview unavailable: this network’s node cannot simulate requests'],
    ['timedOut', 'Preview unavailable: the network’s node did not answer in time'],
    ['failed', 'Preview unavailable: the simulation could not be run'],
  ] as const)('unavailable (%s) says why', async (reason, words) => {
    expect((await showing({ status: 'unavailable', reason })).getByRole('status').textContent).toBe(words)
  })

  it('the loading line becomes the answer in place, so the change is announced', async () => {
    const { setup, preview } = await approving(ethSend, 'p1', { p1: { status: 'loading' } })
    const status = preview().getByRole('status')
    act(
      () =>
        void setup.store.dispatch(previewSettled({ id: 'p1', preview: { status: 'unavailable', reason: 'failed' } })),
    )
    expect(preview().getByRole('status')).toBe(status)
    expect(status.textContent).toBe('Preview unavailable: the simulation could not be run')
  })
})

describe('each warning in words', () => {
  const cases: [PreviewWarning, string][] = [
    [
      { kind: 'willFail', reason: 'ERC20: transfer amount exceeds balance' },
      'This request will fail: ERC20: transfer amount exceeds balance',
    ],
    [{ kind: 'willFail' }, 'This request will fail'],
    [
      { kind: 'unlimitedApproval', symbol: 'USDC', spender: router },
      'Unlimited approval: 0xCf7E…0Fc9 may move all your USDC, now and later',
    ],
    [{ kind: 'newAddress', address: receiver, role: 'recipient' }, 'You have never sent to 0x7099…79C8 before'],
    [{ kind: 'newAddress', address: router, role: 'spender' }, 'You have never approved 0xCf7E…0Fc9 before'],
    [{ kind: 'onlySends' }, 'This swap only sends tokens away: nothing comes back'],
    [{ kind: 'unexpectedApproval' }, 'This request also grants an allowance'],
    [{ kind: 'unexpectedOutflow' }, 'This request also moves tokens out of your account'],
  ]

  it.each(cases)('%o reads “%s”', async (warning, words) => {
    const preview = await showing(ready({ warnings: [warning] }))
    expect(
      preview.getByText((_, element) => element?.classList.contains('p-preview-warning') ?? false).textContent,
    ).toBe(words)
  })

  it('a failure and an unlimited allowance interrupt (alerts); the others are read in turn', async () => {
    const preview = await showing(ready({ warnings: cases.map(([warning]) => warning) }))
    expect(preview.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This request will fail: ERC20: transfer amount exceeds balance',
      'This request will fail',
      'Unlimited approval: 0xCf7E…0Fc9 may move all your USDC, now and later',
    ])
  })

  it('an address in a warning is shortened, the whole of it in its title', async () => {
    const preview = await showing(ready({ warnings: [{ kind: 'newAddress', address: receiver, role: 'recipient' }] }))
    expect(preview.getByTitle(receiver).textContent).toBe('0x7099…79C8')
  })

  it('warnings come before what moves', async () => {
    const preview = await showing(ready({ ...ethLeaves, warnings: [{ kind: 'unexpectedOutflow' }] }))
    const warning = preview.getByText('This request also moves tokens out of your account')
    const list = preview.getByRole('list')
    expect(warning.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe('what moves, in section 9’s formats', () => {
  it('minus for what leaves, plus for what comes in: 3 decimals, the value in money with 2', async () => {
    const preview = await showing(
      ready({
        changes: [change(usdcContract, 'USDC', 6, '-1234.5678', 1234.5678), change('native', 'ETH', 18, '0.009375')],
      }),
    )
    const rows = within(preview.getByRole('list', { name: 'Changes to your balances' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual(['−1,234.568 USDC≈ $1,234.57', '+0.009 ETH'])
    expect(rows[0]!.className).toContain('p-preview-out')
    expect(rows[1]!.className).toContain('p-preview-in')
  })

  it('an amount too small for 3 decimals still reads as something moving', async () => {
    const preview = await showing(ready({ changes: [change('native', 'ETH', 18, '-0.0004')] }))
    expect(preview.getByRole('listitem').textContent).toBe('−<0.001 ETH')
  })

  it('a token its contract did not name reads by its short address', async () => {
    const preview = await showing(ready({ changes: [change(usdcContract, usdcContract, 0, '-3')] }))
    expect(preview.getByRole('listitem').textContent).toBe('−3.000 0xA0b8…eB48')
  })

  it('the allowances it leaves: an amount, any amount, a whole collection', async () => {
    const preview = await showing(
      ready({
        allowances: [
          usdcAllowance('30'),
          { ...usdcAllowance('unlimited'), spender: receiver },
          { ...usdcAllowance('unlimited'), symbol: 'PUNK', collection: true },
        ],
      }),
    )
    const rows = within(preview.getByRole('list', { name: 'Allowances it leaves' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Allows 0xCf7E…0Fc9 to spend 30.000 USDC',
      'Allows 0x7099…79C8 to spend any amount of USDC',
      'Allows 0xCf7E…0Fc9 to move all your PUNK',
    ])
  })

  it('nothing moving and nothing allowed says so', async () => {
    const preview = await showing(ready({}))
    expect(preview.getByText('No tokens leave or enter your account')).toBeTruthy()
  })

  it('a request that fails moves nothing, and does not say it went through', async () => {
    const preview = await showing(ready({ fails: {}, warnings: [{ kind: 'willFail' }] }))
    expect(preview.queryByText('No tokens leave or enter your account')).toBeNull()
  })
})

describe('a request with no preview', () => {
  it('a name registration is a signature: nothing moves and nothing is approved', async () => {
    const { preview } = await approving({
      kind: 'nameRegistration',
      caipNetworkId: ethereum.caipNetworkId,
      name: 'newcomer.reown.id',
      account,
    })
    expect(preview().getByText('A signature: no tokens move and nothing is approved')).toBeTruthy()
  })
})

describe('the preview in the visitor’s language', () => {
  it('German: its words and its numbers', async () => {
    const { setup } = await approving(ethSend, 'p1', {
      p1: ready({ ...ethLeaves, warnings: [{ kind: 'unlimitedApproval', symbol: 'USDC', spender: router }] }),
    })
    await loadCatalogue('de')
    act(() => void setup.store.dispatch(localeActivated({ tag: 'de', direction: 'ltr' })))
    const de = loadedCatalogue('de')!
    const group = within(inShadow().getByRole('group', { name: de['preview.heading'] }))
    expect(group.getByRole('alert').textContent).toBe(
      'Unbegrenzte Freigabe: 0xCf7E…0Fc9 darf dein gesamtes USDC bewegen, jetzt und später',
    )
    expect(group.getByRole('listitem').textContent).toBe('−0,500 ETH≈ 1.600,00\u00a0$')
  })
})
