import { heroFade } from './hero-reveal';

// A glimpse of the client portal every partner gets. Decorative: the same facts are in the page's text.
const bars = [38, 52, 47, 66, 74, 88, 96];
const tasks = [
  { label: 'Positioning workshop', state: 'Approved', tone: 'bg-emerald-400/15 text-emerald-300' },
  { label: 'Launch landing page', state: 'In Progress', tone: 'bg-brand-400/15 text-brand-300' },
  { label: 'Welcome email sequence', state: 'Pending Review', tone: 'bg-amber-400/15 text-amber-300' },
];

export function HeroPreview() {
  return (
    <div aria-hidden="true" className={`relative hidden lg:block ${heroFade}`}>
      <div className="rounded-2xl border border-white/10 bg-slate-900/80 p-6 shadow-2xl shadow-brand-950/50">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs text-slate-400">Qualified leads, last 7 weeks</p>
            <p className="mt-1 text-3xl font-semibold">
              +152% <span className="text-sm font-normal text-emerald-300">growing</span>
            </p>
          </div>
          <span className="rounded-full bg-white/10 px-3 py-1 text-xs text-slate-300">
            Example: client portal
          </span>
        </div>
        <div className="mt-6 flex h-28 items-end gap-2">
          {bars.map((height) => (
            <div
              key={height}
              className="flex-1 rounded-t-md bg-gradient-to-t from-brand-700 to-brand-400"
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
        <ul className="mt-6 space-y-2.5">
          {tasks.map((task) => (
            <li
              key={task.label}
              className="flex items-center justify-between rounded-lg bg-white/[0.04] px-3 py-2.5 text-sm"
            >
              <span className="text-slate-200">{task.label}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs ${task.tone}`}>{task.state}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
