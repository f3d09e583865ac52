import { twoFactorText } from '@/shared/domain/two-factor';
import { toast } from '@/web/lib/toast';

/** Copies to the clipboard and says so; where the browser refuses, asks the person to copy it themselves. */
export async function copyText(text: string, copiedMessage: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copiedMessage);
  } catch {
    toast.error(twoFactorText.copyFailed);
  }
}
