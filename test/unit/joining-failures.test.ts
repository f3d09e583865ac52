import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { isDeadInvite, registrationFailureMessage } from '../../src/web/features/invites/invite-failure';
import { saveFailureMessage } from '../../src/web/features/onboarding/save-failure-message';
import { ApiError } from '../../src/web/lib/api-client';

// What a client is told when saving onboarding or using an invite link fails (SPEC §8).
const offline = new TypeError('Failed to fetch');

describe('saveFailureMessage', () => {
  it('tells a signed-out client to log in, not that the server failed', () => {
    expect(saveFailureMessage(new ApiError(401, 'User not authenticated'))).toBe(
      'You must be logged in to save onboarding data',
    );
  });

  it('says onboarding is already done on a conflict', () => {
    expect(saveFailureMessage(new ApiError(409, 'Onboarding has already been completed'))).toBe(
      'Onboarding has already been completed',
    );
    expect(saveFailureMessage(new ApiError(409, undefined))).toBe('Onboarding has already been completed');
  });

  it('gives the generic sentence once for a server error, a network failure or a silent answer', () => {
    const generic = 'Failed to save onboarding data. Please try again.';
    expect(saveFailureMessage(new ApiError(500, messages.onboarding.saveFailed))).toBe(generic);
    expect(saveFailureMessage(new ApiError(500, 'An unexpected error occurred'))).toBe(generic);
    expect(saveFailureMessage(new ApiError(503, undefined))).toBe(generic);
    expect(saveFailureMessage(new ApiError(400, undefined))).toBe(generic);
    expect(saveFailureMessage(offline)).toBe(generic);
  });

  it('quotes any other explanation from the server', () => {
    expect(saveFailureMessage(new ApiError(400, 'Website link is too long'))).toBe(
      'Failed to save onboarding data: Website link is too long',
    );
    expect(saveFailureMessage(new ApiError(403, 'Access denied'))).toBe(
      'Failed to save onboarding data: Access denied',
    );
  });
});

describe('isDeadInvite', () => {
  it('is true only when the server refused the link itself', () => {
    expect(isDeadInvite(new ApiError(404, messages.invites.invalid))).toBe(true);
    expect(isDeadInvite(new ApiError(400, 'Too big: expected string to have <=200 characters'))).toBe(true);
  });

  it('is false when the server or the network failed, which says nothing about the link', () => {
    expect(isDeadInvite(new ApiError(500, 'An unexpected error occurred'))).toBe(false);
    expect(isDeadInvite(new ApiError(502, undefined))).toBe(false);
    expect(isDeadInvite(new ApiError(429, 'Too many requests'))).toBe(false);
    expect(isDeadInvite(offline)).toBe(false);
  });
});

describe('registrationFailureMessage', () => {
  it("shows the server's reason for refusing", () => {
    expect(registrationFailureMessage(new ApiError(400, messages.password.tooCommon))).toBe(
      'This password is too common. Please choose one that is harder to guess.',
    );
    expect(registrationFailureMessage(new ApiError(404, messages.invites.invalid))).toBe(
      'This invite link is invalid, expired, or has already been used.',
    );
  });

  it("falls back to 'Failed to create account' for server errors and lost connections", () => {
    expect(registrationFailureMessage(new ApiError(500, 'An unexpected error occurred'))).toBe(
      'Failed to create account',
    );
    expect(registrationFailureMessage(new ApiError(400, undefined))).toBe('Failed to create account');
    expect(registrationFailureMessage(offline)).toBe('Failed to create account');
  });
});
