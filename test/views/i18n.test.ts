import { describe, expect, it } from 'vitest'
import { alertKeys } from '../../src/features/alerts/alertsSlice'
import { views } from '../../src/features/modal/views'
import { createTranslator, en, isMessageKey, pickMessages, type MessageKey } from '../../src/i18n'
import { interpolate } from '../../src/i18n/interpolate'

describe('the message catalogue', () => {
  it('has a short and a long message for every alert key', () => {
    for (const key of alertKeys) {
      expect(isMessageKey(`alert.${key}.short`), key).toBe(true)
      expect(isMessageKey(`alert.${key}.long`), key).toBe(true)
    }
  })

  it('uses the spec wording for the section 8 alert catalogue, each title shown by at least one cause', () => {
    const t = createTranslator()
    expect(new Set(alertKeys.map((key) => t(`alert.${key}.short`)))).toEqual(
      new Set([
        'Network Not Found',
        'Invalid App Configuration',
        'Network Error - Could not load embedded wallet',
        'Embedded Wallet Request Timed Out',
        'Session Expired',
        'Invalid Project ID',
        'Project ID Not Configured',
      ]),
    )
  })

  it('has a title for every view', () => {
    for (const view of views) expect(isMessageKey(`view.${view}.title`), view).toBe(true)
  })

  it('has no empty text', () => {
    expect(Object.entries(en).filter(([, text]) => text.trim() === '')).toEqual([])
  })
})

describe('translate', () => {
  it('fills {name} placeholders from values', () => {
    const t = createTranslator()
    expect(t('connecting.continueIn', { name: 'MetaMask' })).toBe('Continue in MetaMask')
    expect(t('snackbar.httpStatus', { status: 503 })).toBe('HTTP status code: 503')
  })

  it('leaves a placeholder without a value visible', () => {
    expect(createTranslator()('connecting.continueIn')).toBe('Continue in {name}')
  })

  it('a host message overrides the catalogue by key, and only that key', () => {
    const t = createTranslator({ 'button.connect': 'Log in' })
    expect(t('button.connect')).toBe('Log in')
    expect(t('modal.close')).toBe('Close')
  })

  it('unknown keys are a type error, and dropped from a host record at runtime', () => {
    const t = createTranslator()
    // @ts-expect-error: not a key of the catalogue (untyped callers get the key back)
    expect(t('no.such.key')).toBe('no.such.key')
    const key: MessageKey = 'modal.back'
    expect(t(key)).toBe('Back')
    expect(pickMessages({ 'modal.back': 'Return', 'no.such.key': 'x' })).toEqual({ 'modal.back': 'Return' })
  })
})

describe('names from outside in sentences (bidi)', () => {
  it('drop their own direction controls: "\\u202EksaMateM" never reads as MetaMask', () => {
    const text = interpolate('Continue in {name}', { name: '\u202EksaMateM' })
    expect(text).toBe('Continue in ksaMateM')
  })

  it('are isolated (FSI … PDI) where the name or the sentence holds right-to-left letters', () => {
    expect(interpolate('Continue in {name}', { name: 'ארנק 2' })).toBe('Continue in \u2068ארנק 2\u2069')
    expect(interpolate('המשך ב-{name}', { name: 'MetaMask 2' })).toBe('המשך ב-\u2068MetaMask 2\u2069')
  })

  it('left-to-right names in left-to-right sentences stay as they are', () => {
    expect(interpolate('Get {name} on the App Store', { name: 'Rainbow' })).toBe('Get Rainbow on the App Store')
    expect(interpolate('{amount} {symbol}', { amount: 1.5, symbol: 'ETH' })).toBe('1.5 ETH')
  })
})
