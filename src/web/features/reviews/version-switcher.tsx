import { useId } from 'react';
import type { ReviewVersion } from '@/shared/contracts/reviews';
import { reviewStateLabels } from '@/shared/domain/reviews';
import { NativeSelect } from '@/web/ui/native-select';
import { reviewPageStrings as s } from './review-strings';

type VersionSwitcherProps = {
  versions: readonly ReviewVersion[];
  /** The number of the version shown. */
  value: number;
  onChange: (number: number) => void;
  /** 'Version', or what the pick is for ('Compare with'). */
  label?: string;
  /** The latest version's number, marked in its option: the last of `versions` unless given. */
  latest?: number;
};

/**
 * Picks the version shown: the latest by default; an earlier one shows read-only with its comments and
 * decisions. Comparing, it picks the earlier version shown beside the latest.
 */
export function VersionSwitcher({
  versions,
  value,
  onChange,
  label = s.version,
  latest = versions.at(-1)?.number,
}: VersionSwitcherProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 max-w-full flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        {label}
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
