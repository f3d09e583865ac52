import { SectionHeading } from './section-heading';

const values = [
  {
    title: 'Senior people on your account',
    text: 'The strategists who plan your growth are the ones who run it. No hand-offs to a junior team after the sales call.',
  },
  {
    title: 'Systems over one-off campaigns',
    text: 'We build funnels, content engines and automations that keep working after a campaign ends.',
  },
  {
    title: 'Honest numbers',
    text: 'We report what happened, good or bad, and what we will change because of it. You see the same data we do.',
  },
];

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-white py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="lg:pt-2">
          <SectionHeading
            id="about-title"
            eyebrow="About us"
            title="A small, senior team that works like part of yours"
            align="left"
          />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-600">
            <p>
              We started as marketers inside early-stage companies, where every dollar and every week counted.
              We saw founders pay for beautiful campaigns that nobody followed up on, and for reports that
              nobody could act on.
            </p>
            <p>
              So we built the agency we wanted back then: strategy, execution and automation in one team, and
              a client portal where you can see every task, update and result as it happens.
            </p>
          </div>
        </div>
        <ul className="space-y-5">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-7">
              <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
