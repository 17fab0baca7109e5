import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Config } from '../config';
import { HttpError } from '../http/errors';

/** What a verified Google ID token says about its person. */
export interface GoogleIdentity {
  /** Google's stable id of the account: e-mail addresses change, `sub` does not. */
  subject: string;
  email: string;
  name: string | null;
}

type GoogleConfig = NonNullable<Config['google']>;

/**
 * One key set per JWKS address for the process: jose keeps the fetched keys (10 minutes) and fetches again
 * when a token names a key id it does not hold, at most every 30 s, so Google's key rotation needs no restart
 * and a stream of made-up key ids cannot make the server hammer the provider.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (jwksUrl: string) => {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
};

const refused = (code: string, message: string) => new HttpError(401, code, message);

/** Clock skew allowed on exp/iat between Google's clock and this server's. */
const CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Verifies a Google ID token as OpenID Connect Core §3.1.3.7 says: signed (RS256) by a key of the provider's
 * JWKS, issued by the provider, to this site's client id, not expired; and the address must be verified by
 * Google before it can name an account here. Every refusal is a 401 that says which check failed.
 */
export async function verifyGoogleIdToken(google: GoogleConfig, credential: string): Promise<GoogleIdentity> {
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(credential, keySetOf(google.jwksUrl), {
      issuer: google.issuers,
      audience: google.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    }));
  } catch (error) {
    throw refusalFor(error);
  }
  const email = typeof payload.email === 'string' ? payload.email.trim() : '';
  if (!email.includes('@'))
    throw refused('google_email_missing', 'Your Google account did not share an e-mail address.');
  // Google sends a boolean; some providers send the string "true".
  if (payload.email_verified !== true && payload.email_verified !== 'true')
    throw refused(
      'google_email_unverified',
      'Google has not verified the e-mail address of this Google account. Verify it with Google, or sign in with your password.',
    );
  return {
    subject: String(payload.sub),
    email,
    name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 100) : null,
  };
}

function refusalFor(error: unknown): HttpError {
  if (error instanceof errors.JWTExpired)
    return refused(
      'google_token_expired',
      'The Google sign-in has expired. Try "Continue with Google" again.',
    );
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud')
      return refused('google_wrong_audience', 'This Google sign-in was made for another site, not this one.');
    if (error.claim === 'iss')
      return refused('google_wrong_issuer', 'This sign-in token was not issued by Google.');
    return refused('google_token_invalid', `The Google sign-in token is not valid (${error.claim}).`);
  }
  if (error instanceof errors.JWKSNoMatchingKey)
    return refused(
      'google_unknown_key',
      'The Google sign-in token is signed with a key Google does not publish, so it was refused.',
    );
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return refused(
      'google_bad_signature',
      "The Google sign-in token's signature is not valid, so it was refused.",
    );
  if (
    error instanceof errors.JWKSTimeout ||
    !(error instanceof errors.JOSEError) ||
    isKeySetFetchFailure(error)
  )
    return new HttpError(
      503,
      'google_unavailable',
      "Google's sign-in keys could not be fetched just now. Try again in a minute, or sign in with your password.",
    );
  return refused('google_token_invalid', 'The Google sign-in token could not be read.');
}

/** jose reports a JWKS answer that is not 200 or not a key set as a generic error or ERR_JWKS_INVALID. */
const isKeySetFetchFailure = (error: errors.JOSEError) =>
  error.code === 'ERR_JOSE_GENERIC' || error.code === 'ERR_JWKS_INVALID';
