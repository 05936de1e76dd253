import type { ReactNode } from 'react';
import { Logo } from '../components/Logo.tsx';
import { language, LANGUAGE_NAMES, LANGUAGES, setLanguage, t } from '../i18n/index.ts';
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
          <LanguageSwitch />
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

/** Deutsch | English, before anyone is signed in; the choice is kept on this device. */
function LanguageSwitch() {
  return (
    <div className="language-switch" role="group" aria-label={t.common.language}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-switch__option"
          aria-pressed={code === language}
          onClick={() => setLanguage(code)}
        >
          {LANGUAGE_NAMES[code]}
        </button>
      ))}
    </div>
  );
}
