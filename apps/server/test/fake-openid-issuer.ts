import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface FakeOpenIdIssuer {
  /** The issuer (`iss`) its tokens carry: `http://127.0.0.1:PORT`. */
  issuer: string;
  /** Where it publishes its key set, as Google does at /oauth2/v3/certs. */
  jwksUrl: string;
  /** How many times the key set was fetched (the server is expected to keep it). */
  jwksFetches(): number;
  /**
   * An ID token signed with the published key unless `signWith` names the stray key (same key id, another key:
   * a forged signature) or `kid` names a key it never published.
   */
  token(claims: JWTPayload, options?: { signWith?: 'stray'; kid?: string }): Promise<string>;
  close(): Promise<void>;
}

/** An OpenID provider on 127.0.0.1 with its own RSA key pair, standing in for accounts.google.com in tests. */
export async function startFakeOpenIdIssuer(): Promise<FakeOpenIdIssuer> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const stray = await generateKeyPair('RS256');
  const kid = 'fake-google-key-1';
  const jwk = { ...(await exportJWK(published.publicKey)), kid, alg: 'RS256', use: 'sig' };
  let fetches = 0;
  const server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      fetches += 1;
      response.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=3600',
      });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sign = (claims: JWTPayload, key: PrivateKey, keyId: string) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' }).sign(key);
  return {
    issuer,
    jwksUrl: `${issuer}/oauth2/v3/certs`,
    jwksFetches: () => fetches,
    token: (claims, options = {}) =>
      sign(
        { iss: issuer, iat: Math.floor(Date.now() / 1000), ...claims },
        options.signWith === 'stray' ? stray.privateKey : published.privateKey,
        options.kid ?? kid,
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
