// `npm run storybook -- --port <n>` from the repository root must reach Storybook's own CLI. npm
// runs each script through its script shell; a recording shell here notes the commands and runs
// only the nested `npm run`, so the test sees Storybook's command line without starting it.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, uiDir } from './buildLibrary.js';

const rootDir = resolve(uiDir, '../..');

/** The commands npm ran for `npm run storybook <args>` at the root, in order. */
function storybookCommands(args: string[], workDir: string): string[] {
  const record = join(workDir, 'commands.txt');
  const shell = join(workDir, 'recording-shell.sh');
  writeFileSync(
    shell,
    [
      '#!/bin/sh',
      '# npm calls: <shell> -c "<script>"',
      'printf "%s\\n" "$2" >> "$RECORD"',
      'case "$2" in npm\\ *) exec /bin/sh -c "$2" ;; esac',
    ].join('\n'),
  );
  chmodSync(shell, 0o755);
  writeFileSync(record, '');
  run('npm', ['run', '--silent', 'storybook', ...args], rootDir, {
    ...process.env,
    npm_config_script_shell: shell,
    RECORD: record,
  });
  return readFileSync(record, 'utf8').trim().split('\n');
}

/** The port a command line asks for: Storybook's CLI keeps the last `-p`/`--port` given. */
function portOf(command: string): string | undefined {
  const words = command.split(/\s+/);
  let port: string | undefined;
  words.forEach((word, index) => {
    if (word === '-p' || word === '--port') port = words[index + 1];
    else if (word.startsWith('--port=')) port = word.slice('--port='.length);
  });
  return port;
}

describe('npm run storybook at the repository root', () => {
  let workDir: string;
  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'treize-storybook-port-'));
  });
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  it('starts Storybook on 6006 by default', () => {
    const storybook = storybookCommands([], workDir).at(-1) ?? '';
    expect(storybook).toMatch(/^storybook dev\b/);
    expect(portOf(storybook)).toBe('6006');
  });

  it('passes `-- --port 6106` on to Storybook', () => {
    const storybook = storybookCommands(['--', '--port', '6106'], workDir).at(-1) ?? '';
    expect(storybook).toMatch(/^storybook dev\b/);
    expect(portOf(storybook)).toBe('6106');
  });
});
