import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { startChunkLoadRecovery } from './app/errors/chunk-load-recovery';
import { AppRouter, preloadFirstScreen } from './app/router';
import { getStoredToken } from './lib/auth/auth-storage';
import { setTokenSource } from './lib/api';
import { startThemeSync } from './lib/theme/theme-store';
import './index.css';

startThemeSync();
startChunkLoadRecovery();
setTokenSource(getStoredToken);
preloadFirstScreen();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
