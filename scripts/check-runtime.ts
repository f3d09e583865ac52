// `npm run check:runtime` (CI, after the install): fails unless the Node that runs the project is the one
// package.json's `engines` asks for, and every installed package's `engines.node` accepts it. npm checks
// engines against the Node that runs npm itself, which on a machine with an older Node is not the one the
// project runs on (decision 030), so it cannot be left to npm.
import semver from 'semver';
import { engineRefusals, readManifest } from './runtime/engine-refusals';

const root = process.cwd();
const wanted = readManifest(root)?.engines?.node;
const problems: string[] = [];
if (typeof wanted !== 'string' || !semver.satisfies(process.version, wanted))
  problems.push(
    `The project asks for Node ${String(wanted)} and runs on ${process.version} (${process.execPath})`,
  );
for (const refusal of engineRefusals(root, process.version))
  problems.push(`${refusal.name}@${refusal.version} requires Node ${refusal.requires}`);
if (problems.length > 0) {
  console.error(`Node ${process.version} is refused:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Node ${process.version}: the project and every installed package accept it.`);
