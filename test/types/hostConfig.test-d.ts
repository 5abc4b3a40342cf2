// The config a host writes is typed field by field: a feature switch of the wrong type, or a
// theme variable the theme contract does not have, fails the host's type check at the field,
// before the development build's schema (parseConfig) would refuse it at start. Nothing here
// runs; `npm run lint`'s tsc checks it.
import { describe, expectTypeOf, it } from 'vitest'
import { mainnet, type PorticoConfig } from '../../src'
import type { featureSwitchDefaults } from '../../src/config/defaults'

type FeaturesInput = NonNullable<PorticoConfig['features']>
type ThemeVariablesInput = NonNullable<PorticoConfig['themeVariables']>

describe('feature switches are typed in the config a host writes (section 6)', () => {
  it('every on/off switch takes a boolean', () => {
    type Switches = { [K in keyof typeof featureSwitchDefaults]-?: FeaturesInput[K] }
    expectTypeOf<Switches>().toEqualTypeOf<{ [K in keyof typeof featureSwitchDefaults]: boolean | undefined }>()
  })

  it('a switch of another type is a compile error at the field', () => {
    const config: PorticoConfig = {
      networks: [mainnet],
      // @ts-expect-error -- a switch is a boolean
      features: { swaps: 'yes' },
    }
    const pay: FeaturesInput = {
      // @ts-expect-error -- a switch is a boolean
      pay: 1,
    }
    expectTypeOf([config, pay]).not.toBeAny()
  })

  it('the options beside the switches keep their own types', () => {
    expectTypeOf<FeaturesInput['socials']>().toEqualTypeOf<
      false | ('google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook')[] | undefined
    >()
    expectTypeOf<FeaturesInput['walletFeaturesOrder']>().toEqualTypeOf<
      ('onramp' | 'swaps' | 'receive' | 'send')[] | undefined
    >()
    expectTypeOf<FeaturesInput['connectMethodsOrder']>().toEqualTypeOf<('email' | 'social' | 'wallet')[] | undefined>()
  })
})

describe('theme variables are the theme contract’s names, each a string', () => {
  it('takes a variable of the contract, and several', () => {
    const variables: ThemeVariablesInput = {
      '--portico-color-accent': '#7b3fe4',
      '--portico-z-index-modal': '10',
      '--portico-duration-view-transition': '0ms',
    }
    expectTypeOf(variables).not.toBeAny()
    expectTypeOf<ThemeVariablesInput['--portico-color-accent-foreground']>().toEqualTypeOf<string | undefined>()
  })

  it('a misspelt variable is a compile error', () => {
    const variables: ThemeVariablesInput = {
      // @ts-expect-error -- not a variable of the theme contract
      '--portico-colour-accent': '#7b3fe4',
    }
    expectTypeOf(variables).not.toBeAny()
  })

  it('a value is a string', () => {
    const variables: ThemeVariablesInput = {
      // @ts-expect-error -- a CSS value, as a string
      '--portico-radius-md': 12,
    }
    expectTypeOf(variables).not.toBeAny()
  })
})
