import { Printer, ScrollText, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import type { Review } from '@/shared/contracts/reviews';
import { Button } from '@/web/ui/button';
import { ApprovalRecord } from './approval-record';
import { reviewPageStrings as s } from './review-strings';

/** The app's own root (index.html): kept off the printed page while the record is open. */
const APP_ROOT_ID = 'root';

/**
 * 'Approval record' on an approved review ('Decision history' before): opens the record over the page and
 * prints it. Printed, the record is all there is, black on white: the app behind it is left out.
 */
export function ApprovalRecordDialog({ review }: { review: Review }) {
  const kind = review.state === 'approved' ? s.approvalRecord : s.decisionHistory;
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <ScrollText aria-hidden />
          {kind}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 overflow-y-auto bg-slate-100 data-[state=open]:animate-fade-in print:static print:overflow-visible print:bg-white"
        >
          <PrintOnOpen />
          <div className="sticky top-0 z-10 flex items-center justify-end gap-2 border-b bg-white/95 px-4 py-2 backdrop-blur print:hidden">
            <Button size="sm" onClick={() => window.print()}>
              <Printer aria-hidden />
              {s.print}
            </Button>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm">
                <X aria-hidden />
                {s.close}
              </Button>
            </Dialog.Close>
          </div>
          <div className="mx-auto max-w-3xl bg-white px-4 py-6 shadow-sm sm:my-6 sm:rounded-lg sm:px-10 sm:py-10 print:m-0 print:max-w-none print:p-0 print:shadow-none">
            <ApprovalRecord review={review} kind={kind} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Once the record is on the page: leaves the app out of print, then asks the browser to print. */
function PrintOnOpen() {
  useEffect(() => {
    const app = document.getElementById(APP_ROOT_ID);
    app?.classList.add('print:hidden');
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      app?.classList.remove('print:hidden');
    };
  }, []);
  return null;
}
