import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clientTeamMessages } from '@/shared/domain/client-roles';
import { errorMessage } from '@/web/lib/api-client';
import { useAuthActions } from '@/web/lib/auth/auth-provider';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { ConfirmActionDialog, preloadConfirmActionDialog } from '@/web/ui/confirm-action-dialog';
import { useLeaveTeam } from './api/leave-team';

/**
 * Leaving the company's team (anyone but its only owner): the server ends the person's sessions, so the
 * browser forgets this one and goes to the login.
 */
export function LeaveTeamCard({ yourUserId }: { yourUserId: string }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveTeam();
  const { forgetSession } = useAuthActions();
  const navigate = useNavigate();

  const onLeave = async () => {
    try {
      await leave.mutateAsync(yourUserId);
    } catch (error) {
      toast.error(errorMessage(error, clientTeamMessages.leaveFailed));
      return;
    }
    toast.success(clientTeamMessages.left);
    forgetSession();
    navigate('/login', { replace: true });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LogOut className="size-4 text-slate-500" aria-hidden />
          Leave the team
        </CardTitle>
        <CardDescription>
          You stop having access to your company's portal and are signed out. To come back, an owner has to
          invite you again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setConfirming(true)}
          onPointerEnter={preloadConfirmActionDialog}
          onFocus={preloadConfirmActionDialog}
        >
          <LogOut aria-hidden />
          Leave team
        </Button>
      </CardContent>
      <ConfirmActionDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Leave the team?"
        description={
          <p>
            You lose access to your company's tasks, updates, chat and files, and are signed out on every
            device. What you wrote stays.
          </p>
        }
        confirmLabel="Leave team"
        destructive
        pending={leave.isPending}
        onConfirm={onLeave}
      />
    </Card>
  );
}
