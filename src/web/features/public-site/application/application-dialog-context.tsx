import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useRef, useState } from 'react';
import { requestToaster } from '@/web/lib/toaster-request';

const loadDialog = () => import('./application-dialog');
const ApplicationDialog = lazy(() => loadDialog().then((m) => ({ default: m.ApplicationDialog })));

type ApplicationDialogControls = {
  openApplication: () => void;
  /** Starts fetching the dialog's code when a visitor is about to click (hover, focus). */
  preloadApplication: () => void;
};

const Context = createContext<ApplicationDialogControls | null>(null);

/**
 * One application dialog for every Apply Now and strategy-call button on the page. Its code loads on
 * first use; afterwards it stays mounted while closed, so what an applicant typed survives a close.
 */
export function ApplicationDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ mounted: false, open: false });
  const opener = useRef<HTMLElement | null>(null);
  const controls = useMemo<ApplicationDialogControls>(
    () => ({
      openApplication: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        requestToaster();
        setState({ mounted: true, open: true });
      },
      preloadApplication: () => void loadDialog(),
    }),
    [],
  );
  return (
    <Context.Provider value={controls}>
      {children}
      {state.mounted && (
        <Suspense fallback={null}>
          <ApplicationDialog
            open={state.open}
            onOpenChange={(open) => setState({ mounted: true, open })}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      )}
    </Context.Provider>
  );
}

export function useApplicationDialog() {
  const controls = useContext(Context);
  if (!controls) throw new Error('useApplicationDialog needs an ApplicationDialogProvider');
  return controls;
}
