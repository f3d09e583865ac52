import type { VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { buttonVariants } from '@/web/ui/button-variants';
import { useApplicationDialog } from './application-dialog-context';

type ApplyButtonProps = Omit<ComponentProps<'button'>, 'type'> & VariantProps<typeof buttonVariants>;

/**
 * Any button that opens the application dialog: Apply Now, 'Book Your Free Strategy Call'. It is a
 * plain <button> with the design system's classes rather than <Button>, so the landing page's first
 * load carries neither Radix Slot nor tailwind-merge (whose class map a phone would parse and build
 * while hydrating). Callers pick a variant and add only classes that do not clash with it.
 */
export function ApplyButton({ onClick, className, variant, size, ...props }: ApplyButtonProps) {
  const { openApplication, preloadApplication } = useApplicationDialog();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={clsx(buttonVariants({ variant, size }), className)}
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
