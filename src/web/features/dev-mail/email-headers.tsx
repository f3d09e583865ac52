/** The extra headers an email carries (List-Unsubscribe on notifications), to check them without SMTP. */
export function EmailHeaders({ headers }: { headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return null;
  return (
    <dl className="grid gap-1 rounded-md bg-slate-50 p-3 font-mono text-xs text-slate-600">
      {entries.map(([name, value]) => (
        <div key={name} className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-700">{name}:</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
