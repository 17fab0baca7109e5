import { readFileSync } from 'node:fs';
import { contract } from '../src/contract/index';
import { contractCoverage, parseSpecRows } from '../src/coverage';

// Prints `contract N/397`; the server appends its `implemented M/397`.
const rows = parseSpecRows(readFileSync(new URL('../src/contract/endpoints.tsv', import.meta.url), 'utf8'));
const coverage = contractCoverage(contract, rows);
console.log(`contract ${coverage.covered}/${coverage.total}`);
for (const problem of coverage.problems) console.log(`  ${problem}`);
