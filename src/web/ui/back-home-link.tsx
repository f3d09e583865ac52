import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The quiet "Back to home" link at the top of the standalone pages (logins, checkout). */
export function BackHomeLink() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to home
    </Link>
  );
}
