import './styles.css';
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { initI18n, setPageStringsLoader } from './i18n/i18n';

// The server's style nonce, for the <style> Radix adds while a dialog or menu is open (http/client.ts).
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

// Language first, so <html lang dir> is right before anything paints; its strings download
// while the router fetches the code of the page that was opened, and the app renders once both are here.
const stringsReady = initI18n();
// The other pages' strings download with the first of those pages (router.tsx).
setPageStringsLoader(async () => (await import('./app/page-strings')).pageResources);
const router = createRouter();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// A transition: React renders the first page in slices and lets the browser breathe between them,
// instead of one long task that keeps a tap waiting.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
// Without its strings the app still renders (showing keys) rather than leaving a blank page.
stringsReady.then(render, render);
