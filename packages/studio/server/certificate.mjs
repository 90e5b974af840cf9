// A self-signed certificate for localhost, made at start with openssl and kept for the session: the
// Studio is served over HTTP/2, which browsers speak only over TLS.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'treize-studio-tls-'));
  try {
    const result = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (result.status !== 0)
      throw new Error(
        `openssl could not make a local certificate: ${result.stderr?.toString() ?? result.error}`,
      );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
