import type { ReactNode } from 'react';

type SectionHeadingProps = {
  /** The h2's id: the section is labelled by it for screen readers. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
};

/** The eyebrow, h2 and intro every light landing section opens with. */
export function SectionHeading({ id, eyebrow, title, children, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2
        id={id}
        className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl"
      >
        {title}
      </h2>
      {children ? (
        <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-600">{children}</p>
      ) : null}
    </div>
  );
}
