import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  FIRST_NAME_INVALID,
  LAST_NAME_INVALID,
  isValidEmail,
  isValidName,
} from './validation.js';

describe('validation', () => {
  it('names the error codes of behaviour §5', () => {
    expect([FIRST_NAME_INVALID, LAST_NAME_INVALID, EMAIL_INVALID]).toEqual([
      'FIRST_NAME_INVALID',
      'LAST_NAME_INVALID',
      'EMAIL_INVALID',
    ]);
  });

  it.each([
    'ada@example.com',
    ' ada.lovelace+news@atelier-treize.fr ',
    'é@exemple.fr',
    'ada@mail.example.co.uk',
    `${'a'.repeat(249)}@x.fr`,
  ])('accepts the email %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'ada',
    'ada@',
    'ada@example',
    '@example.com',
    'a b@example.com',
    'ada@example..com',
    `${'a'.repeat(250)}@x.fr`,
    'ada@example.com@x',
    'ada\u0000@example.com',
    'ada@example.com\u0000',
    'ada\u202E@example.com',
    'moc.elpmaxe@\u202Eada',
    'ada\u200F@example.com',
    '<script>@example.com',
    '<script>alert(1)</script>@example.com',
    'ada@<script>.com',
    '"ada"@example.com',
    'ada@-example.com',
    'ada@example.c',
  ])('rejects the email %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it.each(['Ada', 'Jean-Luc', "O'Brien", 'Zoë', 'Mª. José', '李', ' Ada ', 'x'.repeat(254)])(
    'accepts the name %s',
    (name) => {
      expect(isValidName(name)).toBe(true);
    },
  );

  it.each(['', '   ', 'Ada3', '-Ada', '@@', 'x'.repeat(255)])('rejects the name %j', (name) => {
    expect(isValidName(name)).toBe(false);
  });
});
