import { ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import { AGENCY_LOGO_MAX_BYTES, agencyMessages } from '@/shared/domain/agency-settings';
import { logoAccept } from '@/shared/domain/logo-images';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { Progress } from '@/web/ui/progress';
import { useRemoveAgencyLogo } from '../api/remove-agency-logo';
import { useUploadAgencyLogo } from '../api/upload-agency-logo';

/** The agency's logo: shown in both sidebars and in every email. The server decides by the bytes. */
export function LogoUpload({ settings }: { settings: AgencySettings }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAgencyLogo();
  const remove = useRemoveAgencyLogo();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // A quick answer for the obvious cases; the server checks the bytes whatever the browser says.
    if (file.size > AGENCY_LOGO_MAX_BYTES) {
      setProblem(agencyMessages.logoTooLarge);
      toast.error(agencyMessages.logoTooLarge);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: (loaded, total) => setProgress(loaded / total) });
      toast.success(agencyMessages.logoUploaded);
    } catch (error) {
      const message = errorMessage(error, agencyMessages.logoUploadFailed);
      setProblem(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success(agencyMessages.logoRemoved);
    } catch (error) {
      toast.error(errorMessage(error, agencyMessages.logoRemoveFailed));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ImageUp className="size-4 text-primary" aria-hidden />
          Agency logo
        </CardTitle>
        <CardDescription>
          Shown in both sidebars and beside the agency's name in emails. JPG, PNG or SVG (without scripts or
          links), up to {AGENCY_LOGO_MAX_BYTES / 1024 / 1024} MB; a square image looks best. Emails show the
          name alone for an SVG, which most mail apps cannot display.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-slate-50">
          {settings.logoUrl ? (
            <img src={settings.logoUrl} alt="Current agency logo" className="size-full object-contain p-2" />
          ) : (
            <span className="px-2 text-center text-xs text-muted-foreground">No logo yet</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <input
            ref={input}
            id="agency-logo-file"
            type="file"
            accept={logoAccept}
            aria-label="Agency logo file"
            tabIndex={-1}
            className="sr-only"
            aria-describedby={problem ? 'agency-logo-problem' : undefined}
            onChange={(event) => void onFile(event)}
          />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
              {upload.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden />
              ) : (
                <ImageUp aria-hidden />
              )}
              {settings.logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
            {settings.logoUrl ? (
              <Button
                variant="outline"
                className="text-red-700 hover:bg-red-50"
                onClick={() => void onRemove()}
                disabled={remove.isPending || upload.isPending}
              >
                <Trash2 aria-hidden />
                Remove
              </Button>
            ) : null}
          </div>
          {progress !== null ? <Progress value={Math.round(progress * 100)} label="Uploading logo" /> : null}
          {problem ? (
            <p id="agency-logo-problem" role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
