// SQL expressions the scale fill's INSERT ... SELECT statements are built from. Every value is a pure
// function of the row's number (`g`) and a salt, through PostgreSQL's own integer hash: the same counts
// give the same data on every run and on both databases, without a random() that the planner might
// evaluate twice. Only numbers, fixed words and checked ids are ever put into the text.

/** A number in [0, 1) drawn from row `g`; another `salt` gives an independent draw from the same row. */
export const unit = (g: string, salt: number) =>
  `((hashint8((${g})::bigint * 64 + ${salt}) + 2147483648) / 4294967296.0)`;

/** A whole number in [0, n) drawn from row `g`. */
export const below = (n: number, g: string, salt: number) => `floor(${n} * ${unit(g, salt)})::int`;

/** A SQL array literal of fixed words (single quotes doubled). */
export const wordArray = (words: readonly string[]) =>
  `array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/** One of `words`, drawn from row `g`. */
export const pick = (words: readonly string[], g: string, salt: number) =>
  `(${wordArray(words)})[1 + ${below(words.length, g, salt)}]`;

/** The word at the same drawn index in a parallel list (a file's extension beside its MIME type). */
export const pickAt = (words: readonly string[], index: string) => `(${wordArray(words)})[1 + ${index}]`;

/**
 * A client number in [1, clients], skewed towards the first (oldest) ones: client 1 gets about 1% of all
 * rows, and most clients a few. Real agencies have a few big accounts and a long tail.
 */
export const skewedClient = (clients: number, g: string, salt: number) =>
  `least(${clients}, 1 + floor(${clients} * power(${unit(g, salt)}, 2))::int)`;

/** How long ago client `c` joined: client 1 two years ago, the last one a moment ago. */
export const clientAge = (clients: number, c: string) =>
  `(interval '730 days' * ((${clients} - (${c}) + 1)::float8 / ${clients}))`;

/** A moment within client `c`'s life with the agency. */
export const sinceJoined = (clients: number, c: string, g: string, salt: number) =>
  `(now() - ${clientAge(clients, c)} * ${unit(g, salt)})`;

/** A user id as a SQL literal, after checking it holds nothing but an id's characters. */
export const idLiteral = (id: string) => {
  if (!/^[0-9a-zA-Z-]+$/.test(id)) throw new Error(`Unexpected user id ${id}`);
  return `'${id}'`;
};

/**
 * The user id of client number `c`: number 1 is the known client made through the product's factory (so
 * the heaviest account is one that can sign in), the others a UUID derived from their number.
 */
export const clientId = (knownClientId: string, c: string) =>
  `(case when (${c}) = 1 then ${idLiteral(knownClientId)} else md5('scale-client-' || (${c}))::uuid::text end)`;

/** A SQL array of user ids. */
export const idArray = (ids: readonly string[]) => `array[${ids.map(idLiteral).join(', ')}]::text[]`;

/** One of the admins' ids, drawn from row `g`. */
export const pickAdmin = (adminIds: readonly string[], g: string, salt: number) =>
  `(${idArray(adminIds)})[1 + ${below(adminIds.length, g, salt)}]`;
