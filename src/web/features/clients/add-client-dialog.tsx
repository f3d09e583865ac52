import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/web/ui/button';

// The dialog's code (the dialog primitives, the invite form) loads when it first opens, or when a
// pointer or keyboard reaches the button: the page shows only the button at first.
const loadContent = () => import('./add-client-dialog-content');
const AddClientDialogContent = lazy(() => loadContent().then((m) => ({ default: m.AddClientDialogContent })));
const preloadContent = () => void loadContent();

/**
 * Add Client: clients create their own accounts through an invite link, so the button opens the invite
 * generator and then shows the new link, ready to copy and send.
 */
export function AddClientDialog() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  return (
    <>
      <Button
        ref={opener}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadContent}
        onFocus={preloadContent}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <UserPlus aria-hidden />
        Add Client
      </Button>
      {/* Once opened it stays mounted, so it can animate out when closed. */}
      {opened ? (
        <Suspense fallback={null}>
          <AddClientDialogContent id={dialogId} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
