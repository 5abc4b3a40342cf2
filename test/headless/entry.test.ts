// portico/headless is Portico without its modal (a host that draws its own connect UI): what it
// links before any of its code runs holds none of the modal's code, and it offers the same hooks
// as the main entry, which the modal's views use.
import { describe, expect, it } from 'vitest'
import * as headless from '../../src/headless'
import * as hooks from '../../src/headless/hooks'
import * as main from '../../src'
import { staticModules } from '../support/importGraph'

describe('portico/headless', () => {
  it("links none of the modal's code: no view, no modal chrome, no stylesheet (the config's theme tokens only)", () => {
    const linked = staticModules('src/headless/index.ts')
    expect(linked).toContain('src/headless/useConnectWallets.ts')
    const modal = (file: string) =>
      file.startsWith('src/views/') || file === 'src/theme/styles.ts' || file === 'src/theme/frameStyles.ts'
    expect(linked.filter(modal)).toEqual([])
  })

  it("the main entry links the modal's frame, which the same check finds there", () => {
    expect(staticModules('src/index.ts').filter((file) => file.startsWith('src/views/'))).not.toEqual([])
  })

  it('exports every hook the main entry exports for a connect UI, as the same functions', () => {
    for (const [name, hook] of Object.entries(hooks)) {
      expect(headless[name as keyof typeof headless], name).toBe(hook)
      expect(main[name as keyof typeof main], name).toBe(hook)
    }
    for (const name of [
      'usePorticoAccount',
      'usePorticoNetwork',
      'useDisconnect',
      'useSiwx',
      'useWalletProvider',
      'useConnections',
      'useActiveConnection',
    ]) {
      expect(headless[name as keyof typeof headless], name).toBeTypeOf('function')
      expect(headless[name as keyof typeof headless], name).toBe(main[name as keyof typeof main])
    }
  })
})
