'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from '../Button/Button.js'
import { AlertIcon } from '../icons/icons.js'
import * as styles from './ConfirmDialog.css.js'

/** Shown when `onConfirm` rejects and no `errorMessage` is given. */
export const CONFIRM_DIALOG_ERROR_MESSAGE = 'Não foi possível concluir a acção. Tente novamente.'

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The question or statement; it names the dialog. */
  title: ReactNode
  /** What confirming will do; it describes the dialog. */
  description?: ReactNode
  /**
   * Text of the confirm button.
   * @defaultValue 'Confirmar'
   */
  confirmText?: string
  /**
   * Text of the cancel button.
   * @defaultValue 'Cancelar'
   */
  cancelText?: string
  /**
   * Runs on confirm. If it returns a promise, the confirm button shows a
   * pending state until it settles; the dialog closes when it fulfils and
   * stays open with an error message when it rejects.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: the usual callback shape; a plain handler returns nothing (void), an async one a promise.
  onConfirm?: () => void | Promise<unknown>
  /** Runs when the person cancels (button, Escape or a click outside). */
  onCancel?: () => void
  /**
   * The message shown when `onConfirm` rejects, or a function that makes one
   * from the rejection reason; an empty one shows none (an action the person
   * abandoned).
   * @defaultValue CONFIRM_DIALOG_ERROR_MESSAGE
   */
  errorMessage?: string | ((error: unknown) => string)
  /**
   * Controlled progress, for a confirm whose state lives elsewhere (a state
   * machine): while `true` the confirm button shows it and nothing closes the
   * dialog. Given, `onConfirm`'s return value is ignored and the dialog
   * closes only through `open`.
   */
  pending?: boolean
  /**
   * Controlled error message, shown above the buttons (`null`: none). Given,
   * it replaces the message made from `onConfirm`'s rejection.
   */
  error?: string | null
  /** Controlled open state. */
  open?: boolean
  /**
   * Open state on first render when uncontrolled.
   * @defaultValue false
   */
  defaultOpen?: boolean
  /** Called with the new open state; not called in `alwaysOpen` mode. */
  onOpenChange?: (open: boolean) => void
  /**
   * A button that opens the dialog; focus returns to it on close. It must
   * accept a ref and `onClick` (a `Button` does).
   */
  trigger?: ReactElement
  /**
   * `danger` draws the confirm button in the danger colour, for destructive
   * actions such as deleting the account.
   * @defaultValue 'default'
   */
  variant?: 'default' | 'danger'
  /**
   * "Always open" mode: open, with no buttons, and Escape or
   * a click outside does nothing. For states the person must wait out.
   * @defaultValue false
   */
  alwaysOpen?: boolean
  /** Extra content between the description and the buttons, e.g. a password field. */
  children?: ReactNode
}

/** Open dialogs holding the page still; the page scrolls again when the last one closes. */
let scrollLocks = 0

/**
 * Keeps the page behind an open dialog from scrolling, with a class on
 * <html> from the library's stylesheet. Radix's own lock (react-remove-scroll,
 * inside Dialog.Overlay) writes a <style> element at run time, which a
 * Content-Security-Policy without 'unsafe-inline' blocks; a class never is.
 */
function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    scrollLocks += 1
    document.documentElement.classList.add(styles.scrollLocked)
    return () => {
      scrollLocks -= 1
      if (scrollLocks === 0) document.documentElement.classList.remove(styles.scrollLocked)
    }
  }, [active])
}

/** What Radix may focus when a dialog opens (links it leaves out). */
const FOCUSABLE =
  'button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  )
}

/**
 * A modal confirmation on Radix Dialog, exposed as an `alertdialog`: it
 * interrupts to ask for a decision (WAI-ARIA APG). Its buttons are the
 * confirm, then the cancel; it opens on its first field, or else on the
 * cancel.
 */
