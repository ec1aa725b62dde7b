import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_REQUIRED } from '../../../../../shared/schemas/users';
import { accountRequestOf, detailsFormOf, detailsRequestOf, profileFormOf, profileRequestOf } from './profile-forms';

const saved = { displayName: 'Pat', bio: null, profileImage: '/media/avatars/u1/a.jpg' };

describe('profileRequestOf', () => {
  it('sends the name and bio, and leaves out a photo that did not change', () => {
    const values = { ...profileFormOf(saved), bio: 'Lifting since 2010' };
    expect(profileRequestOf(values, saved.profileImage)).toEqual({ body: { displayName: 'Pat', bio: 'Lifting since 2010' } });
  });

  it('sends a new photo, or null when it was removed', () => {
    const newPhoto = { ...profileFormOf(saved), profileImage: '/media/avatars/u2/320.jpg' };
    expect(profileRequestOf(newPhoto, saved.profileImage)).toMatchObject({ body: { profileImage: '/media/avatars/u2/320.jpg' } });
    const removed = { ...profileFormOf(saved), profileImage: null };
    expect(profileRequestOf(removed, saved.profileImage)).toMatchObject({ body: { profileImage: null } });
  });

  it('refuses a blank display name and a bio over 150 characters', () => {
    expect(profileRequestOf({ displayName: '   ', bio: '', profileImage: null }, null)).toEqual({ errors: { displayName: DISPLAY_NAME_REQUIRED } });
    expect(profileRequestOf({ displayName: 'Pat', bio: 'x'.repeat(151), profileImage: null }, null)).toEqual({
      errors: { bio: 'Bio must be at most 150 characters.' },
    });
  });
});

describe('accountRequestOf', () => {
  it('sends the email with the profile fields', () => {
    const values = { ...profileFormOf(saved), email: 'new@example.com' };
    expect(accountRequestOf(values, saved.profileImage)).toEqual({ body: { displayName: 'Pat', bio: '', email: 'new@example.com' } });
  });

  it('refuses an email that is not one', () => {
    const result = accountRequestOf({ ...profileFormOf(saved), email: 'not-an-email' }, saved.profileImage);
    expect(result).toHaveProperty('errors.email');
  });
});

describe('detailsRequestOf', () => {
  it("answers 'Not set' and a blank gym as null", () => {
    const values = { ...detailsFormOf({ homeGym: 'Iron Temple', primaryWorkoutType: 'Yoga', goal: null }), homeGym: '  ', primaryWorkoutType: '' as const };
    expect(detailsRequestOf(values)).toEqual({ body: { homeGym: null, primaryWorkoutType: null, goal: null } });
  });

  it('sends the chosen details', () => {
    expect(detailsRequestOf({ homeGym: ' Iron Temple ', primaryWorkoutType: 'Powerlifting', goal: 'Strength' })).toEqual({
      body: { homeGym: 'Iron Temple', primaryWorkoutType: 'Powerlifting', goal: 'Strength' },
    });
  });
});
