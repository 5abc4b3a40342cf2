// The frame finds the modal's approval slot by the modal's host attribute: the two modules keep
// the name apart (one shared module would land in the first load), so they must agree.
import { describe, expect, it } from 'vitest'
import { porticoHostAttribute } from '../../src/frame/approvalSlot'
import { hostAttribute } from '../../src/views/chrome/ShadowHost'

describe("the approval slot's lookup", () => {
  it("uses the modal's own host attribute", () => expect(porticoHostAttribute).toBe(hostAttribute))
})