export function ConfirmDialog({
  title,
  description,
  confirmText = 'Confirmar',
  cancelText = 'Cancelar',
  onConfirm,
  onCancel,
  errorMessage = CONFIRM_DIALOG_ERROR_MESSAGE,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  variant = 'default',
  alwaysOpen = false,
  pending: pendingProp,
  error: errorProp,
  children,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const [ownPending, setPending] = useState(false)
  const [ownError, setError] = useState<string | null>(null)
  const pending = pendingProp ?? ownPending
  const error = errorProp === undefined ? ownError : errorProp
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)

  const open = alwaysOpen || (openProp ?? uncontrolledOpen)
  useScrollLock(open)
  // While a confirm is in flight the outcome must stay visible, so nothing
  // but the outcome itself may close the dialog.
  const locked = alwaysOpen || pending

  function setOpen(next: boolean) {
    if (alwaysOpen) return
    if (!next) setError(null)
    if (openProp === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  function handleOpenChange(next: boolean) {
    if (!next) {
      if (locked) return
      onCancel?.()
    }
    setOpen(next)
  }

  function describe(reason: unknown) {
    return typeof errorMessage === 'function' ? errorMessage(reason) : errorMessage
  }

  async function handleConfirm() {
    if (pending) return
    if (pendingProp !== undefined) {
      onConfirm?.()
      return
    }
    setError(null)
    let result: unknown
    try {
      result = onConfirm?.()
    } catch (reason) {
      setError(describe(reason))
      return
    }
    if (!isPromiseLike(result)) {
      setOpen(false)
      return
    }
    setPending(true)
    try {
      await result
      setPending(false)
      setOpen(false)
    } catch (reason) {
      setPending(false)
      setError(describe(reason))
    }
  }

  function preventWhenLocked(event: Event) {
    if (locked) event.preventDefault()
  }

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        {/* Not Dialog.Overlay: its scroll lock injects a <style> (see useScrollLock). Radix
            still traps focus, hides the rest from assistive technology and treats a press
            here as outside the dialog. */}
        <div className={styles.overlay} data-state={open ? 'open' : 'closed'} aria-hidden="true" />
        <Dialog.Content
          role="alertdialog"
          className={styles.content}
          onEscapeKeyDown={preventWhenLocked}
          onPointerDownOutside={preventWhenLocked}
          onInteractOutside={preventWhenLocked}
          onOpenAutoFocus={(event) => {
            // Radix only knows where to send focus back when it owns the
            // trigger; a controlled dialog opened from elsewhere remembers
            // the element that had focus just before it opened.
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null
            // Radix focuses the first control, links aside: a field of the
            // dialog's own (a password), or else the confirm button. The
            // confirm never takes the focus by itself: without a field the
            // dialog opens on the cancel button, so an Enter pressed out of
            // habit does not run a destructive action.
            const first = (event.currentTarget as HTMLElement | null)?.querySelector(FOCUSABLE)
            if (first === confirmRef.current && cancelRef.current !== null) {
              event.preventDefault()
              cancelRef.current.focus()
            }
          }}
          onCloseAutoFocus={(event) => {
            // While it closed, the page may have put the focus on what the
            // dialog's outcome brought (a success message): it stays there.
            const focused = document.activeElement
            if (focused !== null && focused !== document.body) {
              event.preventDefault()
              return
            }
            if (!trigger && returnFocusTo.current?.isConnected) {
              event.preventDefault()
              returnFocusTo.current.focus()
            }
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          {error ? (
            <p role="alert" className={styles.error}>
              <AlertIcon size="small" />
              {error}
            </p>
          ) : null}
          {alwaysOpen ? null : (
            // The confirm first, then the cancel: read, tabbed through and seen
            // in that order, side by side or stacked on a narrow phone.
            <div className={styles.actions}>
              <Button
                ref={confirmRef}
                variant={variant === 'danger' ? 'danger' : 'primary'}
                loading={pending}
                onClick={handleConfirm}
              >
                {confirmText}
              </Button>
              <Dialog.Close asChild>
                <Button ref={cancelRef} variant="secondary" disabled={pending}>
                  {cancelText}
                </Button>
              </Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
