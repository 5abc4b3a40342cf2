// Real answers against the contract table. The examples in contracts/real/answers.ts are written
// by hand from the server's serde types (reown-com/blockchain-api) and, where there is no public
// server, from the public client's declared types; they are kept apart from the mocks, so the
// table cannot drift together with its mocks away from what the server sends.
//
// Rules: every real answer parses, and is read whole (no list entry dropped, except where a row
// names the entries the client cannot read); every request the server refuses is refused by the
// entry's argument schema, and every request in the client's real shape is taken.
import { describe, expect, it } from 'vitest'
import { argSchemaOf, contractEntries, type ContractEntry } from '../../src/contract'
import { collectDrops } from '../../src/contract/lenientList'
import { answerRows, badRequestRows, exemptFromAnswers, goodRequestRows } from '../../contracts/real/answers'

const entries = new Map(contractEntries().map((e) => [e.id, e]))

function entryOf(id: string): ContractEntry {
  const found = entries.get(id)
  if (!found) throw new Error(`${id} is not an entry of the contract table`)
  return found
}

const issues = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined) =>
  (error?.issues ?? []).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ')

describe('real answers', () => {
  it.each(answerRows)('$endpoint accepts $case ($source)', (row) => {
    const { entry } = entryOf(row.endpoint)
    const { result, drops } = collectDrops(() => entry.response.safeParse(row.answer))
    expect(result.success, issues(result.error)).toBe(true)

    const dropped = drops.reduce((n, d) => n + d.dropped, 0)
    expect(dropped, drops.map((d) => d.firstIssue).join('; ')).toBe(row.drops ?? 0)
    // Where the case drops an entry the client cannot read, the others still arrive.
    for (const d of drops) expect(d.of - d.dropped).toBeGreaterThan(0)
  })
})

describe('requests the server refuses', () => {
  it.each(badRequestRows)('$endpoint refuses $case ($source)', (row) => {
    const { entry } = entryOf(row.endpoint)
    expect(argSchemaOf(entry).safeParse(row.request).success, `accepted although ${row.fact}`).toBe(false)
  })
})

describe('requests in the client’s real shape', () => {
  it.each(goodRequestRows)('$endpoint takes $case ($source)', (row) => {
    const { entry } = entryOf(row.endpoint)
    const result = argSchemaOf(entry).safeParse(row.request)
    expect(result.success, issues(result.error)).toBe(true)
  })
})

describe('coverage', () => {
  it('every entry of the table has at least one real answer, except the image endpoints', () => {
    const exempt = new Set(exemptFromAnswers.map((e) => e.endpoint))
    const answered = new Set(answerRows.map((r) => r.endpoint))
    const missing = [...entries.keys()].filter((id) => !exempt.has(id) && !answered.has(id))
    expect(missing).toEqual([])
  })

  it('only image endpoints are exempt, and each one says why', () => {
    for (const { endpoint, reason } of exemptFromAnswers) {
      expect(entryOf(endpoint).entry.format, endpoint).toBe('image')
      expect(reason.length).toBeGreaterThan(0)
    }
    const images = [...entries.values()].filter((e) => e.entry.format === 'image').map((e) => e.id)
    expect(exemptFromAnswers.map((e) => e.endpoint).sort()).toEqual(images.sort())
  })

  it('every row names an entry of the table and a source', () => {
    for (const row of [...answerRows, ...badRequestRows, ...goodRequestRows]) {
      expect(entries.has(row.endpoint), row.endpoint).toBe(true)
      expect(row.source.length, `${row.endpoint} ${row.case}`).toBeGreaterThan(0)
    }
  })
})
