import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { t } from '../i18n/index.ts';
import { Icon } from './Icon.tsx';

interface DialogProps {
  title: string;
  /** Asked to close: by Escape, the close button or a cancel button inside. */
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /**
   * Something was typed that closing would lose: Escape, the close button and the
   * browser's Back ask first.
   */
  dirty?: boolean;
}

/** Backs the dialogs take themselves (removing their own entry): nobody reacts to those. */
let swallowPops = 0;
let swallowing = false;
if (typeof window !== 'undefined') {
  // Registered before any dialog's own listener, so it decides first.
  window.addEventListener('popstate', () => {
    swallowing = swallowPops > 0;
    if (swallowing) swallowPops--;
    setTimeout(() => {
      swallowing = false;
    }, 0);
  });
}

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal on the native <dialog>: the rest of the page is inert while it is open, focus
 * moves into it (to the element marked `data-autofocus`, else the first field) and returns
 * to where it was, Escape asks to close. Mount it to open it.
 */
export function Dialog({ title, onClose, children, size = 'medium', dirty = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (dirty) setAsking(true);
    else onClose();
  };
  // The latest props, for the history listener below (refs are written after render).
  const dirtyRef = useRef(dirty);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    dirtyRef.current = dirty;
    onCloseRef.current = onClose;
  });

  // Back on a dialog with something typed in asks first: once something is typed, the
  // dialog holds a history entry of its own, which Back takes away first.
  const guarded = useRef(false);
  useEffect(() => {
    if (!dirty || guarded.current) return;
    window.history.pushState({ dialogGuard: titleId }, '');
    guarded.current = true;
  }, [dirty, titleId]);
  useEffect(() => {
    const onPop = () => {
      if (swallowing || !guarded.current) return;
      guarded.current = false;
      if (dirtyRef.current) {
        window.history.pushState({ dialogGuard: titleId }, '');
        guarded.current = true;
        setAsking(true);
      } else {
        onCloseRef.current();
      }
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      // Closed another way: its entry goes too, without anyone reacting to that Back.
      if (guarded.current) {
        guarded.current = false;
        swallowPops++;
        window.history.back();
      }
    };
  }, [titleId]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may have gone (a revoked key's row re-renders): then focus the main heading.
      const target = returnTo?.isConnected ? returnTo : document.querySelector<HTMLElement>('main h1');
      target?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner decides (it may ask first), so the element does not close by itself.
        event.preventDefault();
        if (asking) setAsking(false);
        else requestClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t.common.close} onClick={() => requestClose()}>
          <Icon name="close" />
        </button>
      </div>
      <div className="dialog__body" hidden={asking}>
        {children}
      </div>
      {asking ? (
        <div className="dialog__body" role="alertdialog" aria-labelledby={`${titleId}-discard`}>
          <p className="dialog__text" id={`${titleId}-discard`}>
            <strong>{t.common.discardTitle}</strong> {t.common.discardText}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button" autoFocus onClick={() => setAsking(false)}>
              {t.common.keepEditing}
            </button>
            <button type="button" className="button button--danger" onClick={() => onClose()}>
              {t.common.discard}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
