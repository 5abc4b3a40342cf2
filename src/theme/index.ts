export { cssVar, toCssVariables, tokenPaths, tokenValue, variableName, variablesBlock, type ThemeTokens, type TokenPath } from './tokens'
export { darkTheme, lightTheme, themeCss, themeFor, themeVariables, type ThemeOverrides } from './themes'
export { porticoStyles } from './styles'
