// Identification sent to the services as `st` and `sv` (spec section 7).
export const packageVersion = '0.1.0'
export const sdkType = 'portico'
export const sdkVersion = `react-portico-${packageVersion}`
