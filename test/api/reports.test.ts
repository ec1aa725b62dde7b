/**
 * Issue 27: a report says why. The reason is one of the report sheet's four (spam, harassment, nudity or violence,
 * other), optionally with a few words more; anything else is a 400 that names the field, and a refused report neither
 * hides the item from the reporter nor reaches the operator.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASON_REQUIRED, REPORT_REASONS } from '../../shared/schemas/social';
import { api } from '../support/api';
import { testDb } from '../support/db';
import { people, type Account } from './follows-helpers';
import { comment, commentsOf, getPost, posts } from './social-helpers';

const reportPost = (me: Account, postId: string, body?: unknown) => api('POST /api/social-posts/{id}/report', { params: { id: postId }, token: me.token, untypedBody: body });
const reportComment = (me: Account, postId: string, commentId: string, body?: unknown) =>
  api('POST /api/posts/{id}/comments/{commentId}/report', { params: { id: postId, commentId }, token: me.token, untypedBody: body });

/** The operator's report items of this month written by `reporter` (docs/operations.md lists them the same way). */
async function reportsBy(reporter: Account): Promise<Record<string, unknown>[]> {
  const month = new Date().toISOString().slice(0, 7);
  const result = await testDb().send(
    new QueryCommand({
      TableName: inject('tableName'),
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'reporterId = :reporter',
      ExpressionAttributeValues: { ':pk': `REPORTS#${month}`, ':reporter': reporter.user.id },
    }),
  );
  return result.Items ?? [];
}

describe('a report without a valid reason', () => {
  it('is refused with 400 naming the reason, and hides and records nothing', async () => {
    const [author, reporter] = await people(2);
    const post = await posts(author, 'Buy my powder');
    const rude = (await comment(author, post.id, 'Rude remark')).body;

    const refusals = [
      await reportPost(reporter, post.id),
      await reportPost(reporter, post.id, {}),
      await reportPost(reporter, post.id, { reason: 'Spam' }),
      await reportPost(reporter, post.id, { reason: 'rude' }),
      await reportPost(reporter, post.id, { reason: ['spam'] }),
      await reportComment(reporter, post.id, rude.id, { details: 'Rude' }),
    ];
    const tooLong = await reportPost(reporter, post.id, { reason: 'other', details: 'x'.repeat(REPORT_DETAILS_MAX_LENGTH + 1) });
    const extra = await reportPost(reporter, post.id, { reason: 'spam', severity: 'high' });

    for (const refused of refusals.slice(1)) expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining(REPORT_REASON_REQUIRED) } });
    expect(refusals[0]!.status).toBe(400);
    expect(tooLong).toMatchObject({ status: 400, body: { message: expect.stringContaining(`Details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters.`) } });
    expect(extra.status).toBe(400);
    expect((await getPost(reporter, post.id)).status).toBe(200);
    expect((await commentsOf(reporter, post.id)).body.map((kept) => kept.id)).toEqual([rude.id]);
    expect(await reportsBy(reporter)).toEqual([]);
  });
});

describe('a report with a reason', () => {
  it.each(REPORT_REASONS)("'%s' hides the post from the reporter and reaches the operator with the reason", async (reason) => {
    const [author, reporter] = await people(2);
    const post = await posts(author, `Reported for ${reason}`);

    expect((await reportPost(reporter, post.id, { reason })).status).toBe(204);

    expect((await getPost(reporter, post.id)).status).toBe(404);
    expect((await getPost(author, post.id)).status).toBe(200);
    expect(await reportsBy(reporter)).toEqual([expect.objectContaining({ itemType: 'post', postId: post.id, reason, details: null })]);
  });

  it('keeps the details, trimmed, with a comment report', async () => {
    const [author, reporter] = await people(2);
    const post = await posts(author, 'Discuss');
    const rude = (await comment(author, post.id, 'Rude remark')).body;

    expect((await reportComment(reporter, post.id, rude.id, { reason: 'other', details: '  Insults my gym  ' })).status).toBe(204);

    expect((await commentsOf(reporter, post.id)).body).toEqual([]);
    expect(await reportsBy(reporter)).toEqual([
      expect.objectContaining({ itemType: 'comment', postId: post.id, commentId: rude.id, reason: 'other', details: 'Insults my gym', content: 'Rude remark' }),
    ]);
  });
});
