import type { ComponentProps } from 'react';
import { Button } from '@/web/ui/button';
import { useApplicationDialog } from './application-dialog-context';

/** Any button that opens the application dialog: Apply Now, 'Book Your Free Strategy Call'. */
export function ApplyButton({ onClick, ...props }: Omit<ComponentProps<typeof Button>, 'asChild'>) {
  const { openApplication, preloadApplication } = useApplicationDialog();
  return (
    <Button
      aria-haspopup="dialog"
      onPointerEnter={preloadApplication}
      onFocus={preloadApplication}
      onClick={(event) => {
        onClick?.(event);
        openApplication();
      }}
      {...props}
    />
  );
}
