import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { userKey } from '../../functions/users/keys';
import type { KeyStat } from '../../shared/api-types';
import { api, signUp } from '../support/api';
import { testDb } from '../support/db';
import { getProfile, me, patchProfile } from './users-helpers';

/** Issue 27: each key stat's value within its unit's range, weights in kg or lbs as saved, nothing negative shown. */

const stat = (name: string, value: number | null, unit: string, isVisible = true): KeyStat => ({ name, value, unit, isVisible });

describe('PATCH /api/users/{id} key stats', () => {
  it.each([
    ['a negative weight in lbs', stat('Max Squat', -140, 'lbs'), 'Max Squat must be between 0 and 2,205 lbs.'],
    ['a negative weight in kg', stat('Max Deadlift', -0.5, 'kg'), 'Max Deadlift must be between 0 and 1,000 kg.'],
    ['an absurd weight in kg', stat('Max Bench Press', 14_000, 'kg'), 'Max Bench Press must be between 0 and 1,000 kg.'],
    ['an absurd number of reps', stat('Max Pull-ups', 5_000, 'reps'), 'Max Pull-ups must be between 0 and 1,000 reps.'],
    ['a body fat above 100%', stat('Body Fat Percentage', 120, '%'), 'Body Fat Percentage must be between 0 and 100%.'],
    ['a resting heart rate of 10 bpm', stat('Resting Heart Rate', 10, 'bpm'), 'Resting Heart Rate must be between 20 and 250 bpm.'],
    ['a VO₂ max of 150', stat('VO₂ Max', 150, 'ml/kg/min'), 'VO₂ Max must be between 0 and 100 ml/kg/min.'],
    ['a 5K of more than a day', stat('Fastest 5K Time', 2_000, 'min:sec'), 'Fastest 5K Time must be between 0 and 1,440 minutes.'],
    ['a negative value in a unit of the person’s own', stat('Max Clean', -5, 'sandbags'), 'Max Clean must be between 0 and 100,000 sandbags.'],
  ])('answers 400 naming the stat for %s, and changes nothing', async (_case, bad, message) => {
    const account = await signUp();
    const body = { keyStats: [stat('Max Overhead Press', 60, 'kg'), bad] };

    const result = await api('PATCH /api/users/{id}', { params: { id: account.user.id }, token: account.token, body });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
    expect(await me(account.token)).toEqual(account.user);
  });

  it('keeps a kg weight as saved, with its unit, for oneself and for anyone who views the profile', async () => {
    const [owner, viewer] = await Promise.all([signUp(), signUp()]);
    await patchProfile(owner.token, owner.user.id, { isPrivate: false });
    const keyStats = [stat('Max Squat', 142.5, 'kg'), stat('Max Bench Press', 1_000, 'kg'), stat('Max Pull-ups', 0, 'reps'), stat('Resting Heart Rate', 52, 'bpm', false)];

    const saved = await patchProfile(owner.token, owner.user.id, { keyStats });

    expect(saved.keyStats).toEqual(keyStats);
    expect((await me(owner.token)).keyStats).toEqual(keyStats);
    expect((await getProfile(viewer.token, owner.user.id)).keyStats).toEqual(keyStats.slice(0, 3));
  });

  it('rounds to one decimal before checking, as the form does: 1,000.04 kg is 1,000 kg', async () => {
    const account = await signUp();

    const saved = await patchProfile(account.token, account.user.id, { keyStats: [stat('Max Deadlift', 1_000.04, 'kg')] });

    expect(saved.keyStats).toEqual([stat('Max Deadlift', 1_000, 'kg')]);
  });
});

describe('a key stat stored with a negative value before the ranges', () => {
  it('reads as not set: empty for oneself, left off for others', async () => {
    const [owner, viewer] = await Promise.all([signUp(), signUp()]);
    await patchProfile(owner.token, owner.user.id, { isPrivate: false });
    await testDb().send(
      new UpdateCommand({
        TableName: inject('tableName'),
        Key: userKey(owner.user.id),
        UpdateExpression: 'SET keyStats = :stats',
        ExpressionAttributeValues: { ':stats': [stat('Max Squat', -140, 'lbs'), stat('Max Bench Press', 225, 'lbs')] },
      }),
    );

    expect((await me(owner.token)).keyStats).toEqual([stat('Max Squat', null, 'lbs'), stat('Max Bench Press', 225, 'lbs')]);
    expect((await getProfile(viewer.token, owner.user.id)).keyStats).toEqual([stat('Max Bench Press', 225, 'lbs')]);
  });
});
