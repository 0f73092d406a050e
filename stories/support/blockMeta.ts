import type { Meta } from '@storybook/react-vite'
import type { CatalogueSection } from './BlockDocsPage'
import { type MockApi, resetMockApis } from './mockApi'
import { withLocale } from './withLocale'

/**
 * What every `Blocos/` story file's meta shares, in two spreads:
 *
 * ```tsx
 * const meta = {
 *   title: 'Blocos/SignIn',
 *   component: SignInStory,
 *   subcomponents: { SignIn, TwoFactorStep },
 *   ...blockMeta(api),
 *   parameters: {
 *     docs: { page: BlockDocsPage },
 *     ...blockParameters(accountSections('signIn', 'twoFactor', 'fields'), api),
 *   },
 * } satisfies Meta<typeof SignInStory>
 * ```
 *
 * `blockMeta`: the toolbar's locale around every story and, for a block that
 * calls the demo API, the story's data fresh before each story.
 *
 * `blockParameters`: the padded layout, the texts the Docs page lists
 * (`blockStrings`) and the API's handlers.
 *
 * The file still writes `title`, `component` and `subcomponents` itself, as
 * Storybook's indexer and the Docs page read them from the source; and
 * `parameters` with its `docs` as literals: when a meta has a JSDoc comment,
 * Storybook's docs plugin merges the description into a literal `parameters`
 * and `docs`, but writes new ones over any that came from a spread (see
 * appStoryMeta.ts).
 */
export function blockMeta(api?: MockApi) {
  return {
    decorators: [withLocale],
    ...(api === undefined ? {} : { beforeEach: resetMockApis }),
  } satisfies Partial<Meta>
}

/** A block's parameters but its docs page: see `blockMeta`. */
export function blockParameters(blockStrings: readonly CatalogueSection[], api?: MockApi) {
  return { layout: 'padded', blockStrings, ...api?.parameters } as const
}
