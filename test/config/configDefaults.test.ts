// Production builds fill in the config's defaults without the schema (withDefaults.ts); the
// development builds' schema fills in the same defaults while it checks. Any valid config
// must come out the same either way.
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config/parseConfig'
import { caipNetwork } from '../../src/contract/core'
import { configWithDefaults, networkFields } from '../../src/config/withDefaults'
import { anvil, base, mainnet, solana } from '../../src/networks'
import { porticoConfig, type PorticoConfigInput } from '../../src/config/schema'

const projectId = 'a01e2f3b4c5d6e7f8091a2b3c4d5e6f7'

const validConfigs: Record<string, PorticoConfigInput> = {
  minimal: { networks: [mainnet] },
  'with a project id and a default network by id': {
    projectId,
    networks: [mainnet, base],
    defaultNetwork: 'eip155:8453',
  },
  'with a default network by value': { projectId, networks: [mainnet, base], defaultNetwork: base },
  'with metadata missing its optional fields': {
    projectId,
    networks: [mainnet],
    metadata: { name: 'Host', url: 'https://host.example' },
  },
  'with some features, wallets and WalletConnect settings': {
    projectId,
    networks: [mainnet, solana],
    features: { swaps: false, socials: false, walletFeaturesOrder: ['send'] },
    wallets: { featured: ['a'], custom: [{ id: 'c', name: 'Custom' }] },
    walletConnect: { verify: false },
    siwx: {},
    swapNetworks: ['eip155:31337'],
  },
  'with every top-level field': {
    projectId,
    networks: [anvil()],
    defaultNetwork: 'eip155:31337',
    wallets: { featured: ['a'], included: ['b'], excluded: ['c'] },
    metadata: { name: 'Host', description: 'd', url: 'https://host.example', icons: ['https://host.example/i.png'] },
    features: { pay: true, connectMethodsOrder: ['wallet', 'email'] },
    connectorTypeOrder: ['injected', 'walletConnect'],
    themeMode: 'light',
    themeVariables: { '--portico-color-accent': '#7b3fe4' },
    embedded: true,
    siwx: { required: true },
    enableNetworkSwitch: false,
    allowUnsupportedChain: true,
    manualWalletConnect: true,
    walletConnect: { enabled: false, relayUrl: 'ws://127.0.0.1:1', verify: false },
    baseUrls: { blockchain: 'http://127.0.0.1:2' },
    messages: { en: { 'view.Connect.title': 'Log in' } },
    namespaces: ['eip155'],
    embeddedWallet: { frameUrl: 'https://wallet.host.example/frame' },
    multiWallet: true,
    preview: false,
    farcasterMiniApp: true,
    swapNetworks: ['eip155:31337'],
    sponsorship: { paymasterUrl: 'http://127.0.0.1:3/paymaster', context: { policyId: 'p' } },
    onramp: { country: 'DE', meldUrl: 'https://meld.host.example' },
    locale: 'de',
  },
  'with undefined where a default applies': {
    networks: [mainnet],
    themeMode: undefined,
    features: { swaps: undefined },
  },
  'with a viem-style network that carries fields Portico does not use': {
    networks: [
      { ...mainnet, contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11' } } } as never,
    ],
  },
}

describe('production builds fill in the same config as the development schema', () => {
  it.each(Object.entries(validConfigs))('%s', (_name, config) => {
    expect(configWithDefaults(config)).toEqual(parseConfig(config))
  })

  it('"with every top-level field" sets every field the schema knows: none is left out of the comparison', () => {
    expect(Object.keys(validConfigs['with every top-level field']!).sort()).toEqual(
      Object.keys(porticoConfig.shape).sort(),
    )
  })

  it('keeps the network fields the schema knows, and only those', () => {
    expect([...networkFields].sort()).toEqual(Object.keys(caipNetwork.shape).sort())
  })

  it('still refuses what would break later: no networks, or a default network that is not configured', () => {
    expect(() => configWithDefaults({ networks: [] })).toThrow(
      'Invalid Portico config: networks: Configure at least one network',
    )
    expect(() => configWithDefaults({ networks: [mainnet], defaultNetwork: 'eip155:137' })).toThrow(
      'Invalid Portico config: defaultNetwork: eip155:137 is not one of networks',
    )
  })
})
