import { describe, expect, it } from 'vitest';
import { api, callRaw, signUp } from '../support/api';
import { letterTag, patchProfile, searchAll, searchIds, searchPage } from './users-helpers';

describe('GET /api/users/search', () => {
  it("finds 'Zoë Smith' whatever the case or accents, by her first or second word or the whole name", async () => {
    const tag = letterTag();
    const zoe = await signUp({ displayName: `Zoë${tag} Smith${tag}` });
    const viewer = await signUp();

    for (const q of [`ZOË${tag.toUpperCase()}`, `zoe${tag}`, `Zoe${tag.slice(0, 4)}`, `smi`.concat('th', tag.slice(0, 3)), `SMITH${tag}`, ` zoë${tag}   smith${tag} `]) {
      expect(await searchIds(viewer.token, q), q).toEqual([zoe.user.id]);
    }
    const [found] = (await searchPage(viewer.token, `zoe${tag}`)).people;
    expect(found).toEqual({ id: zoe.user.id, displayName: `Zoë${tag} Smith${tag}`, username: zoe.user.username, profileImage: null, isPrivate: false });
  });

  it('finds a person by a username prefix, in any case', async () => {
    const tag = letterTag();
    const person = await signUp({ username: `user_${tag}` });
    const viewer = await signUp();

    expect(await searchIds(viewer.token, `USER_${tag.slice(0, 6).toUpperCase()}`)).toEqual([person.user.id]);
  });

  it('finds accented names from a query with accents too', async () => {
    const tag = letterTag();
    const person = await signUp({ displayName: `Jose${tag} Garcia` });
    const viewer = await signUp();

    expect(await searchIds(viewer.token, `José${tag}`)).toEqual([person.user.id]);
  });

  it('never answers the caller', async () => {
    const tag = letterTag();
    const caller = await signUp({ displayName: `Self${tag}` });
    const other = await signUp({ displayName: `Self${tag} Other` });

    expect(await searchIds(caller.token, `self${tag}`)).toEqual([other.user.id]);
  });

  it('finds a private account (its top block is public)', async () => {
    const tag = letterTag();
    const hidden = await signUp({ displayName: `Quiet${tag}` });
    await patchProfile(hidden.token, hidden.user.id, { isPrivate: true });
    const viewer = await signUp();

    const { people } = await searchPage(viewer.token, `quiet${tag}`);

    expect(people).toEqual([expect.objectContaining({ id: hidden.user.id, isPrivate: true })]);
  });

  it('pages with a cursor, each person once, even one matching twice', async () => {
    const tag = letterTag();
    // Each matches 'pag<tag>' by their display name's first word, and the first also by the second word.
    const people = await Promise.all([
      signUp({ displayName: `Pag${tag}a Pag${tag}z` }),
      signUp({ displayName: `Pag${tag}b` }),
      signUp({ displayName: `Pag${tag}c` }),
      signUp({ displayName: `Pag${tag}d` }),
      signUp({ displayName: `Pag${tag}e` }),
    ]);
    const viewer = await signUp();

    const { pages } = await searchAll(viewer.token, `pag${tag}`, 2);

    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((person) => person.id).sort()).toEqual(people.map((person) => person.user.id).sort());
  });

  it('answers no cursor when the last page is full and nothing follows', async () => {
    const tag = letterTag();
    await Promise.all([signUp({ displayName: `Full${tag}a` }), signUp({ displayName: `Full${tag}b` })]);
    const viewer = await signUp();

    const page = await searchPage(viewer.token, `full${tag}`, { limit: 2 });

    expect(page.people).toHaveLength(2);
    expect(page.cursor).toBeUndefined();
  });

  it('finds nobody for a name nobody has', async () => {
    const viewer = await signUp();

    expect(await searchIds(viewer.token, `nobody${letterTag()}`)).toEqual([]);
  });

  it("answers 400 'Invalid cursor' for a forged cursor or one of another query", async () => {
    const tag = letterTag();
    await Promise.all([signUp({ displayName: `Cur${tag}a` }), signUp({ displayName: `Cur${tag}b` })]);
    const viewer = await signUp();
    const { cursor } = await searchPage(viewer.token, `cur${tag}`, { limit: 1 });
    expect(cursor).toEqual(expect.any(String));
    const forged = Buffer.from(JSON.stringify({ PK: 'USER#someone', SK: 'PROFILE' })).toString('base64url');

    for (const [q, bad] of [[`cur${tag}`, 'not-a-cursor'], [`cur${tag}`, forged], [`other${tag}`, cursor!]] as const) {
      const result = await api('GET /api/users/search', { query: { q, cursor: bad }, token: viewer.token });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ message: 'Invalid cursor' });
    }
  });

  it.each([
    ['no query', ''],
    ['a blank query', '?q=%20%20'],
    ['a query of 51 characters', `?q=${'a'.repeat(51)}`],
    ['a limit over 100', '?q=abc&limit=101'],
  ])('answers 400 for %s', async (_case, search) => {
    const viewer = await signUp();

    const result = await callRaw('GET', `/api/users/search${search}`, { token: viewer.token });

    expect(result.status).toBe(400);
  });
});
