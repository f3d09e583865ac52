import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { requestToaster } from '@/web/lib/toaster-request';
import { ApplicationDialogLoading } from './application-dialog-loading';

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
  // Whether this opening showed the loading frame, which the dialog then replaces without a new entrance.
  const [framed, setFramed] = useState(false);
  const close = useCallback(() => {
    setState({ mounted: true, open: false });
    setFramed(false);
  }, []);
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
  const markFramed = useCallback(() => setFramed(true), []);
  const closeFrame = useCallback(() => {
    close();
    opener.current?.focus();
  }, [close]);
  return (
    <Context.Provider value={controls}>
      {children}
      {state.mounted && (
        // Until its code arrives, the open dialog is its frame with a loading line: a click shows at once.
        <Suspense
          fallback={
            state.open ? <ApplicationDialogLoading onShown={markFramed} onClose={closeFrame} /> : null
          }
        >
          <ApplicationDialog
            open={state.open}
            onOpenChange={(open) => (open ? setState({ mounted: true, open }) : close())}
            returnFocus={() => opener.current?.focus()}
            entered={framed}
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
