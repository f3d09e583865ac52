import { KeyRound, MailCheck, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '@/web/ui/auth-layout';

const pitch = {
  headline: 'Back into your workspace in a minute.',
  points: [
    { icon: MailCheck, text: 'We email you a one-time link' },
    { icon: KeyRound, text: 'Choose a new password of at least 6 characters' },
    { icon: ShieldCheck, text: 'Every other session is signed out' },
  ],
};

/** The login pages' split screen, with a way back to login. */
export function ResetLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <AuthLayout
      title={title}
      description={description}
      pitch={pitch}
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Back to login
          </Link>
        </>
      }
    >
      {children}
    </AuthLayout>
  );
}
