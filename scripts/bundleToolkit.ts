// After `tsc` and completeSpecifiers: store/toolkit.js, the parts of Redux Toolkit the first load
// runs (see src/store/toolkit.ts), becomes a bundle with Redux Toolkit's code for them inside.
// A host's bundler then meets '@reduxjs/toolkit' in the lazy chunks only, and immer (which
// createSlice and RTK Query bring) with it. Redux Toolkit's own dependencies (redux, redux-thunk,
// reselect) stay the host's to resolve: one copy each, shared with the lazy chunks.
// The build fails when the bundle would bring immer; scripts/checkFirstLoad.ts, next, checks the
// first load as a host's bundler makes it.
import { writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { rolldown } from 'rolldown'

const dist = resolve(process.argv[2] ?? 'dist')
const src = join(dist, 'src')
const toolkit = join(src, 'store/toolkit.js')

const bundle = await rolldown({
  input: toolkit,
  // Neutral: `process.env.NODE_ENV` stays as it is, for the host's bundler to decide, so Redux
  // Toolkit's development checks still leave a host's production build.
  platform: 'neutral',
  // A bare import the bundle keeps only for its side effects (immer's, which nothing here uses) goes.
  treeshake: { moduleSideEffects: false },
  external: (id, _importer, isResolved) => !isResolved && !id.startsWith('.') && id !== '@reduxjs/toolkit',
  plugins: [
    {
      name: 'no-redux-namespace',
      // Redux Toolkit re-exports redux with `export *`: from an external module, that makes the
      // bundle keep Redux Toolkit's whole namespace, every export in it. What the first load
      // takes from redux, it imports from redux (store/toolkit.ts).
      transform(code, id) {
        if (id.includes('/@reduxjs/toolkit/')) return code.replace(/^export \* from "redux";$/m, '')
      },
    },
  ],
})
const { output } = await bundle.generate({
  format: 'es',
  banner: '// Redux Toolkit (https://redux-toolkit.js.org), MIT License, Copyright (c) 2018 Mark Erikson',
})
await bundle.close()
const [chunk] = output
if (output.length !== 1 || chunk?.type !== 'chunk') throw new Error('bundleToolkit: expected one file')
if (/from\s*["']immer["']|import\s*["']immer["']/.test(chunk.code))
  throw new Error(`bundleToolkit: ${relative(dist, toolkit)} would bring immer into the first load`)
writeFileSync(toolkit, chunk.code)
console.log(
  `portico: bundled Redux Toolkit's parts the first load runs into ${relative(dist, toolkit)} (${chunk.exports.join(', ')})`,
)
