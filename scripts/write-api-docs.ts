// `npm run docs:api`: rewrites the endpoint table of docs/api.md from the route definitions in server/api/.
// The prose around the table is kept; tests/server/api-docs.test.ts fails while the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { documentApi, renderApiReference, withApiTable } from '../server/api/api-docs';

const path = 'docs/api.md';
const before = readFileSync(path, 'utf8');
const after = withApiTable(before, renderApiReference(documentApi().routes));
if (after === before) {
  console.log(`${path} is up to date.`);
} else {
  writeFileSync(path, after);
  console.log(`${path}: the endpoint table was rewritten from the routes.`);
}
