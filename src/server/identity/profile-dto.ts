import type { ProfileDto } from '../../shared/contracts/accounts';
import type { Profile } from './get-profile';

/** Where the browser fetches the signed-in client's own logo (an authorised route, never the storage key). */
export const OWN_LOGO_PATH = '/api/profile/logo';

/**
 * A profile as the browser sees it: dates as ISO strings, and the logo as the authorised URL of the
 * owner's own logo (versioned by the profile's last change, so a new logo is fetched at once), or null.
 */
export function toProfileDto(profile: Profile): ProfileDto {
  const { suspendedAt: _suspended, ...rest } = profile;
  return {
    ...rest,
    logoUrl: profile.logoUrl ? `${OWN_LOGO_PATH}?v=${profile.updatedAt.getTime()}` : null,
    onboardingCallDate: profile.onboardingCallDate?.toISOString() ?? null,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}
