import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { parseConfig, PorticoConfigError } from '../../src/config/parseConfig'
import { porticoConfig } from '../../src/config/schema'
import { caipNetwork } from '../../src/contract/core'
import { mainnet } from '../../src/networks'
import { createPorticoStore } from '../../src/composition/createPorticoStore'
import { startPortico } from '../../src/composition/portico'

const environment = { isMobile: false, isIosSafari: false }

const valid = { projectId: 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7', networks: [mainnet] }
const errorOf = (input: unknown) => {
  try {
    parseConfig(input as never)
  } catch (error) {
    return error as PorticoConfigError
  }
  throw new Error('expected a PorticoConfigError')
}

/** Where in the config's schema an object lets an unknown key through (a network's fields aside). */
function openObjects(schema: z.core.$ZodType, path = '(config)'): string[] {
  if (schema === caipNetwork) return []
  if (schema instanceof z.core.$ZodObject) {
    const { shape, catchall } = schema._zod.def
    const strict = catchall?._zod.def.type === 'never'
    return [
      ...(strict ? [] : [path]),
      ...Object.entries(shape).flatMap(([key, field]) =>
        openObjects(field, path === '(config)' ? key : `${path}.${key}`),
      ),
    ]
  }
  if (
    schema instanceof z.core.$ZodOptional ||
    schema instanceof z.core.$ZodDefault ||
    schema instanceof z.core.$ZodPrefault
  )
    return openObjects(schema._zod.def.innerType, path)
  if (schema instanceof z.core.$ZodArray) return openObjects(schema._zod.def.element, `${path}.0`)
  if (schema instanceof z.core.$ZodRecord) return openObjects(schema._zod.def.valueType, `${path}.*`)
  if (schema instanceof z.core.$ZodUnion) return schema._zod.def.options.flatMap((option) => openObjects(option, path))
  return []
}

describe('a bad config gives one clear error that names the field', () => {
  it("every object of the config's schema refuses a key it does not have, at any depth (a network's aside)", () => {
    expect(openObjects(porticoConfig)).toEqual([])
  })

  it('a wrong type says what it received', () => {
    expect(errorOf({ ...valid, projectId: 42 }).message).toBe(
      'Invalid Portico config: projectId: Expected string, received number',
    )
  })

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

  it('an unknown key at the top level is an error naming it', () => {
    const error = errorOf({ ...valid, themMode: 'light' })
    expect(error.message).toBe('Invalid Portico config: themMode: Unknown field')
    expect(error.issues).toEqual([{ path: 'themMode', message: 'Unknown field' }])
  })

  it.each([
    ['features', { features: { swapp: false } }, 'features.swapp'],
    ['metadata', { metadata: { name: 'Host', url: 'https://host.example', icon: 'x' } }, 'metadata.icon'],
    ['wallets', { wallets: { feautred: ['a'] } }, 'wallets.feautred'],
    ['walletConnect', { walletConnect: { verfy: false } }, 'walletConnect.verfy'],
    ['siwx', { siwx: { requird: true } }, 'siwx.requird'],
    ['onramp', { onramp: { contry: 'US' } }, 'onramp.contry'],
    [
      'embeddedWallet',
      { embeddedWallet: { frameUrl: 'https://wallet.example', frameURL: 'x' } },
      'embeddedWallet.frameURL',
    ],
  ])('an unknown key inside a nested config object is an error naming its path (%s)', (_object, wrong, path) => {
    const error = errorOf({ ...valid, ...wrong })
    expect(error.message).toBe(`Invalid Portico config: ${path}: Unknown field`)
    expect(error.issues).toEqual([{ path, message: 'Unknown field' }])
  })

  it('an unknown key in an object inside an array is an error naming its path with the index', () => {
    const custom = [
      { id: 'a', name: 'A' },
      { id: 'b', nmae: 'B', name: 'B' },
    ]
    expect(errorOf({ ...valid, wallets: { custom } }).message).toBe(
      'Invalid Portico config: wallets.custom.1.nmae: Unknown field',
    )
  })

  it('an unknown key in an object that is one of several shapes is an error naming its path', () => {
    // embeddedWallet is `{ frameUrl }` or `false`: the object is the shape meant, so its fields are named.
    expect(errorOf({ ...valid, embeddedWallet: { frameURL: 'https://wallet.example' } }).issues).toEqual([
      { path: 'embeddedWallet.frameUrl', message: 'Expected string, received undefined' },
      { path: 'embeddedWallet.frameURL', message: 'Unknown field' },
    ])
  })

  it('each unknown key is its own error, named by its path', () => {
    expect(errorOf({ ...valid, themMode: 'light', features: { swapp: false, sendd: true } }).message).toBe(
      'Invalid Portico config: features.swapp: Unknown field (and 2 more: features.sendd, themMode)',
    )
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

  it('refuses a sponsorship whose paymaster service is not an http(s) URL, or with a field it does not know, naming it', () => {
    expect(errorOf({ ...valid, sponsorship: { paymasterUrl: 'paymaster.example' } }).message).toBe(
      'Invalid Portico config: sponsorship.paymasterUrl: Expected an http(s) URL',
    )
    expect(
      errorOf({ ...valid, sponsorship: { paymasterUrl: 'https://paymaster.example', policy: 'x' } as never }).issues[0]!
        .path,
    ).toBe('sponsorship.policy')
  })

  it('refuses a translation for a message key the catalogue does not have, naming the locale and key', () => {
    expect(errorOf({ ...valid, messages: { en: { 'connect.tittle': 'Log in' } } }).message).toBe(
      'Invalid Portico config: messages.en.connect.tittle: Unknown message key "connect.tittle"',
    )
  })

  it('takes a host’s text for any locale, a plural form English lacks included', () => {
    expect(() =>
      parseConfig({
        ...valid,
        messages: { ar: { 'allWallets.results.few': '{count} محافظ' }, ja: { 'siwx.sign': '署名' } },
      }),
    ).not.toThrow()
  })

  it('refuses texts for a locale Portico does not speak, naming it', () => {
    expect(errorOf({ ...valid, messages: { nl: { 'siwx.sign': 'Tekenen' } } as never }).message).toContain('messages')
    expect(errorOf({ ...valid, messages: { nl: { 'siwx.sign': 'Tekenen' } } as never }).message).toContain('nl')
  })

  it("takes 'auto' or a BCP 47 tag as the locale, and refuses anything else", () => {
    for (const locale of ['auto', 'de', 'pt-BR', 'nl', 'zh-Hant-TW'])
      expect(() => parseConfig({ ...valid, locale })).not.toThrow()
    expect(errorOf({ ...valid, locale: 'german' }).message).toBe(
      "Invalid Portico config: locale: Expected 'auto' or a BCP 47 language tag",
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

  it("a network's own fields beyond Portico's are not config errors (a chain library's network carries more)", () => {
    const network = { ...mainnet, contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } } }
    expect(() => parseConfig({ ...valid, networks: [network], defaultNetwork: network })).not.toThrow()
  })

  it('accepts a minimal config and fills the section 9 defaults', () => {
    const config = parseConfig(valid)
    expect(config.themeMode).toBe('dark')
    expect(config.features.swaps).toBe(true)
    expect(config.features.pay).toBe(false)
  })
})

describe('a refused config is said in the console too, not only thrown', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })

  it('a refused config is logged with the same sentence that names the field', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sentence = 'Invalid Portico config: projectId: Expected string, received number'
    expect(() => createPorticoStore({ ...valid, projectId: 42 } as never)).toThrow(sentence)
    expect(logged).toHaveBeenCalledExactlyOnceWith(sentence)
  })

  it('a config a production build refuses is logged too', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sentence = 'Invalid Portico config: networks: Configure at least one network'
    expect(() => createPorticoStore({ ...valid, networks: [] })).toThrow(sentence)
    expect(logged).toHaveBeenCalledExactlyOnceWith(sentence)
  })
})

