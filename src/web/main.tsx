// First: it sets how every schema is made.
import './lib/zod-without-eval';
// Second: it asks who is signed in before the router and React start.
import './app/first-load';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { takeOverPrerendered } from './app/prerendered-takeover';
import { routerReady } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function start(onShown?: () => void) {
  // As a transition, the first render (a whole dashboard, long on a slow phone) is done in short slices
  // that leave the page free to answer input, rather than in one long task.
  startTransition(() => {
    createRoot(root as HTMLElement).render(
      <StrictMode>
        <App onShown={onShown} />
      </StrictMode>,
    );
  });
}

// A sign-in page arrives prerendered with its form (decision 033): the app renders once the page's code is
// in, so the form is replaced by the same form, never by a blank loading frame.
if (root.hasAttribute('data-prerendered')) {
  const finish = takeOverPrerendered(root);
  void routerReady().then(() => start(finish));
} else {
  start();
}
