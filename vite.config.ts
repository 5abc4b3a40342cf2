import { readFile } from 'node:fs/promises'
import react from '@vitejs/plugin-react'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { chromiumSwitches, findChromium } from './scripts/chromium'
import { browserCommands } from './.storybook/browserCommands'
import { baselinePath, visualDiffPath } from './scripts/visualBaselines'
import { flowStep, flowSteps, nodeStartBound, pageSteps } from './test/support/waits'

// Test projects, in the order `npm test` runs them (sequence.groupOrder):
//   stories   every Storybook story (src/**/*.stories.tsx) rendered in Chromium with its play
//             function and an axe check; the mocks run in an MSW service worker
//   e2e       (beside the stories) the offline demo driven in Chromium with playwright-core:
//             browser.e2e.ts, whose suites (*.suite.ts) take turns on the shared anvil chain,
//             and solana.e2e.ts, on the local Solana chain; its globalSetup starts the chains
//             and the demo's production builds (vite preview) on free ports and stops them
//   unit      rules of the data layer, mocks and store, in Node
//   package   (beside the unit files) the packed tarball: publint, attw, installed into examples/
//             hosts that run it
//   consumer  Pact consumer tests: the generated endpoints against the Pact mock server;
//             they write contracts/.generated
//   pinned    the generated pacts equal the committed ones in contracts/pacts
//   provider  every pinned pact verified against the mock HTTP server

// Playwright follows a service worker's own requests too (the mocks' worker fetching each request
// it passes through: every module of a story file, every chunk of the demo), as network events
// sent to Node and parsed there. No test routes or watches them (a page's own requests are still
// reported: page.on('request')). Read where Playwright drives the browser: this process for the
// stories, the workers (which inherit it) for the browser tests. A story file that mocked a
// module in the browser (vi.mock, whose routes see those requests) would need them: none does.
process.env.PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK ??= '1'

/**
 * Vitest's order (the slowest first, by the last run's times, else the largest files), but in the
 * group of the unit files and the package's:
 * - the package's one long file first: started last, it would run alone;
 * - the unit files that share a worker's module graph (isolate: false) in runs of one environment,
 *   Node's then jsdom's, after the isolated files. Vitest keeps a worker for the next file only
 *   when that file's project and environment are its own: in the slowest-first order the jsdom
 *   files fell between the Node files, and each change of environment ended a worker and
 *   evaluated the graph again in a new one: some 60 workers for the 199 files, where 13 serve,
 *   and 155 busy CPU-seconds against 94 (both unit projects alone, on two cores).
 */
class SuiteOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const environments = new Map(
      await Promise.all(sorted.map(async (file) => [file, await environmentOf(file)] as const)),
    )
    const rank = (file: TestSpecification) => {
      if (file.project.name === 'package') return 0
      if (file.project.config.sequence.groupOrder !== 1 || file.project.config.isolate) return 1
      return environments.get(file) === 'node' ? 2 : 3
    }
    // A stable sort: within a rank, vitest's order.
    return sorted
      .map((file, i) => ({ file, i, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.i - b.i)
      .map(({ file }) => file)
  }
}

