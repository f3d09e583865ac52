import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { twoFactorText } from '@/shared/domain/two-factor';
import { Button } from '@/web/ui/button';
import { copyText } from './copy-text';

/** Saves the codes as a text file: made in the browser, since the server never shows them again. */
function downloadCodes(codes: string[]) {
  const text = `${twoFactorText.codesFileHeading}\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = twoFactorText.codesFileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The recovery codes, shown this once: copied or downloaded, and Done only once the person says they
 * saved them.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const checkId = useId();
  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label={twoFactorText.codesListLabel}
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wide">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copyText(codes.join('\n'), twoFactorText.codesCopied)}>
          <Copy aria-hidden />
          {twoFactorText.copyAll}
        </Button>
        <Button variant="outline" onClick={() => downloadCodes(codes)}>
          <Download aria-hidden />
          {twoFactorText.download}
        </Button>
      </div>
      <label htmlFor={checkId} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
        <input
          id={checkId}
          type="checkbox"
          className="size-4 shrink-0 accent-primary"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        {twoFactorText.savedCheck}
      </label>
      <Button onClick={onDone} disabled={!saved} className="sm:self-end">
        {twoFactorText.done}
      </Button>
    </div>
  );
}
