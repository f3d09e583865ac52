import { Check, LoaderCircle, RotateCw } from 'lucide-react';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { cn } from '@/web/lib/cn';
import { type PickerOption, pickerMessages } from './client-picker-model';

type ClientPickerListProps = {
  id: string;
  label: string;
  options: PickerOption[];
  activeKey: string | null;
  /** The chosen option's key, ticked. */
  chosenKey: string | null;
  optionId: (index: number) => string;
  notice: { message: string | null; footer: string | null; isError: boolean };
  busy: boolean;
  onPick: (option: PickerOption) => void;
  onPoint: (key: string) => void;
};

/**
 * The client picker's popup: a line saying what is happening (searching, no match, a failure), the
 * listbox whose options the input points at with aria-activedescendant, and a footer when more clients
 * match than one page shows. Nothing in it takes focus: it stays in the input.
 */
export function ClientPickerList({
  id,
  label,
  options,
  activeKey,
  chosenKey,
  optionId,
  notice,
  busy,
  onPick,
  onPoint,
}: ClientPickerListProps) {
  const searching = notice.message === pickerMessages.searching;
  return (
    <>
      {notice.message ? (
        <p
          className={cn(
            'flex items-center gap-2 px-3 py-2.5 text-sm',
            notice.isError ? 'text-destructive' : 'text-slate-600',
          )}
        >
          {searching ? <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden /> : null}
          <span className="min-w-0 break-words">{notice.message}</span>
        </p>
      ) : null}
      <div
        role="listbox"
        id={id}
        aria-label={label}
        aria-busy={busy || undefined}
        className={cn(
          'min-h-0 flex-1 overflow-y-auto overscroll-contain p-1',
          options.length === 0 && 'hidden',
        )}
      >
        {options.map((option, index) => {
          const active = option.key === activeKey;
          return (
            // Never focused itself: the combobox input keeps focus and names the active option with
            // aria-activedescendant, and handles the keys.
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={active}
              onClick={() => onPick(option)}
              onMouseMove={() => (active ? undefined : onPoint(option.key))}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-900',
                active && 'bg-brand-100 outline-1 outline-ring -outline-offset-1',
              )}
            >
              {option.kind === 'retry' ? (
                <RotateCw className="size-4 shrink-0 text-slate-500" aria-hidden />
              ) : (
                <Check
                  className={cn(
                    'size-4 shrink-0 text-primary',
                    option.key === chosenKey ? 'visible' : 'invisible',
                  )}
                  aria-hidden
                />
              )}
              {option.kind === 'client' ? (
                // A name cut short by a narrow list is shown whole on hover.
                <span
                  className="min-w-0 flex-1"
                  title={`${clientDisplayName(option.client)}\n${option.client.email}`}
                >
                  <span className="block truncate font-medium">{clientDisplayName(option.client)}</span>
                  <span className="block truncate text-xs text-slate-600">{option.client.email}</span>
                </span>
              ) : (
                <span className="min-w-0 flex-1 truncate font-medium">
                  {option.kind === 'none' ? option.label : pickerMessages.retry}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {notice.footer ? (
        <p className="shrink-0 border-t px-3 py-2 text-xs text-slate-600">{notice.footer}</p>
      ) : null}
    </>
  );
}
