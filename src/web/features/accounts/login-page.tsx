import { ListChecks, MessageSquare, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout } from '@/web/ui/auth-layout';
import { LoginForm } from './login-form';

const pitch = {
  headline: 'Your campaigns, tasks and results in one place.',
  points: [
    { icon: ListChecks, text: 'Follow every task from brief to approval' },
    { icon: MessageSquare, text: 'Talk with your team without the email chains' },
    { icon: TrendingUp, text: 'See reports and assets as soon as they land' },
  ],
};

/** /login (SPEC §2, §4 "Login redirects"). */
export function LoginPage() {
  return (
    <AuthLayout
      title="Client Login"
      description="Sign in to your client portal."
      pitch={pitch}
      footer={
        <>
          Agency staff?{' '}
          <Link to="/admin/login" className="font-medium text-primary hover:underline">
            Admin login
          </Link>
        </>
      }
    >
      <LoginForm kind="client" />
    </AuthLayout>
  );
}
