'use client'
// The README's other way: Portico under one key of the host's own Redux store, its state started
// from the config (porticoState), so the provider dispatches nothing while Next.js renders.
import { configureStore, createSlice } from '@reduxjs/toolkit'
import { ConnectButton, PorticoProvider, porticoMiddleware, porticoReducer, porticoState } from 'portico'
import { config } from '../providers'

const cart = createSlice({ name: 'cart', initialState: { items: 0 }, reducers: {} })

// Made when the module loads, not in a render: Redux's combineReducers draws a random number,
// which a prerendered render may not.
const store = configureStore({
  reducer: { portico: porticoReducer, cart: cart.reducer },
  preloadedState: { portico: porticoState(config) },
  middleware: (getDefault) => getDefault().prepend(...porticoMiddleware),
})

export function OwnStore() {
  return (
    <PorticoProvider store={store}>
      <ConnectButton />
    </PorticoProvider>
  )
}
