/**
 * Know your customer's public face for the rest of the platform (docs/decisions/0013): the status standing the money
 * paths' refusals explain, the exclusion list's check of a registration, a self-exclusion joining the list, and the
 * closure that returns the balance through the upline.
 */
export { kycStandingOf, readKycAccess } from "./access-setting.ts";
export { returnBalanceToUpline, setPlayerStatus } from "./closing.ts";
export { addSelfExclusionEntry } from "./exclusions.ts";
export { grantedAmong, requirePermission } from "./permissions.ts";
export { registrationMatches } from "./registration-check.ts";
export { submitIdentity } from "./submissions.ts";
