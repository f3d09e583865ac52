import { Avatar as AvatarPrimitive } from 'radix-ui';
import { initials } from '@/shared/domain/initials';
import { cn } from '@/web/lib/cn';

type AvatarProps = {
  name: string;
  src?: string | null;
  className?: string;
  /** 'contain' shows a whole logo (often wide) on white instead of filling the circle with a photo. */
  fit?: 'cover' | 'contain';
};

/** A round picture, or the person's initials when there is none (or it fails to load). */
export function Avatar({ name, src, className, fit = 'cover' }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      role="img"
      aria-label={name}
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}
    >
      {src ? (
        <AvatarPrimitive.Image
          src={src}
          alt=""
          className={cn(
            'aspect-square size-full',
            fit === 'contain' ? 'bg-white object-contain p-0.5' : 'object-cover',
          )}
        />
      ) : null}
      <AvatarPrimitive.Fallback
        aria-hidden
        className="flex size-full items-center justify-center bg-brand-100 text-sm font-semibold text-brand-800"
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
