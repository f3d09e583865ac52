import { MAX_SCALE_RATIO, type ScaleEndpoint } from './endpoints';
import type { Measurement } from './measure-endpoint';

export type EndpointResult = { endpoint: ScaleEndpoint; demo: Measurement; scale: Measurement };

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');
const latency = (m: Measurement) =>
  m.status === 200 ? `${ms(m.p50)} / ${ms(m.p95)}${m.mode === 'sequential' ? '*' : ''}` : `HTTP ${m.status}`;
const rate = (m: Measurement) => (Number.isFinite(m.rps) ? m.rps.toFixed(m.rps < 10 ? 1 : 0) : '-');
const kb = (m: Measurement) => (m.kb < 10 ? m.kb.toFixed(1) : m.kb.toFixed(0));

/** The endpoint's goal as text, and whether its scale p95 meets it. */
function goal(result: EndpointResult): { text: string; met: boolean } {
  const { endpoint, demo, scale } = result;
  const measured = demo.status === 200 && scale.status === 200 && scale.errors === 0;
  if (endpoint.goalP95Ms !== undefined)
    return { text: `< ${endpoint.goalP95Ms} ms`, met: measured && scale.p95 < endpoint.goalP95Ms };
  return { text: `≤ ${MAX_SCALE_RATIO}× demo`, met: measured && scale.p95 <= MAX_SCALE_RATIO * demo.p95 };
}

const columns: [string, number][] = [
  ['endpoint', 27],
  ['KB demo', 8],
  ['KB scale', 9],
  ['demo p50/p95', 13],
  ['scale p50/p95', 14],
  ['req/s demo', 11],
  ['req/s scale', 12],
  ['p95 ratio', 10],
  ['goal', 12],
  ['', 6],
];

const row = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(columns[0]?.[1] ?? 0) : cell.padStart(columns[i]?.[1] ?? 0)))
    .join(' ');

/** The table the bench ends with: both sizes and speeds, the ratio of the p95s, the goal and whether it is met. */
export function printTable(
  results: EndpointResult[],
  setting: string,
  health: { demo: Measurement; scale: Measurement },
): void {
  console.log(`\n${setting}; latencies in ms, * timed one request at a time (too slow for load)\n`);
  console.log(row(columns.map(([title]) => title)));
  for (const result of results) {
    const { demo, scale } = result;
    const ratio = scale.p95 / demo.p95;
    const { text, met } = goal(result);
    console.log(
      row([
        result.endpoint.name,
        kb(demo),
        kb(scale),
        latency(demo),
        latency(scale),
        rate(demo),
        rate(scale),
        Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '-',
        text,
        met ? 'ok' : 'MISSED',
      ]),
    );
    const errors = demo.errors + scale.errors;
    if (errors > 0) console.log(`${''.padEnd(columns[0]?.[1] ?? 0)} ${errors} failed requests under load`);
  }
  console.log(
    `\ncontrol: /api/health p50/p95 ${latency(health.demo)} ms in the demo phase, ${latency(health.scale)} ms at scale ` +
      '(no data behind it: a difference is the machine, not the database)',
  );
}
