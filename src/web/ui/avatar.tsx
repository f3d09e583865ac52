import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '@/web/lib/cn';
import { initials } from '@/web/lib/format';

type AvatarProps = { name: string; src?: string | null; className?: string };

/** A round picture, or the person's initials when there is none (or it fails to load). */
export function Avatar({ name, src, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      role="img"
      aria-label={name}
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt="" className="aspect-square size-full object-cover" />
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
