import type { Meta } from '@storybook/react-vite'
import { type AppStoryProps, resetAppStory } from './AppStory'

/**
 * What every app story file's meta shares: the page full-screen, the app
 * opening at `args.path`, and fresh mock data and toast bus before each story.
 *
 * Each file still writes `title`, `component: AppStory` and
 * `tags: ['!autodocs']` itself: Storybook's indexer reads them from the
 * source without running it. No docs page: each story is the whole app over
 * its own mock API, and a docs page would mount them all at once against one
 * story's handlers.
 */
export function appStoryMeta(args: AppStoryProps) {
  return {
    parameters: { layout: 'fullscreen' },
    args,
    beforeEach: resetAppStory,
  } satisfies Partial<Meta<AppStoryProps>>
}
