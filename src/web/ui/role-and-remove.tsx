import { UserMinus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { Button } from '@/web/ui/button';
import { NativeSelect } from '@/web/ui/native-select';

/**
 * A person's row controls in a team list: the picker that changes their role, then Remove. Both the
 * client's Team tab and the agency's Team Settings use it, each with its own roles and labels.
 */
export function RoleAndRemove<Role extends string>({
  personId,
  personName,
  roles,
  labels,
  value,
  pending,
  onChange,
  onRemove,
  selectClassName,
  removeProps,
}: {
  personId: string;
  personName: string;
  roles: readonly Role[];
  labels: Record<Role, string>;
  value: Role;
  /** A change is on its way: the picker waits. */
  pending: boolean;
  onChange: (role: Role) => void;
  onRemove: () => void;
  /** The picker's width, which follows its longest label. */
  selectClassName?: string;
  /** Extra handlers for Remove (preloading its confirmation, say). */
  removeProps?: Pick<ComponentProps<typeof Button>, 'onPointerEnter' | 'onFocus'>;
}) {
  const selectId = `role-of-${personId}`;
  return (
    <div className="flex items-center gap-2 sm:shrink-0">
      <label htmlFor={selectId} className="sr-only">
        Role of {personName}
      </label>
      <NativeSelect
        id={selectId}
        value={value}
        disabled={pending}
        onChange={(event) => onChange(event.target.value as Role)}
        className={cn('h-8 min-w-0 flex-1 sm:flex-none', selectClassName)}
      >
        {roles.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        onClick={onRemove}
        {...removeProps}
        aria-label={`Remove ${personName}`}
      >
        <UserMinus aria-hidden />
        Remove
      </Button>
    </div>
  );
}
