// `portico/api`: the contract table and the generated endpoints, for hosts that call Portico's
// services themselves. A separate entry so that the main one stays small: the modal loads this
// part lazily. Attach it to your store before calling it (README, "Using Portico in an app").
export { contract, contractEntries, defaultBaseUrls } from '../contract'
export { porticoApi, blockchainApi, directoryApi, analyticsApi } from './porticoApi'
export { isPorticoApiError, type PorticoApiError, type SchemaIssue } from './errors'
