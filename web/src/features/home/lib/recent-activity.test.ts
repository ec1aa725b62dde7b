import { describe, expect, it } from 'vitest';
import { activityAge, buildRecentActivity } from './recent-activity';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 20, 12, 0) - minutesAgo * 60_000).toISOString();

describe('buildRecentActivity', () => {
  it('merges the latest 3 workouts and 3 posts, newest first, at most 5', () => {
    const workouts = [10, 40, 70, 100].map((m, i) => ({ id: `w${i}`, name: `W${i}`, completedAt: at(m) }));
    const posts = [20, 50, 80, 5].map((m, i) => ({ id: `p${i}`, content: `P${i}`, createdAt: at(m) }));

    const items = buildRecentActivity(workouts, posts);

    expect(items.map((item) => item.key)).toEqual(['post-p3', 'workout-w0', 'post-p0', 'workout-w1', 'post-p1']);
  });

  it('takes only the latest 3 of each even when older ones would fit', () => {
    const workouts = [1, 2, 3, 4].map((m, i) => ({ id: `w${i}`, name: null, completedAt: at(m) }));

    const items = buildRecentActivity(workouts, []);

    expect(items.map((item) => item.key)).toEqual(['workout-w0', 'workout-w1', 'workout-w2']);
  });

  it('uses the spec titles and descriptions', () => {
    const long = 'x'.repeat(51);
    const items = buildRecentActivity(
      [{ id: 'w', name: '', completedAt: at(1) }],
      [
        { id: 'a', content: long, createdAt: at(2) },
        { id: 'b', content: 'x'.repeat(50), createdAt: at(3) },
        { id: 'c', content: null, createdAt: at(4) },
      ],
    );

    expect(items.map(({ title, description }) => [title, description])).toEqual([
      ['Workout completed', 'Quick Workout'],
      ['Post made', `${'x'.repeat(50)}...`],
      ['Post made', 'x'.repeat(50)],
      ['Post made', 'New post'],
    ]);
  });
});

describe('recent workouts’ figures (issue 11)', () => {
  it('carries duration, volume and PR count on workouts only', () => {
    const items = buildRecentActivity(
      [{ id: 'w', name: 'Push', completedAt: at(1), duration: 42, totalWeight: 1500, personalRecordCount: 2 }],
      [{ id: 'p', content: 'hi', createdAt: at(2) }],
    );

    expect(items.map((item) => item.figures)).toEqual([{ duration: 42, totalWeight: 1500, personalRecordCount: 2 }, undefined]);
  });

  it('reads missing figures as unknown duration, nothing lifted and no PRs', () => {
    const [item] = buildRecentActivity([{ id: 'w', name: null, completedAt: at(1) }], []);

    expect(item?.figures).toEqual({ duration: null, totalWeight: 0, personalRecordCount: 0 });
  });
});

describe('activityAge', () => {
  const now = new Date(Date.UTC(2026, 10, 20, 12, 0));
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const hour = 60 * 60 * 1000;

  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [60_000, '1 min ago'],
    [32 * 60_000 + 5_000, '32 min ago'],
    [hour - 1, '59 min ago'],
    [hour, '1h ago'],
    [23 * hour + 59 * 60_000, '23h ago'],
    [24 * hour, 'Yesterday'],
    [47 * hour, 'Yesterday'],
    [48 * hour, '2d ago'],
    [10 * 24 * hour, '10d ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(activityAge(ago(elapsed), now)).toBe(text);
  });
});
