import { type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../i18n/index.ts';
import { Icon } from './Icon.tsx';

interface DialogProps {
  title: string;
  /** Asked to close: by Escape, the close button or a cancel button inside. */
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
}

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal on the native <dialog>: the rest of the page is inert while it is open, focus
 * moves into it (to the element marked `data-autofocus`, else the first field) and returns
 * to where it was, Escape asks to close. Mount it to open it.
 */
export function Dialog({ title, onClose, children, size = 'medium' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
        onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t.common.close} onClick={() => onClose()}>
          <Icon name="close" />
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
