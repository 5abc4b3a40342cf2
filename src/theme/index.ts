export {
  cssVar,
  toCssVariables,
  tokenPaths,
  tokenValue,
  variableName,
  variablesBlock,
  type ThemeTokens,
  type ThemeVariableName,
  type ThemeVariables,
  type TokenPath,
} from './tokens'
export {
  darkTheme,
  hostThemeTokens,
  lightTheme,
  themeCss,
  themeFor,
  themeVariableNames,
  themeVariables,
  type ThemeOverrides,
} from './themes'
export { porticoStyles } from './styles'
export { frameStyles } from './frameStyles'
