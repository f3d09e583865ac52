// First: it sets how every schema is made.
import './lib/zod-without-eval';
// Second: it asks who is signed in before the router and React start.
import './app/first-load';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// As a transition, the first render (a whole dashboard, long on a slow phone) is done in short slices
// that leave the page free to answer input, rather than in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
