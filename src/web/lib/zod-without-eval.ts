// Zod probes for `new Function` to compile fast parsers. Our Content-Security-Policy forbids eval, so the
// probe fails anyway, and the browser reports each try as a policy violation (Lighthouse counts it).
// Zod's `config({ jitless: true })` turns the probe off, but importing it puts a part of zod in every
// first load; this sets the same global zod reads its config from (test/unit/zod-without-eval.test.ts
// checks that zod sees it). Imported before any schema is made.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
