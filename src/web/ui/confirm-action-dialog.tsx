import { lazy, Suspense, useState } from 'react';
import type { ConfirmActionDialogProps } from './confirm-action-dialog-content';

// A confirmation shows only after a click, so its dialog code loads on first open (or on
// preloadConfirmActionDialog, from the control that opens it) instead of with the page.
const loadContent = () => import('./confirm-action-dialog-content');
const Content = lazy(() => loadContent().then((m) => ({ default: m.ConfirmActionDialogContent })));
export const preloadConfirmActionDialog = () => void loadContent();

/** Asks before an action that ends or removes something; Cancel keeps focus safe and is the default. */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  // Once opened it stays mounted, so it can animate out when closed.
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}
