import { cva } from 'class-variance-authority';

// The button styles on their own, without <Button>'s Radix Slot and tailwind-merge: the public site's
// first load styles its apply buttons with these alone (see public-site/application/apply-button.tsx).
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
        outline: 'border border-input bg-white text-slate-900 shadow-xs hover:bg-slate-50',
        ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        destructive: 'bg-destructive text-white shadow-sm hover:bg-red-700',
        link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
        /** The bright call to action on the public site's dark sections. */
        bright: 'bg-primary-on-dark text-slate-950 shadow-sm hover:bg-primary-on-dark-hover',
      },
      size: {
        sm: 'h-8 px-3 text-xs',
        md: 'h-10 px-4',
        lg: 'h-11 px-6 text-base',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
