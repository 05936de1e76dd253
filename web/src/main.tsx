import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queries.ts';
import { App } from './App.tsx';
import { ToastProvider } from './components/Toasts.tsx';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/payroll.css';
import './styles/forms.css';
import './styles/service-plans.css';
import './styles/inspections.css';
import './styles/clients.css';
import './styles/report-schedules.css';
import './styles/material.css';
import './styles/home.css';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
