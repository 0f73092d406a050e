import { useEffect } from 'react'
import { useMatches } from 'react-router-dom'
import { appConfig } from '../config/appConfig'
import { documentTitle, titleOfMatches } from '../navigation/routeHandle'

/** Keeps `document.title` in step with the route; the pre-rendering writes the same title. */
export function useDocumentTitle(): void {
  const title = titleOfMatches(useMatches())
  useEffect(() => {
    document.title = documentTitle(title, appConfig.productName)
  }, [title])
}
