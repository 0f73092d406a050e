'use client'

import * as RadixToast from '@radix-ui/react-toast'
import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { Button } from '../Button/Button.js'
import { IconButton } from '../IconButton/IconButton.js'
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons.js'
import { TOAST_DEFAULTS } from './constants.js'
import * as styles from './Toast.css.js'
import {
  type ToastApi,
  ToastContext,
  type ToastHandle,
  type ToastOptions,
  type ToastState,
} from './useToast.js'

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  children?: ReactNode
  /**
   * Name of the toast area for screen readers; `{hotkey}` becomes the key.
   * @defaultValue 'Notificações ({hotkey})'
   */
  label?: string
  /**
   * Word read before each toast's text when it is announced.
   * @defaultValue 'Notificação'
   */
  announcementLabel?: string
  /**
   * Default time in ms before a toast closes by itself; a toast's own
   * `duration` wins over it.
   * @defaultValue 5000 (`TOAST_DEFAULTS.duration`)
   */
  duration?: number
  /**
   * Most toasts on screen at once; a new toast beyond it replaces the oldest
   * instead of queueing behind it.
   * @defaultValue 1 (`TOAST_DEFAULTS.limit`)
   */
  limit?: number
  /**
   * Time in ms a dismissed toast stays in state (still listed by
   * `useToast().toasts`, closed) before it is removed.
   * @defaultValue 1000 (`TOAST_DEFAULTS.removeDelay`)
   */
  removeDelay?: number
  /**
   * Distance in px a toast must be swiped before it closes.
   * @defaultValue 50 (`TOAST_DEFAULTS.swipeThreshold`)
   */
  swipeThreshold?: number
  /**
   * Keys (`KeyboardEvent.code`) that move focus to the toast area.
   * @defaultValue ['F8'] (`TOAST_DEFAULTS.hotkey`)
   */
  hotkey?: readonly string[]
  /**
   * Direction a toast is swiped to close it.
   * @defaultValue 'right'
   */
  swipeDirection?: RadixToast.ToastProviderProps['swipeDirection']
  /**
   * Text of each toast's close button.
   * @defaultValue 'Fechar'
   */
  closeLabel?: string
  /**
   * Where the toasts are drawn. By default over the page (fixed: at the top
   * on a phone, in the bottom corner otherwise). Given an element, inside it,
   * in the page's flow: they cover nothing, and nothing before them moves
   * when they come or go. Put such an element after what a person reads and
   * taps (the end of a page's main content), so a late toast never pushes a
   * field or a button. `null` while the element is not there: over the page.
   */
  container?: Element | null
}

type Action =
  | { type: 'add'; toast: ToastState; limit: number }
  | { type: 'update'; id: string; options: Partial<ToastOptions> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id: string }

function reducer(toasts: ToastState[], action: Action): ToastState[] {
  switch (action.type) {
    case 'add':
      // Newest first, and only `limit` kept: a toast that waits in a queue
      // would tell its news after it stopped being true.
      return [action.toast, ...toasts].slice(0, action.limit)
    case 'update':
      return toasts.map((toast) =>
        toast.id === action.id ? { ...toast, ...action.options } : toast,
      )
    case 'dismiss':
      return toasts.map((toast) =>
        action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
      )
    case 'remove':
      return toasts.filter((toast) => toast.id !== action.id)
  }
}

/**
 * Holds the toasts and draws them in a Radix Toast viewport. Put it once near
 * the root; components below call {@link useToast}.
 */
export function ToastProvider({
  children,
  label = 'Notificações ({hotkey})',
  announcementLabel = 'Notificação',
  duration = TOAST_DEFAULTS.duration,
  limit = TOAST_DEFAULTS.limit,
  removeDelay = TOAST_DEFAULTS.removeDelay,
  swipeThreshold = TOAST_DEFAULTS.swipeThreshold,
  hotkey = TOAST_DEFAULTS.hotkey,
  swipeDirection = 'right',
  closeLabel = 'Fechar',
  container = null,
}: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(reducer, [])
  const nextId = useRef(0)
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const dismiss = useCallback((id?: string) => dispatch({ type: 'dismiss', id }), [])

  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      nextId.current += 1
      const id = String(nextId.current)
      dispatch({ type: 'add', toast: { ...options, id, open: true }, limit })
      return {
        id,
        dismiss: () => dismiss(id),
        update: (changes) => dispatch({ type: 'update', id, options: changes }),
      }
    },
    [dismiss, limit],
  )

  // A dismissed toast stays in state for `removeDelay` so its exit animation
  // can finish and callers can still read it; then it goes.
  useEffect(() => {
    const timers = removalTimers.current
    for (const { id, open } of toasts) {
      if (!open && !timers.has(id)) {
        timers.set(
          id,
          setTimeout(() => {
            timers.delete(id)
            dispatch({ type: 'remove', id })
          }, removeDelay),
        )
      }
    }
    for (const [id, timer] of timers) {
      if (!toasts.some((toast) => toast.id === id)) {
        clearTimeout(timer)
        timers.delete(id)
      }
    }
  }, [toasts, removeDelay])

  useEffect(() => {
    const timers = removalTimers.current
    return () => {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    }
  }, [])

  const api = useMemo<ToastApi>(() => ({ toast, dismiss, toasts }), [toast, dismiss, toasts])
  const listRef = useFocusLeavesEmptyList()

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        label={announcementLabel}
        duration={duration}
        swipeDirection={swipeDirection}
        swipeThreshold={swipeThreshold}
      >
        {children}
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} closeLabel={closeLabel} onDismiss={dismiss} />
        ))}
        {container === null ? (
          <RadixToast.Viewport
            ref={listRef}
            hotkey={[...hotkey]}
            label={label}
            className={styles.viewport}
          />
        ) : (
          createPortal(
            <RadixToast.Viewport
              ref={listRef}
              hotkey={[...hotkey]}
              label={label}
              className={styles.inlineViewport}
            />,
            container,
          )
        )}
      </RadixToast.Provider>
    </ToastContext.Provider>
  )
}

