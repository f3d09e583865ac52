// Read as the app starts, before React replaces the prerendered HTML (decision 033).
const loadedPrerendered =
  typeof document !== 'undefined' && !!document.getElementById('root')?.hasAttribute('data-prerendered');
const loadedPath = typeof window !== 'undefined' ? window.location.pathname : '';

/**
 * Whether the page at `pathname` arrived prerendered: its form was on screen before the app ran, so the
 * app's first render should show that form too rather than a loading state.
 */
export function arrivedPrerendered(pathname: string): boolean {
  return loadedPrerendered && pathname === loadedPath;
}
