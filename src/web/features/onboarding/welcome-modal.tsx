import {
  ArrowLeft,
  ArrowRight,
  CalendarCheck,
  LoaderCircle,
  MessageSquare,
  Rocket,
  Sparkles,
} from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { useCompleteWelcome } from './api/complete-welcome';
import { WELCOME_TITLE } from './welcome-title';

// SPEC §9: four steps; the last one's 'Enter Dashboard' sets welcome_flow_completed, closing it for good.
const steps = [
  {
    icon: Sparkles,
    title: WELCOME_TITLE,
    body: 'This is where your project with our team lives: every task, update, report and conversation in one place.',
  },
  {
    icon: MessageSquare,
    title: 'Work with your team',
    body: 'Follow tasks from brief to approval, read project updates as they land, and chat with the team whenever you need us.',
  },
  {
    icon: Rocket,
    title: 'Tell us about your product',
    body: 'Get Started asks a few questions about your product, customers and stage. It takes 5 to 7 minutes.',
  },
  {
    icon: CalendarCheck,
    title: "You're ready",
    body: 'Once we have your answers, you will receive your strategy audit within 2 business days.',
  },
] as const;

export function WelcomeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const complete = useCompleteWelcome();
  const step = steps[index] ?? steps[0];
  const last = index === steps.length - 1;
  const Icon = step.icon;

  const enterDashboard = async () => {
    try {
      await complete.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, messages.common.unexpected));
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby="welcome-step-body"
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-gradient-to-br from-slate-950 via-slate-900 to-brand-900 text-white data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between px-5 py-4 sm:px-8">
            <p className="text-sm font-medium text-slate-300">
              Step {index + 1} of {steps.length}
            </p>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="sm" className="text-slate-300 hover:bg-white/10 hover:text-white">
                Skip for now
              </Button>
            </DialogPrimitive.Close>
          </div>
          <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 pt-6 pb-16 text-center">
            <div className="mb-8 flex size-16 items-center justify-center rounded-2xl bg-white/10 text-brand-300 ring-1 ring-white/15">
              <Icon className="size-8" aria-hidden />
            </div>
            <DialogPrimitive.Title className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
              {step.title}
            </DialogPrimitive.Title>
            <p id="welcome-step-body" className="mt-4 text-base text-slate-300 text-pretty sm:text-lg">
              {step.body}
            </p>
            <ol aria-label="Progress" className="mt-10 flex gap-2">
              {steps.map((s, i) => (
                <li
                  key={s.title}
                  aria-current={i === index ? 'step' : undefined}
                  className={cn(
                    'h-1.5 rounded-full transition-all',
                    i === index ? 'w-8 bg-brand-400' : 'w-4 bg-white/25',
                  )}
                >
                  <span className="sr-only">{s.title}</span>
                </li>
              ))}
            </ol>
            {/* Right under the step, not at the screen's foot, where toasts would cover it on phones. */}
            <div className="mt-10 flex items-center justify-center gap-3">
              {index > 0 ? (
                <Button
                  variant="ghost"
                  size="lg"
                  onClick={() => setIndex((i) => i - 1)}
                  className="text-slate-200 hover:bg-white/10 hover:text-white"
                >
                  <ArrowLeft aria-hidden />
                  Back
                </Button>
              ) : null}
              {last ? (
                <Button size="lg" onClick={enterDashboard} disabled={complete.isPending}>
                  {complete.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                  Enter Dashboard
                </Button>
              ) : (
                <Button size="lg" onClick={() => setIndex((i) => i + 1)}>
                  Next
                  <ArrowRight aria-hidden />
                </Button>
              )}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
