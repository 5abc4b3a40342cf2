import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// `vite build` builds the app (index.html). `vite build --mode dev-page` builds the host's dev
// page beside it (dev.html: the app with Portico's demo wallet announced), to run it as built: the
// package test does, a deploy does not.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  ...(mode === 'dev-page' && { build: { rolldownOptions: { input: ['index.html', 'dev.html'] } } }),
}))
