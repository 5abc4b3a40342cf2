// Real frame messages against the protocol table: every message of contracts/real/frameMessages.ts
// (written by hand from the public client's schemas, importing nothing of ours) is read by the
// side it is for, and every message those schemas refuse is refused here too, with the one kind
// Portico refuses more (a key no schema names).
import { describe, expect, it } from 'vitest'
import {
  appMessageRows,
  frameMessageRows,
  refusedRows,
  socialResultRows,
  type FrameMessageRow,
} from '../../contracts/real/frameMessages'
import {
  appMessage,
  appMessageType,
  eventNames,
  frameMessage,
  socialResultMessage,
  successType,
} from '../../src/frame/protocol'

const named = (rows: FrameMessageRow[]) => rows.map((row) => [`${row.source}: ${row.case}`, row] as const)
const schemaOf = { app: appMessage, frame: frameMessage, social: socialResultMessage } as const

describe("the frame protocol reads every message the client's schemas accept", () => {
  it.each(named(appMessageRows))('app → frame, %s', (_, row) => {
    const parsed = appMessage.safeParse(row.message)
    expect(parsed.error?.issues).toBeUndefined()
    // Read whole: nothing the client sends is dropped on the way.
    expect(parsed.data).toEqual(row.message)
  })

  it.each(named(frameMessageRows))('frame → app, %s', (_, row) => {
    const parsed = frameMessage.safeParse(row.message)
    expect(parsed.error?.issues).toBeUndefined()
    expect(parsed.data).toEqual(row.message)
  })

  it.each(named(socialResultRows))('social popup → app, %s', (_, row) => {
    expect(socialResultMessage.safeParse(row.message).data).toEqual(row.message)
  })

  it('every request of the table has a real message, and so has each of its answers', () => {
    const sent = new Set(appMessageRows.map((row) => (row.message as { type: string }).type))
    const answered = new Set(frameMessageRows.map((row) => (row.message as { type: string }).type))
    expect(eventNames.filter((name) => !sent.has(appMessageType(name)))).toEqual([])
    expect(eventNames.filter((name) => !answered.has(successType(name)))).toEqual([])
    expect(sent.has(appMessageType('rpcAbort'))).toBe(true)
  })
})

describe("the frame protocol refuses what the client's schemas refuse", () => {
  it.each(refusedRows.map((row) => [`${row.direction}: ${row.source}: ${row.case} (${row.why})`, row] as const))(
    '%s',
    (_, row) => {
      expect(schemaOf[row.direction].safeParse(row.message).success).toBe(false)
    },
  )
})
