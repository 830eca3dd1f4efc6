import './lib/zod-config';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { installDevBypassHelpers } from './lib/dev-bypass';
import { initTheme } from './lib/theme';
import './styles/theme.css';

initTheme();
installDevBypassHelpers();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

/**
 * Lifts the pre-rendered snapshot's inert/aria-hidden in the same commit that replaces it. Lifting them any
 * earlier left a window (the transition render can take a while) where the snapshot took typing that the
 * live page then threw away.
 */
function LiveRoot({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.removeAttribute('aria-hidden');
  }, [container]);
  return children;
}

function renderApp(container: HTMLElement) {
  // A transition renders in small time slices, so the first render never blocks input as one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <LiveRoot container={container}>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </LiveRoot>
      </StrictMode>,
    );
  });
}

// A pre-rendered page (landing, sign-in) already shows its content: keep that snapshot until the route's code
// has loaded, so the live page replaces it in one step instead of flashing the empty loading fallback.
if (root.dataset.prerendered !== undefined && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp(root);
  });
} else {
  renderApp(root);
}
