import { useId } from 'react';
import type { ReviewVersion } from '@/shared/contracts/reviews';
import { reviewStateLabels } from '@/shared/domain/reviews';
import { NativeSelect } from '@/web/ui/native-select';
import { reviewPageStrings as s } from './review-page-strings';

type VersionSwitcherProps = {
  versions: readonly ReviewVersion[];
  /** The number of the version shown. */
  value: number;
  onChange: (number: number) => void;
};

/** Picks the version shown: the latest by default; an earlier one shows read-only with its comments and decisions. */
export function VersionSwitcher({ versions, value, onChange }: VersionSwitcherProps) {
  const id = useId();
  const latest = versions.at(-1)?.number;
  return (
    <div className="flex min-w-0 max-w-full flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {s.version}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 w-auto min-w-0 flex-1 truncate pr-8"
      >
        {[...versions].reverse().map((version) => (
          <option key={version.id} value={version.number}>
            {s.versionOption(version.number, version.number === latest, reviewStateLabels[version.state])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
