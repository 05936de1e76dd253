import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../api/queries.ts';
import { disableReauthentication } from '../api/reauth.ts';
import { ToastProvider } from '../components/Toasts.tsx';
import { FieldApp } from './FieldApp.tsx';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/components.css';
import './field.css';

// The field app (/app): the phone's clock. It shares the portal's client, texts and UI kit.
// The service worker's scope is /app/: at /app the page would not be under it, and a
// reload without a network would find nothing.
if (window.location.pathname === '/app') {
  window.history.replaceState(null, '', `/app/${window.location.search}${window.location.hash}`);
}
// An ended session (signed out from the portal, say) shows the app's sign-in screen; the
// queue of clock actions not yet sent stays on the phone and goes out after sign-in.
disableReauthentication();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <FieldApp />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' }).catch(() => undefined);
}
