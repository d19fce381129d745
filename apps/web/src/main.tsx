import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadInitialLanguage } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The boot overlay in index.html stays up while a non-default text pack arrives, so the first
// screen never flashes in the wrong language.
void loadInitialLanguage().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
