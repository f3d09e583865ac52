import { Check, Copy } from 'lucide-react';
import { type RefObject, useState } from 'react';
import type { Invite } from '@/shared/contracts/invites';
import { INVITE_LIFETIME_DAYS } from '@/shared/domain/invites';
import { messages } from '@/shared/messages';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { Input } from '@/web/ui/input';
import { GenerateInviteForm } from './invite-section';

type AddClientDialogContentProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Add Client button, which gets focus back when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * The Add Client dialog (add-client-dialog.tsx loads it on first open): the invite generator, then the
 * new link, ready to copy and send.
 */
export function AddClientDialogContent({ id, open, onOpenChange, opener }: AddClientDialogContentProps) {
  const [invite, setInvite] = useState<Invite | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(messages.invites.copied);
    } catch {
      toast.error(messages.invites.copyFailed);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setInvite(null);
      }}
    >
      <DialogContent
        id={id}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Add a client</DialogTitle>
          <DialogDescription>
            Generate an invite link and send it to your client: they create their own account with it. Each
            link works once and expires after {INVITE_LIFETIME_DAYS} days.
          </DialogDescription>
        </DialogHeader>
        {invite ? (
          <div className="grid gap-3">
            <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <Check className="size-4" aria-hidden />
              Invite link ready
            </p>
            <div className="flex gap-2">
              <Input readOnly value={invite.url} aria-label="Invite link" className="font-mono text-xs" />
              <Button variant="outline" onClick={() => copy(invite.url)}>
                <Copy aria-hidden />
                Copy
              </Button>
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => setInvite(null)}>
                Generate another
              </Button>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <GenerateInviteForm onGenerated={setInvite} stacked />
        )}
      </DialogContent>
    </Dialog>
  );
}
