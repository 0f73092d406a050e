import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect } from 'storybook/test'
import { RootErrorBoundary } from '../../apps/web/src/app/RootErrorBoundary'
import {
  PAGE_NOT_SAVED_MESSAGE,
  PAGE_NOT_SAVED_TITLE,
  UNEXPECTED_ERROR_TITLE,
} from '../../apps/web/src/features/status/UnexpectedErrorPage'
import { AppStoryDocsPage } from '../support/AppStoryDocsPage'

const FAILURE = 'A página falhou ao desenhar-se'

interface BrokenRouteProps {
  /** The route's script could not be downloaded (offline, never opened), as Chromium words it. */
  scriptUnavailable?: boolean
}

function BrokenPage(): never {
  throw new Error(FAILURE)
}

function ScriptUnavailablePage(): never {
  throw new TypeError(
    'Failed to fetch dynamically imported module: https://conecta.example/assets/RegisterPage-abc.js',
  )
}

/**
 * The app's root error boundary over a route that throws. No route of the
 * real table throws on purpose, so this one is made to, to show the screen
 * a person would get from a bug (docs/product.md#status-pages, docs/product.md#error-catalogue).
 */
function BrokenRouteStory(props: BrokenRouteProps) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        Component: props.scriptUnavailable ? ScriptUnavailablePage : BrokenPage,
        ErrorBoundary: RootErrorBoundary,
      },
    ]),
  )
  return <RouterProvider router={router} />
}

const meta = {
  title: 'Screens/UnexpectedError',
  component: BrokenRouteStory,
  parameters: { layout: 'fullscreen', docs: { page: AppStoryDocsPage } },
} satisfies Meta<typeof BrokenRouteStory>

export default meta
type Story = StoryObj<typeof meta>

/** docs/product.md#status-pages: an unhandled route error shows 'Unexpected Application Error!'. */
export const UnhandledRouteError: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: UNEXPECTED_ERROR_TITLE }),
    ).toBeVisible()
    await expect(canvas.getByText(FAILURE)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Recarregar a página' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/',
    )
  },
}

/**
 * docs/product.md#offline: a page never opened on this phone, offline, before the service
 * worker has kept its script: said in Portuguese, with a retry and the way home.
 */
export const PageNotSavedOffline: Story = {
  args: { scriptUnavailable: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: PAGE_NOT_SAVED_TITLE }),
    ).toBeVisible()
    await expect(canvas.getByText(PAGE_NOT_SAVED_MESSAGE)).toBeVisible()
    await expect(canvas.queryByText(/dynamically imported module/)).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/',
    )
  },
}
