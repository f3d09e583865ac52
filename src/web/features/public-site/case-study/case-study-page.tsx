import { ArrowRight, Lightbulb } from 'lucide-react';
import { ApplyButton } from '../application/apply-button';
import { PageLink } from '../navigation/public-navigation';
import { useDocumentMeta } from '../seo/use-document-meta';
import { challenge, headlineResults, lessons, workstreams } from './case-study-content';

export function CaseStudyPage() {
  useDocumentMeta('/case-study/entrives');
  return (
    <article>
      <header className="bg-slate-950 text-white">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-400 uppercase">
            Case study · Entrives
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            From a quiet pre-launch to 20+ signups in 2 days
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">
            How a focused message, a simple waitlist funnel and a launch planned in advance turned into 60+
            warm leads for Entrives.
          </p>
          <dl className="mt-10 grid max-w-xl grid-cols-2 gap-4">
            {headlineResults.map((result) => (
              <div
                key={result.label}
                className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-6"
              >
                <dt className="mt-1 text-slate-300">{result.label}</dt>
                <dd className="text-4xl font-semibold tracking-tight text-brand-400">{result.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <div className="mx-auto max-w-5xl space-y-16 px-4 py-16 sm:px-6 sm:py-20">
        <section aria-labelledby="challenge-title" className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <h2 id="challenge-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            The challenge
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-slate-600">
            {challenge.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>

        <section aria-labelledby="approach-title" className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <h2 id="approach-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            What we did
          </h2>
          <ol className="grid gap-5 sm:grid-cols-2">
            {workstreams.map((item) => (
              <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">{item.step}</p>
                <h3 className="mt-2 font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="results-title" className="grid gap-6 md:grid-cols-[14rem_1fr]">
          <h2 id="results-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            The results
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-slate-600">
            <p>
              Launch week opened to a list that was already waiting. Entrives had{' '}
              <strong className="text-slate-900">20+ signups in 2 days</strong>, and the waitlist and
              follow-up sequence produced <strong className="text-slate-900">60+ warm leads</strong>: people
              who had opened, clicked and asked to hear more.
            </p>
            <p>
              Just as important, the founder came out of launch week with a message, a funnel and a routine
              that keep working.
            </p>
          </div>
        </section>

        <section
          aria-labelledby="lessons-title"
          className="rounded-2xl bg-brand-50 p-8 ring-1 ring-brand-100"
        >
          <h2 id="lessons-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Lightbulb className="size-5 text-primary" aria-hidden="true" />
            What you can take from it
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-700 marker:text-primary">
            {lessons.map((lesson) => (
              <li key={lesson}>{lesson}</li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="cta-title"
          className="rounded-3xl bg-slate-950 px-6 py-12 text-center text-white sm:px-12"
        >
          <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance">
            Planning a launch of your own?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">
            We will look at where you are and map the shortest route to a launch like this one.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ApplyButton size="lg" variant="bright">
              Book Your Free Strategy Call
            </ApplyButton>
            <PageLink
              to="/launch-readiness"
              className="inline-flex items-center gap-1.5 px-2 py-2 font-medium text-brand-300 hover:text-brand-200"
            >
              Check your launch-readiness first
              <ArrowRight className="size-4" aria-hidden="true" />
            </PageLink>
          </div>
        </section>
      </div>
    </article>
  );
}
