// The reflow and text-resize check (WCAG 2.2 1.4.10 Reflow, 1.4.4 Resize
// Text), shared by the stories (.storybook/visual/stories.visual.ts) and the
// app's routes (e2e/reflow.e2e.test.ts): the two conditions a page must hold
// under, how a page is put under one, and `reflowProblems`, which runs in the
// page and lists what a person would meet there. README.md, "Reflow and large
// text", says what each rule models and how to read a failure.

/**
 * @typedef {object} ReflowCondition
 * @property {string} id short name, in picture names (`text-200`)
 * @property {string} label as a failure names it
 * @property {{ width: number, height: number }} viewport CSS pixels
 * @property {number} defaultFontSize the browser's default font size, px (16 unless the person changed it)
 * @property {string} models what it stands for, and which criterion it checks
 */

/** @type {readonly ReflowCondition[]} */
export const REFLOW_CONDITIONS = Object.freeze([
  {
    id: '320',
    label: '320 × 640',
    viewport: { width: 320, height: 640 },
    defaultFontSize: 16,
    // 1.4.10: content reflows at 320 CSS px without scrolling in two
    // directions. 320 px is also a real screen here: small Android phones.
    models: 'a small Android phone, 320 CSS px wide (WCAG 2.2 1.4.10 Reflow)',
  },
  {
    id: 'text-200',
    label: '360 × 740, text at 200 %',
    viewport: { width: 360, height: 740 },
    defaultFontSize: 32,
    // 1.4.4: text resized to 200 % without loss of content or function.
    models:
      "a 360 px phone whose person asked for text twice as large (WCAG 2.2 1.4.4 Resize Text), through the browser's default font size",
  },
])

/**
 * Problems the check finds and the suites report without failing on, each
 * while its own change is under way; remove an entry when it is mended (the
 * route check on `/login` fails while an entry still matches nothing there).
 * @type {readonly KnownProblem[]}
 */
export const KNOWN_REFLOW_PROBLEMS = Object.freeze([
  {
    // The kit's own toast stories (stories/ui/Toast.stories.tsx mark them):
    // a toast over the page, the kit's default, lies over the story's buttons
    // at the top of a phone's screen. Only there: the app draws the toast that
    // arrives unasked in the page (the kit's `container`), and reflow.e2e
    // checks that it covers nothing.
    selector: '[data-kit-overlay-toast-demo] [role="region"][aria-label^="Notificações"]',
    kinds: ['overlap'],
    reason:
      "a toast over the page covers what is under it by nature; the kit's stories show that default, and an app puts a toast that arrives unasked in the page's flow (ToastProvider's container)",
  },
  {
    // A field's error (the kit's FieldError, `<id>-error`): "Este número não
    // é M-Pesa." under the payment's number at 200 % text.
    selector: '[id$="-error"]',
    kinds: ['name-broken'],
    reason:
      'the kit\'s FieldError takes its messages as strings (FieldErrorMessages), so the app cannot keep "M-Pesa" whole in a field\'s error; it needs FieldError to take a node',
  },
])

/** Chromium's own default sizes (Settings → Appearance → Font size "Medium"). */
const CHROMIUM_DEFAULT_FONT_SIZES = { standard: 16, fixed: 13 }

/**
 * Puts a Chromium page under `condition`: its viewport, and the browser's
 * default font size.
 *
 * Why the default font size, and not `html { font-size: 200% }` injected
 * into the page: a phone's larger text reaches a page through the browser,
 * never through the page's own stylesheet. Chrome on Android either zooms the
 * whole page (its Accessibility "Zoom", which is a narrower viewport in CSS
 * px: the 320 condition), or, for a page that opts in with
 * `<meta name="text-scale">` and for Chrome's own "Font size" setting,
 * scales the initial value of `font-size` (`medium`), which is exactly the
 * preference set here (CDP `Page.setFontSizes`). Everything the page sizes
 * in `rem`, `em`, `%` or keywords grows with it, `em` media queries included;
 * what it sizes in `px` does not, and the app's own rules stay as written. An
 * injected author rule would instead override whatever the page says about
 * `<html>`, leave `medium` and `em` media queries at 16 px, and test a page
 * no phone shows.
 *
 * The preference is the renderer's copy only: Chromium puts the browser's own
 * back whenever it sends the page its preferences again (a new renderer after
 * a cross-site navigation, a screenshot beyond the viewport, which is what
 * Playwright's `fullPage` takes). Apply it after navigating, check it with
 * {@link settleUnder} before reading the page, picture the page with the
 * viewport grown to the page rather than `fullPage`, and put a reused page
 * back with {@link resetCondition}.
 * @param {import('@playwright/test').Page} page
 * @param {ReflowCondition} condition
 */