/** A file's environment as vitest reads it: its `@vitest-environment` docblock, else its project's. */
async function environmentOf(file: TestSpecification) {
  const code = await readFile(file.moduleId, 'utf8').catch(() => '')
  return code.match(/@(?:vitest|jest)-environment\s+([\w-]+)\b/)?.[1] ?? file.project.config.environment
}

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on a 2-core machine is one worker for Node test files: the unit files ran
    // one by one (their imports, not their tests, take the time). Two use both cores; a group
    // whose files mostly wait takes more (the stories and browser tests, the unit files beside
    // the package's).
    maxWorkers: 2,
    sequence: { sequencer: SuiteOrder },
    // Vitest's own, and the suite's time group by group at the end of a whole run.
    reporters: ['default', './scripts/suiteFigures.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/globalSetup.ts'],
          // browser.e2e.ts collects the suites that take turns on the shared anvil chain, so
          // they run in one worker beside the stories; solana.e2e.ts has a chain of its own.
          sequence: { groupOrder: 0 },
          // The stories' group: one worker count for both (stories, below).
          maxWorkers: 4,
          // Page steps (test/support/waits.ts): four for a test, eight for a set-up or tear-down.
          testTimeout: pageSteps(4).timeout,
          hookTimeout: pageSteps(8).timeout,
        },
      },
      {
        // Not `extends: true`: Storybook's Vite config (which reads this file) brings the React plugin.
        plugins: [
          storybookTest({
            configDir: '.storybook',
            storybookUrl: 'http://127.0.0.1:6006',
            // Stories that pin a reported bug of a view or the store: listed as skipped until it is fixed.
            tags: { skip: ['known-bug'] },
          }),
        ],
        test: {
          name: 'stories',
          // The story files of a worker share one page: a page of its own for each file loaded
          // some 515 modules through the dev server and the mocks' worker, and warmed the lazy
          // parts and axe up, 31 times (the stories alone: 960 busy CPU-seconds and 491 s,
          // against 576–638 and 302–335 s shared). What a story could carry over from the one
          // before it in the page is reset before each: its store and mocks (portico.tsx), the
          // input the browser's focus rings follow (storyChecks.ts), the frame's size.
          isolate: false,
          sequence: { groupOrder: 0 },
          // Four files at a time in this group (the browser tests' two and two story files in
          // the one Chromium, three once the Solana file ends): a story mostly waits (for its
          // mocks, a debounce, the page to settle before its shots), and two workers left the
          // cores idle half the time. At five the run was no faster (9 min 13 s against 9 min 8 s
          // at four, on a fresh clone): by then the cores are busy.
          maxWorkers: 4,
          // After each story's play function: the layout check and the visual baselines.
          setupFiles: ['.storybook/storyChecks.ts'],
          // A file's first story loads the lazy parts cold while three other files and the
          // browser tests share the two cores: on a fresh clone it passed 15 s (the default) with
          // its scene's own wait (a scene step, test/support/waits.ts) not yet spent. Two page
          // steps: a story that never reaches its state still fails by that wait.
          testTimeout: pageSteps(2).timeout,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // The one `npm test` made sure of (scripts/ensureBrowser.ts).
              launchOptions: { executablePath: findChromium(), ...chromiumSwitches() },
              // Motion off (the theme's own prefers-reduced-motion rule): a layer left over from a
              // fade rasterised text a pixel apart from run to run, and the baselines moved.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            commands: browserCommands,
            expect: {
              toMatchScreenshot: {
                // Baselines committed in baselines/; a mismatch's actual and diff images in
                // visual-diffs/ (git-ignored). `npm run baselines:accept` rewrites the baselines.
                resolveScreenshotPath: baselinePath,
                resolveDiffPath: visualDiffPath,
                // Motion is off already (reducedMotion above) and the caret hidden in the modal's
                // shadow root (storyChecks.ts), where Playwright's own caret style does not reach:
                // its style injections would only cost each shot a round trip.
                screenshotOptions: { animations: 'allow', caret: 'initial' },
              },
            },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'test/package/**', 'test/**/*.isolated.test.*'],
          environment: 'node',
          // After the browser tests (beside the stories, their short waits timed out under the
          // load): two files at a time beside the package's one, which mostly waits on builds and
          // installs (the same worker count as the package's, one group).
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          setupFiles: [
            'test/support/stopStores.ts',
            'test/support/waitDefaults.ts',
            'test/support/freshPage.ts',
            'test/support/ownWalletConnectCores.ts',
          ],
          // A file's set-up starts nodes (anvil, the Solana validator, the relay).
          hookTimeout: nodeStartBound,
          // A poll waits one flow step, as vi.waitFor does (test/support/waits.ts), and a test
          // three: its own bound above its waits', so the wait that runs out fails by its own
          // message (what it waited for), not by the test's bare timeout.
          expect: { poll: flowStep },
          testTimeout: flowSteps(3).timeout,
          // One module graph per worker, not per file: a file's imports (viem, the store, the
          // mocks) were most of its time, evaluated again for each of 137 files (197 s of CPU
          // against 120 s, on two cores). The files hold no state between them that another
          // reads: they pass in any order (`--sequence.shuffle.files`). A file that replaces a
          // module (vi.mock) cannot share one, and is an `*.isolated.test` (next project).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ['test/**/*.isolated.test.ts', 'test/**/*.isolated.test.tsx'],
          environment: 'node',
          setupFiles: ['test/support/stopStores.ts', 'test/support/waitDefaults.ts'],
          hookTimeout: nodeStartBound,
          expect: { poll: flowStep },
          testTimeout: flowSteps(3).timeout,
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
        },
      },
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          environment: 'node',
          globalSetup: ['contracts/consumer/clearGenerated.ts'],
          sequence: { groupOrder: 2 },
          // Pact writes one file per provider; interactions from parallel files would race.
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'pinned',
          include: ['contracts/pinned/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 3 },
        },
      },
      {
        extends: true,
        test: {
          name: 'package',
          include: ['test/package/**/*.test.ts'],
          environment: 'node',
          // Beside the unit files: one file that mostly waits on builds and installs (the tarball,
          // the example hosts), on one worker while the unit files share the other; last, it
          // added a minute and a half of its own to every run.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          sequence: { groupOrder: 4 },
          include: ['contracts/provider/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
