// `pnpm fuzz`: the generated-input suite at length (100,000 cases by default; FUZZ_CASES and
// FUZZ_SEED change it), printing operations covered, cases and failures. Exits 1 on any failure.
import { buildFuzzGateway } from './fuzz-gateway';
import { runGeneratedInput } from './generated-input';

const cases = Number(process.env.FUZZ_CASES ?? 100_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const started = Date.now();

// server errors are logged (level error) so a 500 shows its cause
const gateway = await buildFuzzGateway({ logErrors: process.env.FUZZ_LOG === '1' });
const report = await runGeneratedInput({
  app: gateway.app,
  cases,
  seed,
  onProgress: (done, failures) => {
    if (done % 5000 === 0) console.log(`  ${done.toLocaleString('en-US')} cases, ${failures} failures (${Math.round((Date.now() - started) / 1000)} s)`);
  },
});
await gateway.close();

const driven = report.operations.filter((op) => report.statuses[op]);
console.log(`\nOperations covered: ${driven.length} of ${report.operations.length}`);
for (const op of report.operations) {
  const byStatus = Object.entries(report.statuses[op] ?? {})
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  console.log(`  ${op.padEnd(62)} ${byStatus}`);
}
const byProblem = new Map<string, number>();
for (const f of report.failures) for (const p of f.problems) byProblem.set(`${f.operation}: ${p.slice(0, 120)}`, (byProblem.get(`${f.operation}: ${p.slice(0, 120)}`) ?? 0) + 1);
console.log(`\nCases: ${report.cases.toLocaleString('en-US')} (seed ${seed}, ${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`Failures: ${report.failures.length}`);
for (const [problem, n] of byProblem) console.log(`  ${n}× ${problem}`);
for (const f of report.failures.slice(0, 5)) console.log(`\n  ${f.operation} → ${f.status}\n  ${f.request}\n  ${f.response}`);
process.exit(report.failures.length > 0 || driven.length < report.operations.length ? 1 : 0);