export async function applyCondition(page, condition) {
  await page.setViewportSize(condition.viewport)
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('Page.setFontSizes', {
      fontSizes: {
        standard: condition.defaultFontSize,
        fixed: Math.round(
          (CHROMIUM_DEFAULT_FONT_SIZES.fixed * condition.defaultFontSize) /
            CHROMIUM_DEFAULT_FONT_SIZES.standard,
        ),
      },
    })
  } finally {
    await cdp.detach()
  }
}

/**
 * Back to the browser's own default font size, at `viewport`.
 * @param {import('@playwright/test').Page} page
 * @param {{ width: number, height: number }} viewport
 */
export async function resetCondition(page, viewport) {
  await applyCondition(page, {
    id: 'reset',
    label: 'reset',
    viewport,
    defaultFontSize: CHROMIUM_DEFAULT_FONT_SIZES.standard,
    models: '',
  })
}

/**
 * Waits, without a timer, until the page is laid out under `condition`: the
 * viewport and the root's default font size have reached the page, and its
 * fonts are loaded. Layout itself is then synchronous: `reflowProblems`
 * reads geometry, which makes the browser lay the page out first.
 * @param {import('@playwright/test').Page} page
 * @param {ReflowCondition} condition
 */
export async function settleUnder(page, condition) {
  const reached = await page.evaluate(
    async ({ width, fontSize }) => {
      await document.fonts.ready
      const probe = document.createElement('div')
      probe.style.cssText = 'position:absolute;visibility:hidden;font-size:medium'
      document.documentElement.append(probe)
      const medium = Number.parseFloat(getComputedStyle(probe).fontSize)
      probe.remove()
      return {
        width: document.documentElement.clientWidth,
        innerWidth,
        medium,
        fontSize,
        wanted: width,
      }
    },
    { width: condition.viewport.width, fontSize: condition.defaultFontSize },
  )
  // Both are applied by the time Playwright's calls return (the viewport waits
  // for the page's resize; the font sizes are set synchronously in the
  // renderer): a mismatch is a broken set-up, not something to wait out.
  if (reached.innerWidth !== reached.wanted || reached.medium !== reached.fontSize) {
    throw new Error(
      `reflow: the page is not under ${condition.label}: innerWidth ${reached.innerWidth} (wanted ${reached.wanted}), font-size: medium is ${reached.medium}px (wanted ${reached.fontSize}px)`,
    )
  }
}

/**
 * @typedef {object} ReflowProblem
 * @property {'page-scrolls-sideways' | 'text-cut' | 'text-sticks-out' | 'overlap' | 'unreachable' | 'name-broken'} kind
 * @property {string} message what a person meets, naming the element(s)
 * @property {string} [known] why it is let through for now: a problem already filed
 */

/**
 * @typedef {object} KnownProblem
 * @property {string} selector the elements whose problems are known
 * @property {readonly ReflowProblem['kind'][]} [kinds] only these kinds of problem (all when absent)
 * @property {string} [metOn] a route of the app where it shows: the route check fails once it no longer does
 * @property {string} reason where it is filed, and what will mend it
 */

