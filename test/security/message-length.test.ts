/**
 * Issue 26, deliverable 11: a message's length is counted as docs/decisions.md says, in UTF-16 code units (what the
 * composer's maxlength and counter count: an emoji is two), and a character carries at most 4 combining marks, so no
 * text draws outside its bubble. Both limits answer 400 naming the message, never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '../../shared/schemas/messages';
import { api, signUp } from '../support/api';

const MARKS_REFUSED = 'Message stacks more than 4 accents or other combining marks on one character, which is not allowed.';

describe('POST /api/messages: length in UTF-16 units, at most 4 combining marks a character', () => {
  it('takes a message exactly at the limit and refuses one unit over, an emoji counting two', async () => {
    const [cal, pal] = await Promise.all([signUp(), signUp()]);
    const send = (content: string) => api('POST /api/messages', { token: cal.token, body: { receiverId: pal.user.id, content } });

    expect(MESSAGE_MAX_LENGTH).toBe(2000);
    const emoji = '💪'.repeat(MESSAGE_MAX_LENGTH / 2);
    const atLimit = await send(emoji);
    expect(atLimit.status, JSON.stringify(atLimit.body).slice(0, 200)).toBe(201);
    expect(atLimit.body.content).toBe(emoji);
    expect((await send(`${'a'.repeat(MESSAGE_MAX_LENGTH - 1)}💪`)).body).toEqual({ message: MESSAGE_TOO_LONG });
    expect((await send(`${emoji}a`)).body).toEqual({ message: MESSAGE_TOO_LONG });
    expect((await send(`${'a'.repeat(MESSAGE_MAX_LENGTH)}`)).status).toBe(201);
    const over = await send('a'.repeat(MESSAGE_MAX_LENGTH + 1));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ message: MESSAGE_TOO_LONG });
  });

  it("refuses 'Z' with 1,999 combining marks, and 30, and 5, naming the message; takes 4", async () => {
    const [cal, pal] = await Promise.all([signUp(), signUp()]);
    const send = (content: string) => api('POST /api/messages', { token: cal.token, body: { receiverId: pal.user.id, content } });

    for (const count of [1999, 30, 5]) {
      const result = await send(`Z${'\u0316'.repeat(count)}`);
      expect(result.status, String(count)).toBe(400);
      expect(result.body).toEqual({ message: MARKS_REFUSED });
    }
    const four = await send(`Z${'\u0316\u0334\u0358\u0360'} ok`);
    expect(four.status, JSON.stringify(four.body)).toBe(201);
  });
});
