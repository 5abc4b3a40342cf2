export { en, type MessageKey, type Messages } from './en'
export {
  createTranslator,
  interpolate,
  isMessageKey,
  pickMessages,
  type MessageValues,
  type Translate,
} from './translate'
export { I18nProvider, useT } from './context'
export { useProvidedT } from './i18nContext'
export { buttonMessages, type ButtonMessageKey } from './buttons'
export { frameMessages, type FrameMessageKey } from './frame'