/**
 * What a person would meet on the page as it is laid out now, as a list of
 * problems (empty when none). Runs in the page (Playwright's `evaluate`): it
 * is self-contained and reads only the DOM and its geometry, changing
 * nothing. The rules:
 *
 * - `page-scrolls-sideways`: the document is wider than the screen
 *   (`scrollWidth > clientWidth`), naming the elements where the overflow
 *   starts. 1.4.10: no scrolling in two dimensions.
 * - `text-cut`: a text's glyphs reach past the box of an ancestor that
 *   clips them (`overflow: hidden | clip`, `text-overflow: ellipsis`), so
 *   part of it is not shown ("Co…", "Subscriçã"). 1.4.4 / 1.4.10: no loss
 *   of content.
 * - `text-sticks-out`: a text runs out of the bordered or filled box it is
 *   drawn in (a card, a plan), unclipped: the words sit on the card's edge or
 *   outside it.
 * - `overlap`: two interactive elements overlap, or a text and an
 *   interactive element that is not its own: a tap meant for one lands on the
 *   other, or a word is hidden under a button. Elements a modal dialog has
 *   made inert (`aria-hidden`, `inert`) are out of reach and not compared.
 * - `unreachable`: an interactive element that cannot be brought on screen:
 *   cut off by a clipping ancestor, outside the screen in a fixed layer, or in
 *   a row that scrolls sideways with nothing visible saying it does (a tab
 *   row). A row shows its cue with an element marked `data-scroll-cue`,
 *   rendered and visible at the edge where the hidden items are.
 * - `name-broken`: one of `unbreakable` split across two lines: "M-Pesa"
 *   at its hyphen, "Este dispositivo" (the sessions list's own device).
 *
 * A problem about an element inside one of `known` (a CSS selector) carries
 * that entry's `reason`: a problem already filed, which the tests report
 * without failing on it. Sub-pixel differences (under `tolerance` px) are
 * rounding, not problems.
 * @param {{ unbreakable?: readonly string[], known?: readonly KnownProblem[], tolerance?: number, limit?: number }} [options]
 * @returns {ReflowProblem[]}
 */
