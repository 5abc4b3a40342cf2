'use client'
// The README's other way: Portico under one key of the host's own Redux store, its state started
// from the config (porticoState), so the provider dispatches nothing while Next.js renders.
import { configureStore, createSlice } from '@reduxjs/toolkit'
import { ConnectButton, PorticoProvider, porticoMiddleware, porticoReducer, porticoState } from 'portico'
import { config } from '../providers'

const porticoChecked = { ignoredPaths: ['portico'] }

const cart = createSlice({ name: 'cart', initialState: { items: 0 }, reducers: {} })

// Made when the module loads, not in a render: Redux's combineReducers draws a random number,
// which a prerendered render may not.
const store = configureStore({
  reducer: { portico: porticoReducer, cart: cart.reducer },
  preloadedState: { portico: porticoState(config) },
  // Redux Toolkit's development checks walk your state on each dispatch and warn when that takes
  // over 32 ms: Portico's part is checked in Portico's own tests, so yours leave it out.
  middleware: (getDefault) =>
    getDefault({ immutableCheck: porticoChecked, serializableCheck: porticoChecked }).prepend(...porticoMiddleware),
})

export function OwnStore() {
  return (
    <PorticoProvider store={store}>
      <ConnectButton />
    </PorticoProvider>
  )
}
