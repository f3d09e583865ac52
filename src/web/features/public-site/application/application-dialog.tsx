import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type FormEvent, useRef } from 'react';
import { cn } from '@/web/lib/cn';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/ui/dialog';
import { applicationDialogDescription, applicationDialogTitle } from './application-dialog-loading';
import { applicationSteps } from './application-fields';
import { ApplicationStep } from './application-step';
import { StepIndicator } from './step-indicator';
import { useApplicationForm } from './use-application-form';

type ApplicationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close: the button that opened the dialog. */
  returnFocus: () => void;
  /** Its loading frame is already on screen (application-dialog-loading.tsx): no second entrance. */
  entered?: boolean;
};

const noEntrance = 'data-[state=open]:animate-none';

/** SPEC §2 "Application dialog": 8 steps, Previous disabled on step 1, Submit Application on the last. */
export function ApplicationDialog({ open, onOpenChange, returnFocus, entered }: ApplicationDialogProps) {
  const form = useApplicationForm({ onSubmitted: () => onOpenChange(false) });
  const honeypot = useRef<HTMLInputElement>(null);
  const step = applicationSteps[form.step];
  if (!step) throw new Error(`No application step ${form.step}`);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (form.isLast) void form.submit(honeypot.current?.value ?? '');
    else form.next();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn('max-w-xl gap-6 p-6 sm:p-8', entered && noEntrance)}
        overlayClassName={entered ? noEntrance : undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-xl">{applicationDialogTitle}</DialogTitle>
          <DialogDescription>{applicationDialogDescription}</DialogDescription>
        </DialogHeader>
        <StepIndicator current={form.step} total={applicationSteps.length} title={step.title} />
        {/* noValidate: SPEC §5 checks the fields on submit, with its own messages, not the browser's. */}
        <form noValidate onSubmit={onSubmit} className="grid gap-6">
          <ApplicationStep
            key={step.field}
            step={step}
            input={form.input}
            value={form.value}
            error={form.error}
            onPick={form.pick}
          />
          {/* A honeypot: invisible to people and screen readers, tempting to form-filling bots. Its name
              matches nothing browsers or password managers autofill, which would silently drop a person. */}
          <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
            <label htmlFor="application-hp">Leave this field empty</label>
            <input
              id="application-hp"
              ref={honeypot}
              name="hp"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
            />
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-5">
            <Button variant="outline" onClick={form.previous} disabled={form.step === 0 || form.submitting}>
              <ArrowLeft aria-hidden />
              Previous
            </Button>
            {form.isLast ? (
              <Button type="submit" disabled={form.submitting}>
                {form.submitting ? 'Submitting...' : 'Submit Application'}
              </Button>
            ) : (
              <Button type="submit">
                Next
                <ArrowRight aria-hidden />
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
