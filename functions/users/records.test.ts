import { describe, expect, it } from 'vitest';
import { DEFAULT_KEY_STATS } from '../../shared/profile';
import { toOthersProfile, toUser, type UserRecord } from './records';

const oldAccount: UserRecord = {
  id: 'u1',
  displayName: 'Old Timer',
  username: 'old_timer',
  email: 'old@example.com',
  passwordHash: 'scrypt$secret',
  createdAt: '2024-01-01T00:00:00.000Z',
};

describe('toUser', () => {
  it('reads an account stored before profiles had details with the defaults', () => {
    expect(toUser(oldAccount)).toEqual({
      id: 'u1',
      displayName: 'Old Timer',
      username: 'old_timer',
      email: 'old@example.com',
      profileImage: null,
      bio: null,
      createdAt: '2024-01-01T00:00:00.000Z',
      homeGym: null,
      primaryWorkoutType: null,
      goal: null,
      keyStats: DEFAULT_KEY_STATS.map((stat) => ({ ...stat, value: null })),
      isPrivate: false,
    });
  });

  it('answers key stats saved under an old name under the new one', () => {
    const user = toUser({
      ...oldAccount,
      keyStats: [
        { name: 'Max Bench', value: 225, unit: 'lbs', isVisible: true },
        { name: 'VO2 Max', value: 50.5, unit: 'ml/kg/min', isVisible: false },
        { name: 'Max Squat', value: 315, unit: 'lbs', isVisible: true },
      ],
    });
    expect(user.keyStats.map((stat) => stat.name)).toEqual(['Max Bench Press', 'VO₂ Max', 'Max Squat']);
  });

  it('reads a stored negative or absurd value as not set (issue 27), keeping the stat and the others', () => {
    const user = toUser({
      ...oldAccount,
      keyStats: [
        { name: 'Max Squat', value: -140, unit: 'lbs', isVisible: true },
        { name: 'Max Deadlift', value: 90_000, unit: 'kg', isVisible: true },
        { name: 'Max Bench Press', value: 225.5, unit: 'lbs', isVisible: true },
      ],
    });
    expect(user.keyStats).toEqual([
      { name: 'Max Squat', value: null, unit: 'lbs', isVisible: true },
      { name: 'Max Deadlift', value: null, unit: 'kg', isVisible: true },
      { name: 'Max Bench Press', value: 225.5, unit: 'lbs', isVisible: true },
    ]);
    expect(toOthersProfile({ ...oldAccount, keyStats: [{ name: 'Max Squat', value: -140, unit: 'lbs', isVisible: true }] }, true).keyStats).toEqual([]);
  });

  it('never carries the password hash', () => {
    expect(JSON.stringify(toUser(oldAccount))).not.toContain('scrypt');
  });
});

describe('toOthersProfile', () => {
  const record: UserRecord = {
    ...oldAccount,
    homeGym: 'Iron Temple',
    goal: 'Strength',
    keyStats: [
      { name: 'Max Squat', value: 315, unit: 'lbs', isVisible: true },
      { name: 'Max Deadlift', value: null, unit: 'lbs', isVisible: true },
      { name: 'Body Fat Percentage', value: 12, unit: '%', isVisible: false },
    ],
  };

  it('shows details and only the visible stats with a value, never the email', () => {
    const profile = toOthersProfile(record, true);
    expect(profile.keyStats).toEqual([{ name: 'Max Squat', value: 315, unit: 'lbs', isVisible: true }]);
    expect(profile.homeGym).toBe('Iron Temple');
    expect(profile).not.toHaveProperty('email');
  });

  it('shows the top block only when the content is not visible', () => {
    const profile = toOthersProfile(record, false);
    expect(profile).toMatchObject({ canViewContent: false, homeGym: null, goal: null, primaryWorkoutType: null, keyStats: [] });
    expect(profile.displayName).toBe('Old Timer');
  });
});
