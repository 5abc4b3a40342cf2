// The fake frame's approval screen: what the real embedded wallet shows inside its own frame
// when the app asks for a signature or a transaction. Portico makes the frame visible for it
// (in ApproveTransaction's body, or over the page), and the visitor answers here, on the
// frame's origin, where the host page can neither read nor click for them.
import type { PendingRequest } from '../../mocks/wallets/approvals'
import { describeRequest } from '../walletPage/describeRequest'

export interface Approvals {
  pending(): PendingRequest[]
  approve(id: string): boolean
  reject(id: string): boolean
  onChange(listener: () => void): () => void
}

// The card is exactly the frame's box (the slot Portico keeps for it, or its own card): what is
// asked scrolls when it is long, and Approve and Reject stay in view below it.
const style = `
  body { margin: 0; font: 14px/1.45 system-ui, sans-serif; color: #e8e8ee; background: transparent; }
  .approval { box-sizing: border-box; height: 100vh; padding: 16px; background: #181b22; border-radius: 12px; display: flex; flex-direction: column; gap: 10px; }
  .approval h1 { font-size: 16px; margin: 0; }
  .approval p { margin: 0; color: #b9b9c6; }
  .approval dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; margin: 0; min-height: 0; overflow-y: auto; }
  .approval dt { color: #9a9aa8; }
  .approval dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, monospace; font-size: 12px; }
  .approval .actions { display: flex; flex: none; gap: 8px; margin-top: 6px; }
  .approval button { flex: 1; font: inherit; padding: 8px; border-radius: 8px; border: 1px solid #3a3e48; background: #242833; color: inherit; cursor: pointer; }
  .approval button.approve { background: #2f7d4f; border-color: #2f7d4f; color: #fff; }
`

/** Shows the oldest pending request, if any, with Approve and Reject; nothing otherwise. */
export function showApprovals(approvals: Approvals, chainOf: (method: string) => string) {
  const css = document.createElement('style')
  css.textContent = style
  document.head.append(css)
  const root = document.createElement('main')
  document.body.append(root)
  const render = () => {
    const [request] = approvals.pending()
    if (!request) return root.replaceChildren()
    const description = describeRequest({ ...request, chainId: chainOf(request.method) } as never)
    const card = document.createElement('section')
    card.className = 'approval'
    card.setAttribute('aria-labelledby', 'approval-title')
    const title = document.createElement('h1')
    title.id = 'approval-title'
    title.textContent = description.title
    const origin = document.createElement('p')
    origin.textContent = `Asked by ${location.ancestorOrigins?.[0] ?? 'the app'} · your embedded wallet`
    const details = document.createElement('dl')
    for (const [label, value] of description.details) {
      const dt = document.createElement('dt')
      dt.textContent = label
      const dd = document.createElement('dd')
      dd.textContent = value
      details.append(dt, dd)
    }
    const approve = document.createElement('button')
    approve.className = 'approve'
    approve.textContent = 'Approve'
    approve.addEventListener('click', () => approvals.approve(request.id))
    const reject = document.createElement('button')
    reject.textContent = 'Reject'
    reject.addEventListener('click', () => approvals.reject(request.id))
    const actions = document.createElement('div')
    actions.className = 'actions'
    actions.append(reject, approve)
    card.append(title, origin, details, actions)
    root.replaceChildren(card)
    approve.focus()
  }
  approvals.onChange(render)
  render()
}
