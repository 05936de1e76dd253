import type { ReactNode } from 'react';
import { Logo } from '../components/Logo.tsx';
import { t } from '../i18n/index.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

/** The calm single-card page for set-up, sign-in and invitations. */
export function AuthLayout({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <div className="auth">
      <main className={`auth__card${wide ? ' auth__card--wide' : ''}`}>
        <div className="auth__brand">
          <Logo />
          <span>{t.product}</span>
        </div>
        <h1 className="auth__title" tabIndex={-1}>
          {title}
        </h1>
        {intro ? <div className="auth__intro">{intro}</div> : null}
        {children}
      </main>
    </div>
  );
}
