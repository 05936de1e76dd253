import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../api/queries.ts';
import { ToastProvider } from '../components/Toasts.tsx';
import { FieldApp } from './FieldApp.tsx';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/components.css';
import './field.css';

// The field app (/app): the phone's clock. It shares the portal's client, texts and UI kit.
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
