import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkRepository, workWordsIn } from './check-words.mjs';

/** Glues its parts together, so that this file itself never holds the words it plants. */
const planted = (...parts) => parts.join('');

test('finds a unit of work, a phase of work and citations of outside documents', () => {
  const text = [
    planted('// The cart waits (issue ', '13).'),
    planted('// Measured in stop ', '31.'),
    planted("test.describe('final ", "polish: the header')"),
    planted('/** Spec ', '§9: 500 ms. */'),
    '/** Behaviour §9: 500 ms; the issue is the clock, stop the timer at 3. */',
    planted('// Stateless server (ARCHITECTURE', '.md).'),
    planted('/* Header links in small capitals (DESIGN', '.md Type). */'),
    planted('See ..', '/shared/spec/storefront-spec.md.'),
    '// Stateless server (docs/architecture.md, "Where state lives").',
  ].join('\n');
  assert.deepEqual(
    workWordsIn(text).map((finding) => finding.line),
    [1, 2, 3, 4, 6, 7, 8],
  );
});

test('fails a repository where one tracked file speaks of the work, and passes it once mended', () => {
  const root = mkdtempSync(join(tmpdir(), 'check-words-'));
  try {
    const git = (...args) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    writeFileSync(
      join(root, 'cart.ts'),
      planted('// One add at a time (issue ', '13): the race.\n'),
    );
    writeFileSync(
      join(root, 'notes.ts'),
      planted('// Untracked files are not read (stop ', '2).\n'),
    );
    git('add', 'cart.ts');
    const findings = checkRepository(root);
    assert.equal(findings.length, 1);
    assert.equal(findings[0].file, 'cart.ts');
    assert.equal(findings[0].line, 1);

    writeFileSync(join(root, 'cart.ts'), '// One add at a time: the first-add race.\n');
    assert.deepEqual(checkRepository(root), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('finds nothing in this repository', () => {
  assert.deepEqual(checkRepository(join(import.meta.dirname, '..')), []);
});
