/**
 * `npm run size`: gzip and brotli sizes of the loader, the initial core, every lazy part and the npm
 * entry, checked against the budgets. Deterministic (see normalizeBuildOutput), so CI runs it on every
 * `npm test`. Builds first when dist/ is missing. Exits 1 when a part is over its budget.
 *
 *   npm run size                    table + budget check (+ a note when docs/performance.md's table is stale)
 *   npm run size -- --update-docs also rewrites the table in docs/performance.md
 *   npm run size -- --json FILE     also writes the rows as JSON
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { measureSizes, requiredBuildFiles } from './size/measure-sizes';
import {
  consoleSizeTable,
  formatKilobytes,
  markdownSizeTable,
  overBudget,
  documentedSizeTable,
  sizeTablePage,
  withDocumentedSizeTable,
} from './size/size-table';

const args = process.argv.slice(2);

if (requiredBuildFiles('dist').some((file) => !existsSync(file))) {
  console.log('dist/ is incomplete: building first (npm run build)…');
  execSync('npm run build', { stdio: 'inherit' });
}

const parts = measureSizes('dist');
console.log(consoleSizeTable(parts));

const table = markdownSizeTable(parts);
const readme = readFileSync(sizeTablePage, 'utf8');
if (args.includes('--update-docs')) {
  writeFileSync(sizeTablePage, withDocumentedSizeTable(readme, table));
  console.log(`\n${sizeTablePage}: size table updated.`);
} else if (documentedSizeTable(readme) !== table) {
  console.log(`\n${sizeTablePage}: the size table differs from these numbers; run \`npm run size -- --update-docs\`.`);
}

const jsonIndex = args.indexOf('--json');
if (jsonIndex >= 0) {
  const file = args[jsonIndex + 1];
  if (!file) throw new Error('--json needs a file name');
  writeFileSync(file, `${JSON.stringify(parts, null, 2)}\n`);
}

const over = overBudget(parts);
if (over.length > 0) {
  for (const part of over) {
    console.error(
      `Over budget: ${part.part} is ${formatKilobytes(part.gzip)} gzip (${part.gzip} B), budget ${formatKilobytes(part.budget!)}.`,
    );
  }
  process.exitCode = 1;
} else {
  console.log('\nEvery part is within its budget.');
}
