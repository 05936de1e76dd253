import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { t } from '../i18n/index.ts';
import { errorMessage } from '../lib/errors.ts';
import { formatDateTime, formatRelative } from '../lib/format.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { Dialog } from './Dialog.tsx';
import { Icon } from './Icon.tsx';

export function PageHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="page-header">
      <div className="page-header__text">
        {/* Focusable so that focus can land on the page after navigation or a closed dialog. */}
        <h1 className="page-title" tabIndex={-1}>
          {title}
        </h1>
        {intro ? <p className="page-intro">{intro}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}

export function Banner({
  tone,
  children,
  title,
}: {
  tone: 'info' | 'warning' | 'danger';
  children: ReactNode;
  title?: string;
}) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'info' ? 'note' : 'status'}>
      <Icon name={tone === 'info' ? 'info' : 'alert'} size={20} />
      <div className="banner__text">
        {title ? <p className="banner__title">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}

/** The failure of a form's request, announced as soon as it appears. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="form-error" role="alert">
      <Icon name="alert" size={18} />
      <span>{typeof error === 'string' ? error : errorMessage(error)}</span>
    </div>
  );
}

export function Badge({ tone, children }: { tone: 'success' | 'neutral' | 'warning' | 'danger'; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

export function Chip({ children }: { children: ReactNode }) {
  return <span className="chip">{children}</span>;
}

export function Loading({ label = t.common.loading }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty">
      <p className="empty__title">{title}</p>
      {children ? <div className="empty__text">{children}</div> : null}
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="empty" role="alert">
      <p className="empty__title">{t.errors.loadFailed}</p>
      <p className="empty__text">{errorMessage(error)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t.common.retry}
      </button>
    </div>
  );
}

export function RelativeTime({ value, fallback = t.common.never }: { value: string | null; fallback?: string }) {
  if (!value) return <span className="muted">{fallback}</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatRelative(value)}
    </time>
  );
}

async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Without clipboard access (plain http on another host) fall back to the selection.
    field?.select();
    return document.execCommand('copy');
  }
}

/** A read-only value with a Copy button; the value is selected on focus. */
export function CopyField({
  label,
  value,
  onCopied,
  autoFocus,
}: {
  label: string;
  value: string;
  onCopied?: () => void;
  autoFocus?: boolean;
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field">
        <input
          ref={field}
          id={id}
          className="input input--mono"
          readOnly
          value={value}
          data-autofocus={autoFocus ? true : undefined}
          autoFocus={autoFocus}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            void copyText(value, field.current).then((ok) => {
              setState(ok ? 'copied' : 'failed');
              if (ok) onCopied?.();
            });
          }}
        >
          <Icon name={state === 'copied' ? 'check' : 'copy'} />
          {t.common.copy}
        </button>
      </div>
      <p className={`copy-field__status${state === 'failed' ? ' field__error' : ''}`} role="status">
        {state === 'copied' ? t.common.copied : state === 'failed' ? t.common.copyFailed : ''}
      </p>
    </div>
  );
}

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a consequential change; shows the server's refusal in place. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel = t.common.saving,
  tone = 'danger',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <Dialog title={title} onClose={onClose} size="small">
      <div className="dialog__text">{children}</div>
      <FormError error={error} />
      <div className="dialog__actions">
        <button type="button" className="button" data-autofocus onClick={onClose}>
          {t.common.cancel}
        </button>
        <button
          type="button"
          className={`button button--${tone}`}
          disabled={pending}
          onClick={() => {
            setPending(true);
            setError(null);
            onConfirm().then(
              () => onClose(),
              (failure: unknown) => {
                setPending(false);
                setError(failure);
              },
            );
          }}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
