import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { messages } from '@/shared/messages';
import { useAuthActions } from '@/web/lib/auth/auth-provider';
import { toast } from '@/web/lib/toast';
import { SidebarButton } from '@/web/ui/sidebar';

/** The sidebar's Sign Out item; lands on the given login page once the session has ended. */
export function SignOutButton({ redirectTo }: { redirectTo: string }) {
  const { signOut, signingOut } = useAuthActions();
  const navigate = useNavigate();

  const onSignOut = async () => {
    try {
      await signOut();
    } catch {
      toast.error(messages.signOut.failed);
      return;
    }
    toast.success(messages.signOut.success);
    navigate(redirectTo, { replace: true });
  };

  return <SidebarButton icon={LogOut} label="Sign Out" onClick={onSignOut} disabled={signingOut} />;
}
