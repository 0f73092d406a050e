import { Description, DocsContext, Subtitle, Title, Unstyled } from '@storybook/addon-docs/blocks'
import { useContext, useEffect, useRef, useState } from 'react'
import { useTheme } from 'storybook/theming'
import { phone } from '../../.storybook/viewports'

/** A story that has not said it finished by then does not hold up the next one. */
const finishTimeoutMs = 30_000

/**
 * Whether a `message` event is the Storybook channel's `storyFinished` (the
 * story rendered, played and checked). A preview inside an iframe posts its
 * channel events to its parent window as JSON: `{ key: 'storybook-channel',
 * event: { type, args } }`.
 */
function isStoryFinished(event: MessageEvent): boolean {
  if (typeof event.data !== 'string' || !event.data.includes('storyFinished')) return false
  try {
    const message: unknown = JSON.parse(event.data)
    if (typeof message !== 'object' || message === null) return false
    const { key, event: channelEvent } = message as { key?: unknown; event?: { type?: unknown } }
    return key === 'storybook-channel' && channelEvent?.type === 'storyFinished'
  } catch {
    return false
  }
}

interface StoryFrameProps {
  id: string
  name: string
  theme: string | undefined
  /** Loads the story; before that the frame is an empty phone. */
  start: boolean
  onFinished: () => void
}

/** One story in its own page (iframe.html in story mode, as the test runner opens it). */
function StoryFrame({ id, name, theme, start, onFinished }: StoryFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  const finished = useRef(onFinished)
  finished.current = onFinished

  useEffect(() => {
    if (!start) return
    let done = false
    const finish = () => {
      if (done) return
      done = true
      finished.current()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source === frame.current?.contentWindow && isStoryFinished(event)) finish()
    }
    window.addEventListener('message', onMessage)
    const timer = setTimeout(finish, finishTimeoutMs)
    return () => {
      window.removeEventListener('message', onMessage)
      clearTimeout(timer)
    }
  }, [start])

  const params = new URLSearchParams({ id, viewMode: 'story' })
  if (theme !== undefined) params.set('globals', `theme:${theme}`)
  return (
    <iframe
      ref={frame}
      title={`Estado: ${name}`}
      src={start ? `iframe.html?${params}` : undefined}
      width={phone.width}
      height={phone.height}
      style={{ display: 'block', border: 0 }}
    />
  )
}

/** Input by which a person scrolls the page: a scroll right after one of these is theirs. */
const scrollInputs = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const
const ownScrollWindowMs = 1000

/**
 * Keeps the page where the person left it while `active`: a play that
 * focuses a field in a frame makes the browser scroll this page to that
 * frame; such a scroll, with no wheel, touch, key or pointer just before it,
 * is undone.
 */
function useScrollStaysPut(active: boolean) {
  useEffect(() => {
    if (!active) return
    let kept = window.scrollY
    let lastInput = 0
    const onInput = () => {
      lastInput = performance.now()
    }
    const onScroll = () => {
      if (performance.now() - lastInput < ownScrollWindowMs) kept = window.scrollY
      else if (window.scrollY !== kept) window.scrollTo({ top: kept, behavior: 'instant' })
    }
    for (const type of scrollInputs) window.addEventListener(type, onInput, { passive: true })
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      for (const type of scrollInputs) window.removeEventListener(type, onInput)
      window.removeEventListener('scroll', onScroll)
    }
  }, [active])
}

/**
 * The docs page of an app screen: every story of the file side by side, each
 * at the phone size designers review (360 × 740), after its `play`, as the
 * story's own canvas shows it.
 *
 * Storybook's default page renders a file's stories inline, in one document.
 * An app story is the whole app over its own mock API, so inline they would
 * share one MSW worker (mswLoader installs the handlers of whichever story
 * loaded last), one API client and toast bus, and the mock store that
 * `resetAppStory` replaces for each. Here each story is a page of its own, in
 * an iframe: its own MSW client (the service worker answers each page from
 * that page's handlers), modules and store, as in the test runner.
 *
 * The frames load one after another, each when the one before has finished
 * its `play`: one play at a time, as in the test runner, rather than a dozen
 * whole Storybook previews starting at once on a phone-class machine (a first
 * version that opened them all at once had the Login file's "Signed in" play
 * fail halfway through typing; four later runs with all at once passed, so
 * that is a precaution, not a proven race). And a play's focus scrolls this
 * page to its frame: while they play, the page stays where the person put it.
 *
 * A story file opts in by leaving `'!autodocs'` out of its tags (the preview
 * tags every file `autodocs`) and setting `parameters.docs.page` to this
 * component, both literally in its meta (see appStoryMeta).
 */
export function AppStoryDocsPage() {
  const context = useContext(DocsContext)
  const { typography } = useTheme()
  const stories = context.componentStories()
  const [started, setStarted] = useState(1)
  // Until the last story has finished: `started` then counts one past the end.
  useScrollStaysPut(started <= stories.length)
  const first = stories[0]
  const theme = first === undefined ? undefined : context.getStoryContext(first).globals.theme
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <p>
        Cada estado do ecrã num telemóvel de {phone.width} × {phone.height}, tal como a sua história
        o mostra depois de correr, cada um na sua própria página com a sua API simulada. Os estados
        abrem um de cada vez, pela ordem da lista. Abra uma história na barra lateral para a repetir
        passo a passo.
      </p>
      <Unstyled>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, ${phone.width + 2}px)`,
            gap: '2rem 1.5rem',
          }}
        >
          {stories.map((story, index) => (
            <figure key={story.id} style={{ margin: 0 }}>
              <figcaption
                style={{ font: `700 14px ${typography.fonts.base}`, marginBottom: '0.5rem' }}
              >
                {story.name}
              </figcaption>
              <div style={{ border: '1px solid rgba(0, 0, 0, 0.2)', borderRadius: 4 }}>
                <StoryFrame
                  id={story.id}
                  name={story.name}
                  theme={typeof theme === 'string' ? theme : undefined}
                  start={index < started}
                  onFinished={() => setStarted((count) => Math.max(count, index + 2))}
                />
              </div>
            </figure>
          ))}
        </div>
      </Unstyled>
    </>
  )
}
