import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, MailCheck, RotateCw, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { confirmGuestCodeSchema, type GuestReviewAccess } from '@/shared/contracts/reviews';
import { REVIEW_GUEST_CODE_INTERVAL_SECONDS, REVIEW_GUEST_CODE_MINUTES } from '@/shared/domain/reviews';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { useConfirmGuestCode } from './api/confirm-guest-code';
import { useSendGuestCode } from './api/send-guest-code';
import { guestReviewStrings as g } from './review-strings';

type CodeValues = z.input<typeof confirmGuestCodeSchema>;
type CodeOutput = z.output<typeof confirmGuestCodeSchema>;

/** Whole seconds until `until` (a time in ms), ticking each second; 0 once it has passed. */
function useSecondsUntil(until: number) {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until`, the one input.
  useEffect(() => {
    setSeconds(left());
    if (left() === 0) return;
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

/**
 * A guest link's first step in a browser: the link works for its address only, so a one-time code goes to
 * that address, and the review opens once the code is typed here. Someone the link was forwarded to gets no
 * further. Every refusal (a wrong or expired code, too many tries, a code asked for too soon) shows here.
 */
export function GuestConfirm({ token, access }: { token: string; access: GuestReviewAccess }) {
  useDocumentTitle(g.hello(access.guestName));
  const id = useId();
  const send = useSendGuestCode(token);
  const confirm = useConfirmGuestCode(token);
  // Where the code went, once one did (or the server says one went a moment ago).
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [sendError, setSendError] = useState<string | null>(null);
  const wait = useSecondsUntil(resendAt);

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<CodeValues, unknown, CodeOutput>({
    resolver: zodResolver(confirmGuestCodeSchema),
    defaultValues: { code: '' },
    reValidateMode: 'onSubmit',
  });

  const askForCode = () => {
    if (send.isPending) return;
    setSendError(null);
    send.mutate(undefined, {
      onSuccess: ({ sentTo: to, resendAfterSeconds }) => {
        setSentTo(to);
        setResendAt(Date.now() + resendAfterSeconds * 1000);
        clearErrors('code');
        requestAnimationFrame(() => setFocus('code'));
      },
      onError: (error) => {
        setSendError(errorMessage(error, g.sendCodeFailed));
        // Too soon: a code went out a moment ago (another tab, a click before), so it can be typed now.
        if (error instanceof ApiError && error.status === 429) {
          setSentTo((now) => now ?? access.emailHint);
          setResendAt(Date.now() + REVIEW_GUEST_CODE_INTERVAL_SECONDS * 1000);
        }
      },
    });
  };

  const submit = handleSubmit((values) => {
    if (confirm.isPending) return;
    confirm.mutate(values, {
      onError: (error) =>
        setError(
          'code',
          { message: errorMessage(error, g.confirmFailed) },
          // The box keeps what was typed, to correct it.
          { shouldFocus: true },
        ),
    });
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-start gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-primary ring-1 ring-brand-100">
          {sentTo ? (
            <MailCheck className="size-5" aria-hidden />
          ) : (
            <ShieldCheck className="size-5" aria-hidden />
          )}
        </span>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900 [overflow-wrap:anywhere]">
          {g.hello(access.guestName)}
        </h1>
        <p className="text-sm text-slate-700">{g.intro(access.agencyName)}</p>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
          {sentTo ? g.codeSent(sentTo, REVIEW_GUEST_CODE_MINUTES) : g.codeExplained(access.emailHint)}
        </p>
      </div>

      {sendError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {sendError}
        </p>
      ) : null}

      {sentTo ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField id={`${id}-code`} label={g.codeLabel} error={errors.code?.message}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              spellCheck={false}
              readOnly={confirm.isPending}
              className="h-12 text-center font-mono text-xl tracking-[0.4em] placeholder:tracking-[0.4em]"
              {...register('code', { onChange: () => clearErrors('code') })}
            />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
            {confirm.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {confirm.isPending ? g.confirming : g.confirm}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="self-center"
            disabled={wait > 0 || send.isPending}
            onClick={askForCode}
          >
            {send.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <RotateCw aria-hidden />
            )}
            {send.isPending ? g.sendingCode : wait > 0 ? g.resendIn(wait) : g.resendCode}
          </Button>
        </form>
      ) : (
        <Button size="lg" className="w-full" disabled={send.isPending} onClick={askForCode}>
          {send.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <MailCheck aria-hidden />}
          {send.isPending ? g.sendingCode : g.sendCode}
        </Button>
      )}

      <p className="border-t pt-4 text-xs text-muted-foreground">{g.onlyThisReview}</p>
    </div>
  );
}
