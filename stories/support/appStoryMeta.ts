import type { Meta } from '@storybook/react-vite'
import { type AppStoryProps, resetAppStory } from './AppStory'

/**
 * What every app story file's meta shares: the app opening at `args.path`,
 * and fresh mock data and toast bus before each story.
 *
 * Each file still writes `title`, `component: AppStory`, its `tags` and
 * `parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } }`
 * itself. Storybook's indexer reads the first three from the source without
 * running it. And when a meta has a JSDoc comment, Storybook's docs plugin
 * writes a `parameters` key after everything in the object, replacing a
 * `parameters` that came from a spread (the Payment stories lost their
 * full-screen layout that way); a literal one it merges into.
 *
 * Storybook's default docs page would mount every story inline at once
 * against one story's handlers (each story is the whole app over its own
 * mock API), so a file either has `AppStoryDocsPage`, which gives each story
 * an iframe of its own, or `tags: ['!autodocs']` and no docs page.
 */
export function appStoryMeta(args: AppStoryProps) {
  return { args, beforeEach: resetAppStory } satisfies Partial<Meta<AppStoryProps>>
}
