import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, formFields, readLimitedForm } from './formBody.server';

function post(body: string): Request {
  return new Request('http://shop.test/account/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
}

describe('account form bodies', () => {
  it('keeps the first value of each text field and ignores files', () => {
    const form = new FormData();
    form.append('email', 'ines@example.com');
    form.append('email', 'other@example.com');
    form.append('avatar', new File(['x'], 'avatar.png', { type: 'image/png' }));
    form.append('password', 'correct horse');
    expect(formFields(form)).toEqual({ email: 'ines@example.com', password: 'correct horse' });
  });

  it('reads a form of up to 16 KiB and refuses one byte more', async () => {
    const filler = (bytes: number) => `email=a%40b.c&note=${'x'.repeat(bytes - 19)}`;
    expect(filler(16_384)).toHaveLength(16_384);
    const form = await readLimitedForm(post(filler(16_384)));
    expect(form.get('email')).toBe('a@b.c');
    await expect(readLimitedForm(post(filler(16_385)))).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