describe('a project id the modal would alert about is said in the console at start, in development (section 8)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllEnvs()
  })

  // The alert shows only once the modal opens; the console says it when Portico starts in the
  // browser (not while the store is made: that is in a render, on a server too).
  it('a malformed project id: warned once at start, naming it and where to get one, before any open', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const projectId = 'project-id-of-the-malformed-warning-test'
    const store = createPorticoStore({ ...valid, projectId })
    expect(warn).not.toHaveBeenCalled()
    startPortico(store.dispatch, environment)
    expect(store.getState().portico.modal.open).toBe(false)
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      `Portico: projectId "${projectId}" is not a project id (32 hexadecimal characters); the modal will show "Invalid Project ID" when it opens. Get a project id at https://dashboard.reown.com.`,
    )
    // A page makes its store more than once (React's strict mode renders twice): said once.
    startPortico(createPorticoStore({ ...valid, projectId }).dispatch, environment)
    expect(warn).toHaveBeenCalledOnce()
  })

  it('a missing project id: warned at start with where to get one', async () => {
    // A fresh module: another file's store may have been made without a project id already.
    vi.resetModules()
    const { createPorticoStore: fresh } = await import('../../src/composition/createPorticoStore')
    const { startPortico: start } = await import('../../src/composition/portico')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    start(fresh({ networks: [mainnet] }).dispatch, environment)
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Portico: no projectId is configured; the modal will show "Project ID Not Configured" when it opens. Get a project id at https://dashboard.reown.com.',
    )
  })

  it('a well-formed project id: nothing said', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    startPortico(createPorticoStore(valid).dispatch, environment)
    expect(warn).not.toHaveBeenCalled()
  })

  it('a production build says nothing: the alert alone stays', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = createPorticoStore({ ...valid, projectId: 'project-id-of-the-production-test' })
    startPortico(store.dispatch, environment)
    expect(warn).not.toHaveBeenCalled()
    expect(store.getState().portico.alerts.current).toBe('invalidProjectId')
  })
})
