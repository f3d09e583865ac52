// clsx, not cn: these classes never clash, and the public site's first load stays free of tailwind-merge.
import { clsx } from 'clsx';

type LogoProps = {
  className?: string;
  showName?: boolean;
  /** A line under the name, e.g. which area of the product this is. */
  caption?: string;
  tone?: 'dark' | 'light';
  /** The agency's own logo (Settings, System), shown in place of the mark. */
  imageUrl?: string | null;
  /** The name beside the mark or logo. */
  name?: string;
  /** Without a logo, the Agency Portal mark; the pages a client sees before signing in show the name alone. */
  withMark?: boolean;
};

/**
 * The Agency Portal mark (or the agency's uploaded logo), with the name beside it unless `showName` is
 * false (collapsed sidebar).
 */
export function Logo({
  className,
  showName = true,
  caption,
  tone = 'dark',
  imageUrl,
  name = 'Agency Portal',
  withMark = true,
}: LogoProps) {
  return (
    <span className={clsx('inline-flex min-w-0 items-center gap-2.5', className)}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          data-testid="agency-logo"
          // Its box is set before the image arrives, so nothing moves while it loads.
          width={32}
          height={32}
          className="size-8 shrink-0 rounded-lg bg-white object-contain"
        />
      ) : withMark ? (
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-sm font-bold text-white shadow-sm"
        >
          A
        </span>
      ) : null}
      <span className={clsx('flex min-w-0 flex-col', !showName && 'sr-only')}>
        <span
          className={clsx(
            'truncate text-base font-semibold leading-tight tracking-tight',
            tone === 'dark' ? 'text-slate-900' : 'text-white',
          )}
        >
          {name}
        </span>
        {caption ? <span className="truncate text-xs text-muted-foreground">{caption}</span> : null}
      </span>
    </span>
  );
}
