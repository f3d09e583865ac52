import { ClipboardCheck, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { AuthLayout } from '@/web/ui/auth-layout';
import { LoginForm } from './login-form';

const pitch = {
  headline: 'The agency workspace for every client project.',
  points: [
    { icon: Users, text: 'Manage clients, invites and conversations' },
    { icon: ClipboardCheck, text: 'Assign tasks and review submitted work' },
    { icon: ShieldCheck, text: 'Staff accounts only, created by an administrator' },
  ],
};

/** /admin/login (SPEC §2, §4 "Login redirects"). */
export function AdminLoginPage() {
  return (
    <AuthLayout
      title="Admin Login"
      description="Sign in with your agency staff account."
      pitch={pitch}
      footer={
        <>
          Are you a client?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Client login
          </Link>
        </>
      }
    >
      <LoginForm kind="admin" />
    </AuthLayout>
  );
}
