import { describe, expect, it } from 'vitest'
import { parseConfig, PorticoConfigError } from '../../src/config/parseConfig'
import { mainnet } from '../../src/networks'

const valid = { projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet] }
const errorOf = (input: unknown) => {
  try {
    parseConfig(input as never)
  } catch (error) {
    return error as PorticoConfigError
  }
  throw new Error('expected a PorticoConfigError')
}

describe('a bad config gives one clear error that names the field', () => {
  it('names a network field that is wrong', () => {
    const error = errorOf({ ...valid, networks: [{ ...mainnet, caipNetworkId: 'ethereum' }] })
    expect(error).toBeInstanceOf(PorticoConfigError)
    expect(error.message).toBe('Invalid Portico config: networks.0.caipNetworkId: Invalid CAIP network id')
  })

  it('refuses no networks at all', () => {
    expect(errorOf({ ...valid, networks: [] }).message).toBe(
      'Invalid Portico config: networks: Configure at least one network',
    )
  })

  it('refuses a field Portico does not know (a typo is not silently ignored)', () => {
    expect(errorOf({ ...valid, themMode: 'light' }).message).toContain('themMode')
  })

  it('refuses a default network that is not one of the networks', () => {
    expect(errorOf({ ...valid, defaultNetwork: 'eip155:137' }).message).toBe(
      'Invalid Portico config: defaultNetwork: eip155:137 is not one of networks',
    )
  })

  it('refuses a theme variable the theme contract does not have, naming it', () => {
    expect(errorOf({ ...valid, themeVariables: { '--portico-colour-accent': 'red' } }).message).toBe(
      'Invalid Portico config: themeVariables.--portico-colour-accent: Unknown theme variable "--portico-colour-accent" (the README\'s Theming section lists them)',
    )
  })

  it('an enum error lists the values the field takes', () => {
    expect(errorOf({ ...valid, themeMode: 'x' }).message).toBe(
      'Invalid Portico config: themeMode: Expected one of "dark", "light"',
    )
  })

  it('refuses a theme variable outside the --portico- namespace', () => {
    expect(errorOf({ ...valid, themeVariables: { color: 'red' } }).issues[0]!.path).toBe('themeVariables.color')
  })

  it('refuses a swap network outside EVM, naming it', () => {
    expect(errorOf({ ...valid, swapNetworks: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }).message).toBe(
      'Invalid Portico config: swapNetworks.0: Swaps are on EVM networks',
    )
  })

  it('refuses a translation for a message key the catalogue does not have', () => {
    expect(errorOf({ ...valid, messages: { 'connect.tittle': 'Log in' } }).message).toContain(
      'Unknown message key "connect.tittle"',
    )
  })

  it("refuses an embedded wallet frame URL that is not https (the wallet's keys live behind it)", () => {
    expect(errorOf({ ...valid, embeddedWallet: { frameUrl: 'http://wallet.example/frame' } }).message).toBe(
      'Invalid Portico config: embeddedWallet.frameUrl: Expected an https URL (http only on 127.0.0.1 or localhost)',
    )
    for (const frameUrl of ['https://wallet.example/frame', 'http://127.0.0.1:5174/frame.html', 'http://localhost'])
      expect(() => parseConfig({ ...valid, embeddedWallet: { frameUrl } })).not.toThrow()
  })

  it('counts further problems after the first', () => {
    expect(errorOf({ networks: [], themeMode: 'blue' }).message).toMatch(/\(and 1 more: themeMode\)/)
  })

  it('accepts a minimal config and fills the section 9 defaults', () => {
    const config = parseConfig(valid)
    expect(config.themeMode).toBe('dark')
    expect(config.features.swaps).toBe(true)
    expect(config.features.pay).toBe(false)
  })
})