/**
 * The toasts' list never keeps the focus while it shows no toast. Radix moves
 * the focus to the list when a toast closes under it (Fechar, its action,
 * Escape), and F8 moves it there even when no toast is shown. While a toast
 * is shown, the list is where it is. When none is, an empty list is nowhere:
 * a keyboard user would stand on an invisible region, its focus ring a flat
 * line, with Tab going on from the end of the document. So the focus goes
 * back to where it was before it came to the toasts (what a keyboard user
 * left with F8 or Tab); after a tap, or when that element is gone, to the
 * page itself (the body), where a host's own focus management (a
 * navigation's heading) takes it on.
 */
function useFocusLeavesEmptyList(): (list: HTMLOListElement | null) => void {
  const [list, setList] = useState<HTMLOListElement | null>(null)
  useEffect(() => {
    const region = list?.parentElement
    if (!list || !region) return
    let cameFrom: Element | null = null
    // The person's last way of acting, as a browser decides `:focus-visible`: a key (F8, the
    // Enter or Escape that closed a toast) or a tap, whose pointerdown comes before the focus.
    let tapped = false
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget instanceof Element ? event.relatedTarget : null
      if (from === null || !region.contains(from)) cameFrom = from
      if (event.target !== list) return
      // A toast still shown (not the one closing, which holds what had the focus).
      const shown = [...list.children].some(
        (item) => !(from && item.contains(from)) && item.getAttribute('data-state') === 'open',
      )
      if (shown) return
      if (!tapped && cameFrom instanceof HTMLElement && cameFrom.isConnected) cameFrom.focus()
      else list.blur()
    }
    const onPointerDown = () => {
      tapped = true
    }
    const onKeyDown = () => {
      tapped = false
    }
    region.addEventListener('focusin', onFocusIn)
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      region.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('keydown', onKeyDown, true)
    }
  }, [list])
  return setList
}

interface ToastItemProps {
  toast: ToastState
  closeLabel: string
  onDismiss: (id: string) => void
}

function ToastItem({ toast, closeLabel, onDismiss }: ToastItemProps) {
  const { id, open, title, description, action, variant = 'default', duration } = toast
  const titleId = useId()
  const descriptionId = useId()

  return (
    <RadixToast.Root
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss(id)
      }}
      duration={duration}
      // Only errors interrupt the screen reader (assertive); news such as
      // "Perfil actualizado" waits its turn (polite).
      type={variant === 'error' ? 'foreground' : 'background'}
      className={`${styles.toast} ${styles.toastVariant[variant]}`}
      // Radix leaves the <li> unnamed; naming it by its title lets people
      // (and tests) find "the 'Perfil actualizado' notification" by role.
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {variant === 'default' ? null : (
        <span className={`${styles.icon} ${styles.iconVariant[variant]}`}>
          {variant === 'success' ? <CheckIcon /> : <AlertIcon />}
        </span>
      )}
      <div className={styles.content}>
        <RadixToast.Title id={titleId} className={styles.title}>
          {title}
        </RadixToast.Title>
        {description ? (
          <RadixToast.Description id={descriptionId} className={styles.description}>
            {description}
          </RadixToast.Description>
        ) : null}
      </div>
      {action ? (
        <RadixToast.Action altText={action.altText ?? action.label} asChild>
          <Button
            variant="secondary"
            size="small"
            className={styles.action}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close asChild>
        <IconButton label={closeLabel}>
          <CloseIcon />
        </IconButton>
      </RadixToast.Close>
    </RadixToast.Root>
  )
}
