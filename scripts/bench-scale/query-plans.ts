import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Statement } from '../bench/capture-sql';

export type QueryPlan = {
  statement: Statement;
  executionMs: number;
  plan: string;
  /** Every read's execution time, in the order the request ran them. */
  allMs: number[];
};

const isRead = (text: string) => /^\s*(select|with)\b/i.test(text);
/** The session check every signed-in request starts with: the same for all, so never the one to show. */
const isSessionRead = (text: string) => /\bfrom "sessions"/i.test(text);

/** EXPLAIN ANALYZE runs of each statement: the fastest is the one least disturbed by the rest of the machine. */
const PLAN_RUNS = 3;

/** The plan of one statement's fastest of PLAN_RUNS, each in a transaction rolled back (nothing it runs is kept). */
async function fastestPlan(client: pg.Client, statement: Statement) {
  let fastest: { executionMs: number; plan: string } | null = null;
  for (let run = 0; run < PLAN_RUNS; run++) {
    await client.query('begin');
    try {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.text}`,
        statement.values,
      );
      const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
      if (!fastest || executionMs < fastest.executionMs) fastest = { executionMs, plan };
    } finally {
      await client.query('rollback');
    }
  }
  return fastest as { executionMs: number; plan: string };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each read among a request's statements but the session check, and the
 * one that took longest; null when none reads.
 */
export async function heaviestPlan(
  connectionString: string,
  statements: Statement[],
): Promise<QueryPlan | null> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    let heaviest: Omit<QueryPlan, 'allMs'> | null = null;
    const allMs: number[] = [];
    for (const statement of statements.filter((s) => isRead(s.text) && !isSessionRead(s.text))) {
      const { executionMs, plan } = await fastestPlan(client, statement);
      allMs.push(executionMs);
      if (!heaviest || executionMs > heaviest.executionMs) heaviest = { statement, executionMs, plan };
    }
    return heaviest && { ...heaviest, allMs };
  } finally {
    await client.end();
  }
}

/** Each read's execution time, in the order the request ran them: "0.31 + 12.4". */
export const readTimes = (plan: QueryPlan) => plan.allMs.map((ms) => ms.toFixed(ms < 1 ? 2 : 1)).join(' + ');

/** Fewer rows than this is a small table, which PostgreSQL reads whole anyway: not worth reporting. */
const SMALL_TABLE_ROWS = 1_000;
const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * The rows each sequential scan reads: those it returns plus those its filter throws away, times its
 * loops (a parallel scan's workers, or a scan repeated inside a join).
 */
function sequentialScans(plan: string): { table: string; rows: number }[] {
  const scans: { table: string; rows: number }[] = [];
  const lines = plan.split('\n');
  lines.forEach((line, i) => {
    const scan = /Seq Scan on (\S+).*\(actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)\)/.exec(line);
    if (!scan) return;
    // The node's own details follow until the next node ("->").
    const details = lines.slice(i + 1).findIndex((next) => next.includes('->'));
    const own = lines.slice(i + 1, details === -1 ? undefined : i + 1 + details).join('\n');
    const removed = Number(/Rows Removed by Filter: (\d+)/.exec(own)?.[1] ?? 0);
    scans.push({ table: scan[1] as string, rows: (Number(scan[2]) + removed) * Number(scan[3]) });
  });
  return scans;
}

/** What to look at in a plan: tables read whole, sorts and their memory, filters throwing rows away, loops. */
export function planFindings(plan: string): string[] {
  const findings: string[] = [];
  const returned = /\(actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=\d+\)/.exec(plan)?.[1];
  if (returned) findings.push(`returns ${thousands(Number(returned))} rows`);
  for (const scan of sequentialScans(plan))
    if (scan.rows >= SMALL_TABLE_ROWS)
      findings.push(`seq scan ${scan.table} (${thousands(scan.rows)} rows read)`);
  for (const m of plan.matchAll(/Sort Method: (.+?)\s+(?:Average )?(Memory|Disk): (\d+)kB/g))
    findings.push(`sort ${m[1]} ${m[2] === 'Disk' ? 'on disk' : 'in memory'} ${thousands(Number(m[3]))} kB`);
  const removed = [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
  if (removed > 0) findings.push(`filters discard ${thousands(removed)} rows`);
  const loops = Math.max(0, ...[...plan.matchAll(/loops=(\d+)/g)].map((m) => Number(m[1])));
  if (loops >= 1000) findings.push(`a subplan runs ${thousands(loops)} times`);
  const hits = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan);
  if (hits) findings.push(`${thousands(Number(hits[1]) + Number(hits[2] ?? 0))} buffers`);
  return findings;
}

const fileName = (endpoint: string) =>
  `${endpoint
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.txt`;

/** Each endpoint's heaviest plan: one file per endpoint in `dir`, or all of them on stdout. */
export async function writePlans(plans: { endpoint: string; path: string; plan: QueryPlan }[], dir?: string) {
  if (dir) await mkdir(dir, { recursive: true });
  for (const { endpoint, path, plan } of plans) {
    const text = [
      `${endpoint}: GET ${path}`,
      `reads in order (ms; the session check left out): ${readTimes(plan)}`,
      `heaviest statement, ${plan.executionMs.toFixed(1)} ms:`,
      plan.statement.text,
      `parameters: ${JSON.stringify(plan.statement.values)}`,
      '',
      plan.plan,
      '',
    ].join('\n');
    if (dir) await writeFile(join(dir, fileName(endpoint)), text);
    else console.log(`\n${text}`);
  }
  if (dir) console.log(`\nQuery plans written to ${dir}`);
}
