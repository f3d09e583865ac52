import { ChartColumn, Check, Compass, LayoutTemplate, MailCheck, PenTool, Rocket } from 'lucide-react';
import { SectionHeading } from './section-heading';

const services = [
  {
    title: 'Brand Positioning & Messaging',
    icon: Compass,
    text: 'A clear answer to "why you?", written down and used everywhere.',
    points: [
      'Customer research and interviews',
      'Positioning statement and messaging guide',
      'Offer and pricing review',
    ],
  },
  {
    title: 'Funnels & Landing Pages',
    icon: LayoutTemplate,
    text: 'Pages and flows that turn visits into leads and leads into calls.',
    points: ['Landing and waitlist pages', 'Lead magnets and booking flows', 'Conversion testing'],
  },
  {
    title: 'Content & Social Media',
    icon: PenTool,
    text: 'A steady rhythm of content your audience actually wants to read.',
    points: [
      'Monthly content calendar',
      'Posts, carousels and short video scripts',
      'Community and engagement plan',
    ],
  },
  {
    title: 'Email Marketing & Automation',
    icon: MailCheck,
    text: 'The follow-up that never forgets, running while you sleep.',
    points: ['Welcome and nurture sequences', 'Launch and promotion campaigns', 'CRM and tool setup'],
  },
  {
    title: 'Paid Advertising',
    icon: Rocket,
    text: 'Ads that scale what already converts, with a budget you control.',
    points: [
      'Meta, Google and LinkedIn campaigns',
      'Creative testing every week',
      'Cost-per-customer targets',
    ],
  },
  {
    title: 'Analytics & Reporting',
    icon: ChartColumn,
    text: 'Numbers you can trust, in a report you can read in five minutes.',
    points: [
      'Tracking and conversion setup',
      'Weekly dashboard in your portal',
      'Monthly review and next steps',
    ],
  },
];

export function ServicesSection() {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="scroll-mt-16 bg-slate-50 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-title"
          eyebrow="Services"
          title="Everything growth needs, under one roof"
        >
          Pick what you need now and add the rest as you grow. One team owns the whole picture, so nothing
          falls between agencies.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.title} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-xs">
              <span className="flex size-11 items-center justify-center rounded-xl bg-slate-950 text-brand-400">
                <service.icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{service.text}</p>
              <ul className="mt-5 space-y-2 text-sm text-slate-700">
                {service.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
