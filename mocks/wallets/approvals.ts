// The demo wallet's "user": every request that needs consent waits here. In 'approve' and
// 'reject' modes the answer is immediate (tests, unattended demos); in 'manual' mode the
// request stays pending until a UI or a test calls approve(id) or reject(id).
export type ApprovalMode = 'approve' | 'reject' | 'manual'

export interface PendingRequest {
  id: string
  method: string
  params: readonly unknown[]
}

interface Waiting extends PendingRequest {
  settle(approved: boolean): void
}

export function createApprovals(initialMode: ApprovalMode = 'approve') {
  let mode = initialMode
  let nextId = 1
  const waiting = new Map<string, Waiting>()
  const watchers = new Set<(pending: PendingRequest[]) => void>()

  const pending = (): PendingRequest[] =>
    [...waiting.values()].map(({ id, method, params }) => ({ id, method, params }))
  const changed = () => {
    const list = pending()
    for (const watcher of [...watchers]) watcher(list)
  }
  const settle = (id: string, approved: boolean): boolean => {
    const request = waiting.get(id)
    if (!request) return false
    waiting.delete(id)
    request.settle(approved)
    changed()
    return true
  }

  return {
    setMode(next: ApprovalMode) {
      mode = next
    },
    /** Resolves true when the user approves, false when they reject. */
    ask(method: string, params: readonly unknown[]): Promise<boolean> {
      if (mode !== 'manual') return Promise.resolve(mode === 'approve')
      return new Promise<boolean>((resolve) => {
        const id = `request-${nextId++}`
        waiting.set(id, { id, method, params, settle: resolve })
        changed()
      })
    },
    pending,
    approve: (id: string) => settle(id, true),
    reject: (id: string) => settle(id, false),
    onPendingChange(watcher: (pending: PendingRequest[]) => void): () => void {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
  }
}
