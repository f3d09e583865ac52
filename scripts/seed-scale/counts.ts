/** How many rows of each kind the scale fill writes. */
export type ScaleCounts = {
  clients: number;
  /** Admins besides the known one. */
  extraAdmins: number;
  tasks: number;
  messages: number;
  files: number;
  referrals: number;
  applications: number;
  updates: number;
  notifications: number;
  /** The clients the fill's account manager is assigned, spread over the whole list (decision 043). */
  managedClients: number;
};

/** The performance issue's scale (the first five), and enough of the rest for every list to have data. */
export const fullScale: ScaleCounts = {
  clients: 10_000,
  extraAdmins: 4,
  tasks: 200_000,
  messages: 1_000_000,
  files: 100_000,
  referrals: 50_000,
  applications: 5_000,
  updates: 20_000,
  notifications: 100_000,
  managedClients: 500,
};

const envName = (kind: keyof ScaleCounts) =>
  `SEED_SCALE_${kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/**
 * The counts SEED_SCALE_FACTOR (default 1) makes of the full scale, each overridable by its own variable:
 * SEED_SCALE_CLIENTS, SEED_SCALE_TASKS, SEED_SCALE_MESSAGES, SEED_SCALE_FILES, SEED_SCALE_REFERRALS,
 * SEED_SCALE_APPLICATIONS, SEED_SCALE_UPDATES, SEED_SCALE_NOTIFICATIONS, SEED_SCALE_MANAGED_CLIENTS,
 * SEED_SCALE_EXTRA_ADMINS (not scaled). At least one client: the known one; the manager has at most all.
 */
export function scaleCountsFromEnv(env: NodeJS.ProcessEnv = process.env): ScaleCounts {
  const factor = Number(env.SEED_SCALE_FACTOR ?? 1);
  if (!Number.isFinite(factor) || factor <= 0) throw new Error('SEED_SCALE_FACTOR must be a positive number');
  const counts = { ...fullScale };
  for (const kind of Object.keys(fullScale) as (keyof ScaleCounts)[]) {
    const scaled = kind === 'extraAdmins' ? fullScale[kind] : Math.round(fullScale[kind] * factor);
    const raw = env[envName(kind)];
    const value = raw === undefined || raw === '' ? scaled : Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${envName(kind)} must be a whole number ≥ 0`);
    counts[kind] = value;
  }
  counts.clients = Math.max(1, counts.clients);
  counts.managedClients = Math.min(counts.clients, counts.managedClients);
  return counts;
}
