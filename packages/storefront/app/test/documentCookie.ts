/**
 * A watch on `document.cookie` for jsdom tests: every assignment is recorded as written (so a test
 * can read the `Max-Age` a browser would keep), and reading can be made to throw, as a browser
 * does when its cookies are blocked. `restore` puts jsdom's own accessor back.
 */
export function watchDocumentCookie() {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  let unreadable = false;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      if (unreadable) throw new DOMException('Cookies are blocked', 'SecurityError');
      return native.get!.call(document) as string;
    },
    set(value: string) {
      writes.push(value);
      native.set!.call(document, value);
    },
  });
  return {
    writes,
    /** The last assignment of cookie `name`, or undefined. */
    lastWrite(name: string): string | undefined {
      return writes.findLast((write) => write.startsWith(`${name}=`));
    },
    /** What the jar holds, even while reading is blocked. */
    raw(): string {
      return native.get!.call(document) as string;
    },
    setUnreadable(blocked: boolean) {
      unreadable = blocked;
    },
    restore() {
      delete (document as { cookie?: string }).cookie;
      for (const part of native.get!.call(document).split(';')) {
        const name = part.split('=')[0]?.trim();
        if (name) native.set!.call(document, `${name}=; Max-Age=0; Path=/`);
      }
    },
  };
}

/** Reads one cookie the way a page script sees it (null when absent). */
export function cookieValue(name: string, jar: string = document.cookie): string | null {
  for (const part of jar.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return null;
}
