import type { UseFormRegisterReturn } from 'react-hook-form';
import { HEX_COLOR } from '@/shared/domain/profile-settings';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';

type ColorFieldProps = {
  id: string;
  label: string;
  value: string;
  fallback: string;
  error?: string;
  field: UseFormRegisterReturn;
  onPick: (value: string) => void;
};

/** A brand colour: the browser's colour picker beside a #rrggbb text field, kept in step. */
export function ColorField({ id, label, value, fallback, error, field, onPick }: ColorFieldProps) {
  const errorId = `${id}-error`;
  const shown = HEX_COLOR.test(value) ? value.toLowerCase() : fallback;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={shown}
          onChange={(event) => onPick(event.target.value)}
          aria-label={`${label} picker`}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-white p-1"
        />
        <Input
          id={id}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          className="font-mono uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...field}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
