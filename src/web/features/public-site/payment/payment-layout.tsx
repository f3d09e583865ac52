import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type PaymentLayoutProps = {
  icon: LucideIcon;
  tone: 'success' | 'neutral';
  title: string;
  children: ReactNode;
};

/** The centred card both payment result pages use. */
export function PaymentLayout({ icon: Icon, tone, title, children }: PaymentLayoutProps) {
  return (
    <section className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <span
          className={`mx-auto flex size-14 items-center justify-center rounded-full ring-8 ${
            tone === 'success'
              ? 'bg-emerald-50 text-emerald-700 ring-emerald-50/60'
              : 'bg-slate-100 text-slate-700 ring-slate-100/60'
          }`}
        >
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {children}
      </div>
    </section>
  );
}
