import { ImageIcon, LoaderCircle, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { isLogoFile, LOGO_MAX_BYTES, logoAccept } from '@/shared/domain/profile-settings';
import { messages } from '@/shared/messages';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { useUploadLogo } from './api/upload-logo';
import { logoUploadFailure } from './save-failure';

type LogoUploadProps = {
  logoUrl: string | null;
  /** What the picture is called here: 'Logo or photo', 'Logo'. */
  title: string;
  hint: string;
  /** The preview's shape: a square for a photo, a wide box for a 500x200 logo. */
  shape: 'square' | 'wide';
};

/** SPEC §5 "Profile or logo upload": JPG, PNG or SVG up to 5MB, checked here first, then by the server. */
export function LogoUpload({ logoUrl, title, hint, shape }: LogoUploadProps) {
  const upload = useUploadLogo();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isLogoFile(file)) return void toast.error(messages.profile.fileTypeRefused);
    if (file.size > LOGO_MAX_BYTES) return void toast.error(messages.profile.fileTooLarge);
    try {
      await upload.mutateAsync(file);
      toast.success(messages.profile.updated);
    } catch (error) {
      toast.error(logoUploadFailure(error));
    }
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div
        className={cn(
          'flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50',
          shape === 'square' ? 'size-24' : 'h-24 w-60 max-w-full',
        )}
      >
        {logoUrl ? (
          <img src={logoUrl} alt={`Your ${title.toLowerCase()}`} className="size-full object-contain p-2" />
        ) : (
          <ImageIcon className="size-8 text-slate-400" aria-hidden />
        )}
      </div>
      <div className="flex min-w-0 flex-col items-start gap-2">
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <input
          ref={input}
          type="file"
          accept={logoAccept}
          onChange={onChange}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {upload.isPending
            ? 'Uploading...'
            : logoUrl
              ? `Replace ${title.toLowerCase()}`
              : `Upload ${title.toLowerCase()}`}
        </Button>
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
