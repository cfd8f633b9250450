/**
 * What the callback's token says (docs/nafath-sandbox.md, "The token's claims"). Elm publishes no
 * claim list; the integration guide's decoded example, as quoted by public integrations, holds
 * `aud`, `nbf`, `transId`, `iss`, `exp`, `iat` and `status`, and the integrations read the person
 * from top-level claims: `nin` (citizens) or `iqamaNumber` (residents), `sub`, the Arabic names
 * `firstName` … `lastName`, the English ones `englishFirstName` … `englishLastName`, `gender`.
 * `requestId` in the token is ours: Elm echoes it in the callback's body only.
 */
import { randomUUID } from 'node:crypto';
import { personOf, type SandboxPerson } from './sandbox-people';
import type { SandboxRequest } from './sandbox-store';

/** The issuer the sandbox names: never Elm's, so that no one takes its tokens for Elm's. */
export const SANDBOX_ISSUER = 'Nafath sandbox (not Elm)';
/** A token's validity: 150 s in a third party's sample of a real one (GitHub search, "NafathMockProvider"). */
const TOKEN_LIFETIME_SECONDS = 150;

function personClaims(person: SandboxPerson): Record<string, string> {
  const names: Record<string, string | undefined> = {
    firstName: person.first.ar,
    secondName: person.father.ar,
    thirdName: person.grandfather?.ar,
    lastName: person.family.ar,
    englishFirstName: person.first.en,
    englishSecondName: person.father.en,
    englishThirdName: person.grandfather?.en,
    englishLastName: person.family.en,
  };
  const given = Object.entries(names).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return {
    sub: person.nationalId,
    [person.kind === 'citizen' ? 'nin' : 'iqamaNumber']: person.nationalId,
    ...Object.fromEntries(given),
    gender: person.gender,
  };
}

/** The claims of the token sent when `request` finished; the person's only when it was approved. */
export function claimsOf(request: SandboxRequest, audience: string, issuedAt: Date): Record<string, unknown> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const claims = {
    iss: SANDBOX_ISSUER,
    aud: audience,
    iat,
    nbf: iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    jti: randomUUID(),
    transId: request.transId,
    requestId: request.requestId,
    status: request.status,
    ServiceName: request.service,
  };
  return request.status === 'COMPLETED'
    ? { ...claims, ...personClaims(personOf(request.nationalId)) }
    : claims;
}
