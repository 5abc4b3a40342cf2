// Where the stories' screenshots live (vite.config.ts, the `stories` project): one baseline per
// story and width in baselines/, beside nothing else, named for the story file and the story;
// a mismatch's images in visual-diffs/ (git-ignored) under the same names, for a designer to open.
import { join, relative } from 'node:path'

interface ScreenshotPathData {
  /** The name passed to toMatchScreenshot: the width ('desktop', 'phone'), or with -actual / -diff / -reference. */
  arg: string
  ext: string
  root: string
  /** The story file's folder, relative to the root (src/views/Connect). */
  testFileDirectory: string
  /** The story file (Connect.stories.tsx). */
  testFileName: string
  /** The story's name, made safe for a file name. */
  testName: string
}

const storyFolder = ({ testFileDirectory, testFileName }: ScreenshotPathData) =>
  join(relative('src', testFileDirectory), testFileName.replace(/\.stories\.tsx$/, ''))

/** baselines/views/Connect/Connect/Default-desktop.png */
export const baselinePath = (data: ScreenshotPathData) =>
  join(data.root, 'baselines', storyFolder(data), `${data.testName}-${data.arg}${data.ext}`)

/** visual-diffs/views/Connect/Connect/Default-desktop-diff.png (and -actual, -reference) */
export const visualDiffPath = (data: ScreenshotPathData) =>
  join(data.root, 'visual-diffs', storyFolder(data), `${data.testName}-${data.arg}${data.ext}`)
