import type { ReactNode } from 'react';
import type { AuditEvent } from '@/shared/contracts/audit';
import { formatDateTime } from '@/web/lib/format';
import { useIsMobile } from '@/web/lib/use-is-mobile';
import { EventAction, EventPerson, EventSource, EventTarget, eventClient } from './audit-event-parts';

const columns = ['When', 'Person', 'Action', 'Client', 'Record', 'Address'];

/** The audit log's events, newest first: a table on wide screens, one card per event on phones. */
export function AuditEventList({ events }: { events: AuditEvent[] }) {
  return useIsMobile() ? <EventCards events={events} /> : <EventTable events={events} />;
}

function EventTable({ events }: { events: AuditEvent[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-white">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="border-b bg-slate-50 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {events.map((event) => (
            <tr key={event.id} className="align-top" data-testid="audit-event">
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </td>
              <td className="max-w-56 px-4 py-3">
                <EventPerson event={event} />
              </td>
              <td className="max-w-64 px-4 py-3">
                <EventAction event={event} />
              </td>
              <td className="max-w-48 px-4 py-3 break-words">
                {eventClient(event) ?? <span className="text-muted-foreground">—</span>}
              </td>
              <td className="max-w-56 px-4 py-3">
                <EventTarget event={event} />
              </td>
              <td className="px-4 py-3">
                <EventSource event={event} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EventCards({ events }: { events: AuditEvent[] }) {
  return (
    <ul className="divide-y rounded-xl border bg-white" aria-label="Audit log, newest first">
      {events.map((event) => {
        const client = eventClient(event);
        return (
          <li key={event.id} className="grid gap-3 p-4 text-sm" data-testid="audit-event">
            <div className="flex items-start justify-between gap-3">
              <EventAction event={event} />
              <time dateTime={event.at} className="shrink-0 text-xs text-muted-foreground">
                {formatDateTime(event.at)}
              </time>
            </div>
            <EventPerson event={event} />
            <dl className="grid gap-2 rounded-lg bg-slate-50 p-3">
              {client ? <CardLine term="Client">{client}</CardLine> : null}
              {event.target ? (
                <CardLine term="Record">
                  <EventTarget event={event} />
                </CardLine>
              ) : null}
              <CardLine term="Address">
                <EventSource event={event} />
              </CardLine>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function CardLine({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5rem_1fr] gap-2">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
