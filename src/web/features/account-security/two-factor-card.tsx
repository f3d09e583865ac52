import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { twoFactorMessages, twoFactorText } from '@/shared/domain/two-factor';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/ui/card';
import { useTwoFactorState } from './api/get-two-factor-state';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';
import { TurnOffDialog } from './turn-off-dialog';
import { TurnOnDialog } from './turn-on-dialog';

type OpenDialog = 'turn-on' | 'new-codes' | 'turn-off' | null;

/**
 * Two-factor sign-in (decision 047): on or off, turned on in a dialog of steps; when on, new recovery
 * codes, and turning it off unless the agency requires it of this person.
 */
export function TwoFactorCard() {
  const state = useTwoFactorState().data;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Inside the dashboards the signed-in person is always known; there is no state to show without one.
  if (!state) return null;
  const dialogSetter = (which: OpenDialog) => (open: boolean) => setDialog(open ? which : null);

  return (
    <Card>
      <CardHeader className="pb-5 sm:pb-6">
        <div className="flex items-center justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="size-4 text-primary" aria-hidden />
            {twoFactorText.title}
          </CardTitle>
          {state.enabled ? (
            <Badge variant="success">
              <ShieldCheck aria-hidden />
              {twoFactorText.statusOn}
            </Badge>
          ) : (
            <Badge variant="neutral">
              <ShieldOff aria-hidden />
              {twoFactorText.statusOff}
            </Badge>
          )}
        </div>
        <CardDescription>
          {state.enabled ? twoFactorText.onDescription : twoFactorText.offDescription}
        </CardDescription>
      </CardHeader>
      <CardFooter className="flex-wrap justify-end gap-3 border-t pt-5 sm:pt-6">
        {state.enabled ? (
          <>
            {state.requiredForYou ? (
              <p className="mr-auto text-xs text-muted-foreground">{twoFactorMessages.stillRequired}</p>
            ) : null}
            <Button variant="outline" onClick={() => setDialog('new-codes')}>
              {twoFactorText.newRecoveryCodes}
            </Button>
            {state.requiredForYou ? null : (
              <Button
                variant="outline"
                className="text-red-700 hover:bg-red-50"
                onClick={() => setDialog('turn-off')}
              >
                {twoFactorText.turnOff}
              </Button>
            )}
          </>
        ) : (
          <Button onClick={() => setDialog('turn-on')}>{twoFactorText.turnOn}</Button>
        )}
      </CardFooter>
      {/* Apart from the status: the state turns to On while the dialog still shows the recovery codes. */}
      <TurnOnDialog open={dialog === 'turn-on'} onOpenChange={dialogSetter('turn-on')} />
      <NewRecoveryCodesDialog open={dialog === 'new-codes'} onOpenChange={dialogSetter('new-codes')} />
      <TurnOffDialog open={dialog === 'turn-off'} onOpenChange={dialogSetter('turn-off')} />
    </Card>
  );
}
