#!/usr/bin/env node
// The repository speaks of the product, not of how the work on it was organised: no issue or
// stop followed by its number, no "final" phase of polish in tracked files, and rules are cited
// from docs/behaviour.md ("behaviour §4") and docs/architecture.md, which the repository carries, not from documents
// beside it that a clone does not have.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORK_WORDS = [
  {
    pattern: /\b(issue|stop)s? \d+/i,
    why: 'names a unit of work; say the product reason or cite an ADR',
  },
  { pattern: /final\s+polish/i, why: 'names a phase of work; say what it does' },
  { pattern: /\bspec\s+§/i, why: 'cites a document outside the repository; cite "behaviour §N"' },
  {
    pattern: /\b(ARCHITECTURE|DESIGN|STYLE)\.md\b|\.\.\/shared\//,
    why: 'cites a document outside the repository; cite one under docs/ or give the reason',
  },
];

/** Every line of `text` that speaks of the work, with its number and why. */
export function workWordsIn(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of WORK_WORDS)
      if (pattern.test(line)) found.push({ line: index + 1, text: line.trim(), why });
  });
  return found;
}

/** Findings in the tracked text files under `root`. */
export function checkRepository(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !/\.(png|jpe?g|webp|gif|ico|woff2?|zip|lock)$/.test(file));
  const findings = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue;
    }
    for (const finding of workWordsIn(text)) findings.push({ file, ...finding });
  }
  return findings;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
  const findings = checkRepository(root);
  for (const { file, line, text, why } of findings)
    console.error(`${file}:${line}: ${why}\n    ${text.slice(0, 160)}`);
  if (findings.length > 0) {
    console.error(`check-words: ${findings.length} line(s) speak of the work, not the product.`);
    process.exit(1);
  }
  console.log('check-words: every tracked file speaks of the product.');
}
