import { CalendarCheck, CheckCircle2, ListChecks, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/ui/button';
import { Card, CardContent } from '@/web/ui/card';

/** What Get Started shows once the questionnaire is saved (SPEC §2: a strategy audit within 2 business days). */
export function OnboardingAllSet() {
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="flex flex-col items-center gap-5 py-12 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-8 ring-emerald-50/50">
          <CheckCircle2 className="size-7" aria-hidden />
        </div>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">You're all set!</h1>
          <p className="mt-2 max-w-md text-sm text-muted-foreground">
            Thanks for telling us about your product. Our team is reviewing your answers.
          </p>
        </div>
        <div className="flex w-full max-w-md items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-left">
          <CalendarCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p className="text-sm text-brand-900">
            <span className="font-semibold">What happens next:</span> you will receive your strategy audit
            within 2 business days.
          </p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
          <Button asChild variant="outline">
            <Link to="/dashboard/tasks">
              <ListChecks aria-hidden />
              View Tasks
            </Link>
          </Button>
          <Button asChild>
            <Link to="/dashboard/chat">
              <MessageSquare aria-hidden />
              Chat with your team
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
