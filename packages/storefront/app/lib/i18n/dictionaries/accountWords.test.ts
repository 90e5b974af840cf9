import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enAccount } from './en.account';
import { enAccountArea } from './en.accountArea';
import { enShop } from './en.shop';

const APP = join(__dirname, '../../..');

/** Where the account words may be used: the account area, and the server (which has them all). */
function inAccountAreaOrServer(path: string): boolean {
  return (
    /^routes\/\(\$locale\)\.account[.\w$]*\.tsx?$/.test(path) ||
    path.startsWith('components/account/') ||
    path.startsWith('lib/account/') ||
    path.startsWith('lib/i18n/dictionaries/') ||
    /\.server\.tsx?$/.test(path) ||
    /\.test\.tsx?$/.test(path)
  );
}

/** Where the signed-in pages' words may be used: those pages, their components, and the server. */
function inSignedInPagesOrServer(path: string): boolean {
  return (
    /^routes\/\(\$locale\)\.account(\._index|\.edit|\.addresses|\.orders\.[.\w$]*)\.tsx?$/.test(
      path,
    ) ||
    /^components\/account\/(AccountArea|AddressBlock|AddressForm|OrderList|OrderStatus)\.tsx$/.test(
      path,
    ) ||
    path.startsWith('lib/i18n/dictionaries/') ||
    /\.server\.tsx?$/.test(path) ||
    /\.test\.tsx?$/.test(path)
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Uses of `keys` in source files that `allowed` does not admit, and of keys built at run time
 * (`built`), which cannot be checked and so must stay in admitted files too.
 */
function misplacedUses(
  keys: Set<string>,
  allowed: (path: string) => boolean,
  built: RegExp,
): string[] {
  const misplaced: string[] = [];
  for (const file of sourceFiles(APP)) {
    const path = relative(APP, file);
    if (allowed(path)) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, key] of source.matchAll(/['"`]([\w.]+)['"`]/g)) {
      if (keys.has(key!)) misplaced.push(`${path}: ${key}`);
    }
    if (built.test(source)) misplaced.push(`${path}: a built key`);
  }
  return misplaced;
}

describe('the account words fetched apart', () => {
  it('are used by no code that runs on pages outside the account area', () => {
    const accountKeys = new Set(Object.keys(enAccount));
    expect(
      misplacedUses(accountKeys, inAccountAreaOrServer, /`(account|fulfillment)\.\$\{/),
    ).toEqual([]);
  });

  it('leave the signed-in pages’ words to those pages, so signing in does not fetch them', () => {
    const areaKeys = new Set(Object.keys(enAccountArea));
    const builtAreaKey =
      /`(fulfillment|account\.(nav|overview|profile|edit|addresses|orders?))\.\$\{/;
    expect(misplacedUses(areaKeys, inSignedInPagesOrServer, builtAreaKey)).toEqual([]);
    // The forms' words and the signed-in pages' words are two halves: no key in both.
    expect(Object.keys(enAccount).filter((key) => areaKeys.has(key))).toEqual([]);
  });

  it('hold every account and fulfilment word but the ones the whole shop shows', () => {
    const shopAccountKeys = Object.keys(enShop).filter((key) =>
      /^(account|fulfillment)\./.test(key),
    );
    expect(shopAccountKeys).toEqual(['account.errors.emailRequired']);
    for (const part of [enAccount, enAccountArea]) {
      expect(Object.keys(part).every((key) => /^(account|fulfillment)\./.test(key))).toBe(true);
    }
  });
});
