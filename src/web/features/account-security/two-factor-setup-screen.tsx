import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { twoFactorMessages, twoFactorText } from '@/shared/domain/two-factor';
import { messages } from '@/shared/messages';
import { useAgencyLogoUrl } from '@/web/lib/agency-branding';
import { useAuthActions } from '@/web/lib/auth/auth-provider';
import { toast } from '@/web/lib/toast';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { Card, CardContent } from '@/web/ui/card';
import { Logo } from '@/web/ui/logo';
import { useRereadTwoFactorState } from './api/get-two-factor-state';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * In place of the whole admin area while the agency requires two-factor of a staff member who has none:
 * the server serves nothing else meanwhile. Once the codes are put away, the state read again lets the
 * admin area in.
 */
export function TwoFactorSetupScreen() {
  useDocumentTitle(twoFactorText.setupTitle);
  const reread = useRereadTwoFactorState();
  const logoUrl = useAgencyLogoUrl();
  return (
    <div className="flex min-h-svh flex-col items-center bg-background px-4 py-8 sm:py-12">
      <div className="flex w-full max-w-xl flex-col gap-6">
        <div className="flex items-center justify-between gap-3">
          <Logo imageUrl={logoUrl} caption="Admin workspace" />
          <SignOut />
        </div>
        <main className="flex flex-col gap-6">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
              {twoFactorText.setupTitle}
            </h1>
            <p className="mt-1 text-sm text-muted-foreground">{twoFactorMessages.setupRequired}</p>
          </div>
          <Card>
            <CardContent className="flex flex-col gap-5">
              <TwoFactorEnrolment
                heading={({ title, description, progress }) => (
                  <div className="flex flex-col gap-1.5">
                    <p className="text-xs font-medium text-primary">{progress}</p>
                    <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
                    <p className="text-sm text-muted-foreground">{description}</p>
                  </div>
                )}
                onFinished={() => void reread()}
              />
            </CardContent>
          </Card>
        </main>
      </div>
    </div>
  );
}

function SignOut() {
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
    navigate('/admin/login', { replace: true });
  };
  return (
    <Button variant="outline" onClick={() => void onSignOut()} disabled={signingOut}>
      <LogOut aria-hidden />
      {twoFactorText.signOut}
    </Button>
  );
}