export function reflowProblems({
  unbreakable = ['M-Pesa', 'Este dispositivo'],
  known = [],
  tolerance = 1,
  limit = 40,
} = {}) {
  /** @type {ReflowProblem[]} */
  const problems = []
  /**
   * @param {{ kind: ReflowProblem['kind'], message: string }} problem
   * @param {Element[]} elements the elements it is about
   */
  const report = (problem, elements) => {
    const match = known.find(
      ({ selector, kinds }) =>
        (kinds === undefined || kinds.includes(problem.kind)) &&
        elements.some((element) => element.closest(selector) !== null),
    )
    problems.push(match ? { ...problem, known: match.reason } : problem)
  }
  const root = document.documentElement
  const screenWidth = root.clientWidth
  const screenHeight = root.clientHeight

  /** @type {Map<Element, CSSStyleDeclaration>} */
  const styles = new Map()
  /** @param {Element} element */
  const styleOf = (element) => {
    let style = styles.get(element)
    if (!style) {
      style = getComputedStyle(element)
      styles.set(element, style)
    }
    return style
  }

  const SKIPPED_TAGS = new Set([
    'script',
    'style',
    'template',
    'noscript',
    'title',
    'head',
    'option',
    'optgroup',
    'textarea',
  ])

  /**
   * A short name a reader finds the element by: its tag, role or label, its
   * text, and its landmark.
   * @param {Element} element
   */
  const nameOf = (element) => {
    const tag = element.localName
    const role = element.getAttribute('role')
    const label = element.getAttribute('aria-label')
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim()
    const shown = label ?? text
    const quote = shown ? ` «${shown.length > 48 ? `${shown.slice(0, 47)}…` : shown}»` : ''
    const path = []
    for (
      let parent = element.parentElement;
      parent && parent !== document.body && path.length < 3;
      parent = parent.parentElement
    ) {
      path.unshift(parent.localName)
    }
    const landmark = element.closest('header, nav, main, footer, [role="dialog"], form, aside')
    const where =
      landmark && landmark !== element
        ? ` in ${landmark.localName}${landmark.getAttribute('aria-label') ? ` «${landmark.getAttribute('aria-label')}»` : landmark.getAttribute('role') === 'dialog' ? ` «${(landmark.querySelector('h1, h2, h3')?.textContent ?? '').trim()}»` : ''}`
        : ''
    return `<${tag}${role ? ` role=${role}` : ''}>${quote}${where} (${[...path, tag].join(' › ')})`
  }
  /** @param {number} value */
  const px = (value) => `${Math.round(value)} px`

  /**
   * Hidden from sight on purpose (VisuallyHidden's 1 px clip, a closed
   * disclosure), or not rendered at all.
   * @param {Element} element
   */
  const hiddenFromSight = (element) => {
    if (
      !element.checkVisibility({
        opacityProperty: true,
        visibilityProperty: true,
        contentVisibilityAuto: true,
      })
    ) {
      return true
    }
    // Only out of the flow: a text squeezed to nothing by its row (a header's
    // name at 0 px) is a text cut, not one hidden on purpose.
    for (let node = /** @type {Element | null} */ (element); node; node = node.parentElement) {
      const style = styleOf(node)
      if (style.position !== 'absolute' && style.position !== 'fixed') continue
      if (style.clip !== 'auto') return true
      if (style.clipPath !== 'none' && style.clipPath !== '') return true
      if (style.overflow !== 'visible') {
        const box = node.getBoundingClientRect()
        if (box.width <= 1 && box.height <= 1) return true
      }
    }
    return false
  }

  /** Out of reach behind a modal dialog (Radix hides the rest with aria-hidden) or inert. @param {Element} element */
  const inert = (element) => element.closest('[aria-hidden="true"], [inert]') !== null

  const INTERACTIVE = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
  ].join(', ')
  const TEXT_ENTRY = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number', ''])

  /** The box a tap or a typed character lands in: a text field's content box, else the border box. @param {Element} element */
  const hitBox = (element) => {
    const box = element.getBoundingClientRect()
    const isTextEntry =
      (element.localName === 'input' &&
        TEXT_ENTRY.has((element.getAttribute('type') ?? '').toLowerCase())) ||
      element.localName === 'textarea'
    if (!isTextEntry) return box
    const style = styleOf(element)
    const inset = (/** @type {string} */ side) =>
      Number.parseFloat(style.getPropertyValue(`padding-${side}`)) +
      Number.parseFloat(style.getPropertyValue(`border-${side}-width`))
    return new DOMRect(
      box.left + inset('left'),
      box.top + inset('top'),
      box.width - inset('left') - inset('right'),
      box.height - inset('top') - inset('bottom'),
    )
  }

  /** The padding box of a clipping or scrolling ancestor: what it shows. @param {Element} element */
  const paddingBox = (element) => {
    const box = element.getBoundingClientRect()
    const style = styleOf(element)
    const left = box.left + Number.parseFloat(style.borderLeftWidth)
    const top = box.top + Number.parseFloat(style.borderTopWidth)
    return new DOMRect(left, top, element.clientWidth, element.clientHeight)
  }

  /** @param {DOMRect} a @param {DOMRect} b */
  const overlapOf = (a, b) => {
    const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
    const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
    return width > tolerance && height > tolerance ? { width, height } : null
  }
  /** How far `inner` reaches past `outer` on each side (0 when inside). @param {DOMRect} inner @param {DOMRect} outer */
  const beyond = (inner, outer) => ({
    left: Math.max(0, outer.left - inner.left),
    right: Math.max(0, inner.right - outer.right),
    top: Math.max(0, outer.top - inner.top),
    bottom: Math.max(0, inner.bottom - outer.bottom),
  })

  const clips = (/** @type {string} */ overflow) => overflow === 'hidden' || overflow === 'clip'
  const scrolls = (/** @type {string} */ overflow) => overflow === 'auto' || overflow === 'scroll'

  /**
   * The ancestors that clip or scroll `element`'s content, nearest first,
   * up to (not including) the document: a fixed element escapes those above
   * its containing block, so the walk stops at a fixed ancestor.
   * @param {Element} element
   */
  const clippingAncestors = (element) => {
    /** @type {Element[]} */
    const found = []
    for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
      const style = styleOf(node)
      if (
        node !== document.body &&
        (style.overflowX !== 'visible' || style.overflowY !== 'visible')
      )
        found.push(node)
      if (style.position === 'fixed') break
    }
    return found
  }
  /**
   * The part of `rect` (a text of `element`) its clipping and scrolling
   * ancestors let through, or null when none.
   * @param {DOMRect} rect
   * @param {Element} element
   * @returns {DOMRect | null}
   */
  const shownPart = (rect, element) => {
    let { left, top, right, bottom } = rect
    for (const ancestor of [element, ...clippingAncestors(element)]) {
      const style = styleOf(ancestor)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const box = paddingBox(ancestor)
      if (style.overflowX !== 'visible') {
        left = Math.max(left, box.left)
        right = Math.min(right, box.right)
      }
      if (style.overflowY !== 'visible') {
        top = Math.max(top, box.top)
        bottom = Math.min(bottom, box.bottom)
      }
    }
    return right - left > 0 && bottom - top > 0
      ? new DOMRect(left, top, right - left, bottom - top)
      : null
  }
  /** @param {Element} element */
  const fixedAncestor = (element) => {
    for (let node = /** @type {Element | null} */ (element); node; node = node.parentElement) {
      if (styleOf(node).position === 'fixed') return node
    }
    return null
  }

  // The elements a person sees.
  /** @type {Element[]} */
  const visible = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => {
      const element = /** @type {Element} */ (node)
      if (
        SKIPPED_TAGS.has(element.localName) ||
        element.namespaceURI !== document.body.namespaceURI
      )
        return NodeFilter.FILTER_REJECT
      return hiddenFromSight(element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT
    },
  })
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    visible.push(/** @type {Element} */ (node))
  }

  // Each visible text: its node's line boxes, and the element it is in.
  /** @type {Array<{ element: Element, node: Node, text: string, rects: DOMRect[] }>} */
  const texts = []
  const range = document.createRange()
  for (const element of visible) {
    for (const child of element.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || !(child.textContent ?? '').trim()) continue
      range.selectNodeContents(child)
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
      if (rects.length > 0)
        texts.push({ element, node: child, text: (child.textContent ?? '').trim(), rects })
    }
  }

  // page-scrolls-sideways
  if (root.scrollWidth > screenWidth) {
    /** @type {Element[]} */
    const starts = visible.filter((element) => {
      const box = element.getBoundingClientRect()
      if (box.right <= screenWidth + tolerance) return false
      if (clippingAncestors(element).some((ancestor) => styleOf(ancestor).overflowX !== 'visible'))
        return false
      if (fixedAncestor(element)) return false
      // Where the overflow starts: its parent still fits.
      const parent = element.parentElement
      return !parent || parent.getBoundingClientRect().right <= screenWidth + tolerance
    })
    report(
      {
        kind: 'page-scrolls-sideways',
        message: `the page scrolls sideways: ${px(root.scrollWidth)} wide on a ${px(screenWidth)} screen; it starts at ${
          starts.length > 0
            ? starts
                .slice(0, 4)
                .map(
                  (element) =>
                    `${nameOf(element)}, ${px(element.getBoundingClientRect().width)} wide, right edge at ${px(element.getBoundingClientRect().right)}`,
                )
                .join('; ')
            : 'no single element (margins or a pseudo-element)'
        }`,
      },
      starts,
    )
  }

  // text-cut and text-sticks-out
  for (const { element, text, rects } of texts) {
    let reported = false
    for (const ancestor of [element, ...clippingAncestors(element)]) {
      const style = styleOf(ancestor)
      const clipX = clips(style.overflowX) || style.textOverflow === 'ellipsis'
      const clipY = clips(style.overflowY)
      if (!clipX && !clipY) continue
      const shown = paddingBox(ancestor)
      for (const rect of rects) {
        const past = beyond(rect, shown)
        const cutX = clipX && (past.left > tolerance || past.right > tolerance)
        const cutY = clipY && (past.top > tolerance || past.bottom > tolerance)
        if (cutX || cutY) {
          report(
            {
              kind: 'text-cut',
              message: `text cut: «${text.length > 60 ? `${text.slice(0, 59)}…` : text}» in ${nameOf(element)} runs ${px(Math.max(past.left, past.right, past.top, past.bottom))} past the edge of ${
                ancestor === element ? 'its own box' : nameOf(ancestor)
              }, which hides it (overflow ${style.overflowX}/${style.overflowY}${style.textOverflow === 'ellipsis' ? ', ellipsis' : ''})`,
            },
            [element, ancestor],
          )
          reported = true
          break
        }
      }
      if (reported) break
    }
    if (reported) continue
    // The nearest box drawn around the text (a border on both sides, or a
    // fill): a text running out of it sits on the card's edge or outside.
    for (
      let ancestor = element;
      ancestor && ancestor !== document.body && ancestor !== root;
      ancestor = /** @type {Element} */ (ancestor.parentElement)
    ) {
      const style = styleOf(ancestor)
      const bordered =
        Number.parseFloat(style.borderLeftWidth) > 0 &&
        Number.parseFloat(style.borderRightWidth) > 0 &&
        style.borderLeftStyle !== 'none'
      const filled =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent'
      // Inside a box that scrolls or clips, the text is that box's business (above).
      if (ancestor !== element && style.overflowX !== 'visible') break
      if (!bordered && !filled) continue
      const box = ancestor.getBoundingClientRect()
      const out = rects.find(
        (rect) => rect.right > box.right + tolerance || rect.left < box.left - tolerance,
      )
      if (out) {
        const past = beyond(out, box)
        report(
          {
            kind: 'text-sticks-out',
            message: `text sticks out of its box: «${text.length > 60 ? `${text.slice(0, 59)}…` : text}» in ${nameOf(element)} runs ${px(Math.max(past.left, past.right))} past the edge of ${
              ancestor === element ? 'its own box' : nameOf(ancestor)
            }`,
          },
          [element, ancestor],
        )
      }
      break
    }
  }

  // overlap
  const interactive = visible.filter((element) => element.matches(INTERACTIVE) && !inert(element))
  const boxes = interactive.map((element) => ({ element, box: hitBox(element) }))
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = /** @type {{ element: Element, box: DOMRect }} */ (boxes[i])
      const b = /** @type {{ element: Element, box: DOMRect }} */ (boxes[j])
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue
      const shared = overlapOf(a.box, b.box)
      if (shared) {
        report(
          {
            kind: 'overlap',
            message: `two controls overlap (${px(shared.width)} × ${px(shared.height)}): ${nameOf(a.element)} and ${nameOf(b.element)}`,
          },
          [a.element, b.element],
        )
      }
    }
  }
  for (const { element, text, rects } of texts) {
    if (inert(element)) continue
    // Only the part of the text that is drawn: a text its box clips is a
    // text cut (above), not one lying under a button.
    const shown = rects.map((rect) => shownPart(rect, element)).filter((rect) => rect !== null)
    for (const { element: control, box } of boxes) {
      if (control.contains(element) || element.contains(control)) continue
      const hit = shown.map((rect) => overlapOf(rect, box)).find(Boolean)
      if (hit) {
        report(
          {
            kind: 'overlap',
            message: `a text and a control overlap (${px(hit.width)} × ${px(hit.height)}): «${text.length > 60 ? `${text.slice(0, 59)}…` : text}» in ${nameOf(element)} under ${nameOf(control)}`,
          },
          [element, control],
        )
        break
      }
    }
  }

  // unreachable
  for (const { element } of boxes) {
    const box = element.getBoundingClientRect()
    let reason = ''
    for (const ancestor of clippingAncestors(element)) {
      const style = styleOf(ancestor)
      const past = beyond(box, paddingBox(ancestor))
      const outX = past.left > tolerance || past.right > tolerance
      const outY = past.top > tolerance || past.bottom > tolerance
      if ((outX && clips(style.overflowX)) || (outY && clips(style.overflowY))) {
        reason = `cut off by ${nameOf(ancestor)}, which hides its overflow (${px(Math.max(past.left, past.right, past.top, past.bottom))} of it hidden)`
        break
      }
      if (outX && scrolls(style.overflowX)) {
        const side = past.right > tolerance ? 'right' : 'left'
        const shown = paddingBox(ancestor)
        const cue = [
          ...(ancestor.parentElement ?? ancestor).querySelectorAll('[data-scroll-cue]'),
        ].find((candidate) => {
          if (hiddenFromSight(candidate)) return false
          const cueBox = candidate.getBoundingClientRect()
          return side === 'right'
            ? cueBox.right >= shown.right - tolerance && cueBox.left < shown.right
            : cueBox.left <= shown.left + tolerance && cueBox.right > shown.left
        })
        if (!cue) {
          reason = `hidden ${px(Math.max(past.left, past.right))} past the ${side} edge of ${nameOf(ancestor)}, which scrolls sideways with nothing visible saying so`
          break
        }
      }
    }
    if (!reason && fixedAncestor(element)) {
      // A fixed layer does not move with the page: what lies outside the
      // screen stays there, unless a scrolling box inside the layer holds it.
      const insideScroller = clippingAncestors(element).some((ancestor) => {
        const style = styleOf(ancestor)
        return scrolls(style.overflowY) || scrolls(style.overflowX)
      })
      const past = beyond(box, new DOMRect(0, 0, screenWidth, screenHeight))
      if (!insideScroller && Math.max(past.left, past.right, past.top, past.bottom) > tolerance) {
        reason = `outside the ${px(screenWidth)} × ${px(screenHeight)} screen in a fixed layer, which does not scroll`
      }
    }
    if (
      !reason &&
      (box.left + window.scrollX < -tolerance || box.top + window.scrollY < -tolerance)
    ) {
      reason = 'above or left of the page, where no scrolling reaches'
    }
    if (reason)
      report(
        {
          kind: 'unreachable',
          message: `${nameOf(element)} cannot be reached: ${reason}`,
        },
        [element],
      )
  }

  // name-broken
  for (const name of unbreakable) {
    for (const { element, node } of texts) {
      const value = node.textContent ?? ''
      for (let at = value.indexOf(name); at !== -1; at = value.indexOf(name, at + name.length)) {
        range.setStart(node, at)
        range.setEnd(node, at + name.length)
        const tops = new Set(
          [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        )
        if (tops.size > 1) {
          report(
            {
              kind: 'name-broken',
              message: `«${name}» is broken across two lines in ${nameOf(element)}`,
            },
            [element],
          )
        }
      }
    }
  }

  range.detach()
  // One line per problem, the same element once per kind.
  const seen = new Set()
  return problems
    .filter(({ kind, message }) => {
      const key = `${kind}:${message}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, limit)
}

/**
 * The failure message for one page and condition.
 * @param {string} where the story or route
 * @param {ReflowCondition} condition
 * @param {ReflowProblem[]} problems
 */
export function reflowReport(where, condition, problems) {
  // Known problems are the caller's to show apart (`knownNote`).
  const failing = problems.filter((problem) => !problem.known)
  const [first] = failing
  if (!first) return `${where} at ${condition.label}: no reflow problem`
  // The first line, all npm test's summary keeps, names the first problem.
  return `${where} at ${condition.label}: [${first.kind}] ${first.message}${
    failing.length > 1 ? ` (and ${failing.length - 1} more)` : ''
  }\n${failing.map((problem) => `  - [${problem.kind}] ${problem.message}`).join('\n')}`
}

/**
 * The known problems found, one line each with why they do not fail, or
 * null when there are none.
 * @param {string} where
 * @param {ReflowCondition} condition
 * @param {ReflowProblem[]} problems
 */
export function knownNote(where, condition, problems) {
  const known = problems.filter((problem) => problem.known)
  if (known.length === 0) return null
  return `${where} at ${condition.label}: ${known.length} known problem${known.length === 1 ? '' : 's'} (${known[0]?.known})\n${known
    .map((problem) => `  - [${problem.kind}] ${problem.message}`)
    .join('\n')}`
}
