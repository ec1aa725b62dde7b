import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuthResponse, SocialPost } from '../../shared/api-types';
import { api, baseUrl, callRaw } from '../support/api';
import { signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, untilStill } from '../support/browser';
import { testDb } from '../support/db';
import { signedInPage } from '../support/session';

/**
 * Issue 27, deliverable 7, on a phone. Rae reports Tom's post: the sheet asks why, the post goes at once with Undo,
 * Undo brings it back and sends nothing, and a report left to run its course reaches the operator with its reason.
 * Then Rae blocks Tom: Tom's conversation list no longer shows Rae, and Rae's notifications no longer show Tom.
 */
const tag = randomUUID().replace(/-/g, '').slice(0, 8);
const RAE = `Rae Reporter ${tag}`;
const TOM = `Tom Troll ${tag}`;
const SPAM = `Cheap followers, DM me. ${tag}`;

let browser: Browser;
let rae: AuthResponse;
let tom: AuthResponse;
let raePage: Page;
let tomPage: Page;
let spam: SocialPost;

const url = (path: string) => `${baseUrl()}${path}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
const feedPost = (page: Page, author: string, text: string) => page.getByRole('article', { name: author }).filter({ hasText: text });
const conversationCard = (page: Page, name: string) => page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: name });

async function expectOk<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const result = await callRaw<T>(method, path, { token, body });
  if (result.status >= 300) throw new Error(`${method} ${path}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** The operator's report items of this month by Rae (docs/operations.md lists them the same way). */
async function raesReports(): Promise<Record<string, unknown>[]> {
  const result = await testDb().send(
    new QueryCommand({
      TableName: inject('tableName'),
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: 'reporterId = :reporter',
      ExpressionAttributeValues: { ':pk': `REPORTS#${new Date().toISOString().slice(0, 7)}`, ':reporter': rae.user.id },
    }),
  );
  return result.Items ?? [];
}

async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.waitFor();
  await panel.getByText('Loading').waitFor({ state: 'detached' });
  return panel;
}

/** Opens Report on Tom's spam post in Explore and answers the sheet. */
async function openReportSheet() {
  const post = feedPost(raePage, TOM, SPAM);
  await post.getByRole('button', { name: `Post options: ${TOM}` }).tap();
  const menu = raePage.getByRole('dialog', { name: `${TOM}'s post` });
  await menu.getByRole('button', { name: 'Report post' }).tap();
  await menu.waitFor({ state: 'detached' });
  const sheet = raePage.getByRole('dialog', { name: 'Report post' });
  await sheet.getByText(`Why are you reporting ${TOM}'s post? They won't be told who reported it.`).waitFor();
  await untilStill(sheet);
  return sheet;
}

beforeAll(async () => {
  [rae, tom] = await Promise.all([signUp({ displayName: RAE }), signUp({ displayName: TOM })]);
  spam = await expectOk<SocialPost>('POST', '/api/social-posts', tom.token, { content: SPAM });
  const raesPost = await expectOk<SocialPost>('POST', '/api/social-posts', rae.token, { content: `Squat day ${tag}` });
  await expectOk('POST', `/api/users/${rae.user.id}/follow`, tom.token);
  await expectOk('POST', `/api/posts/${raesPost.id}/comments`, tom.token, { content: 'Follow me back' });
  const deleted = await expectOk<{ id: string }>('POST', `/api/posts/${raesPost.id}/comments`, tom.token, { content: 'You look weak' });
  await expectOk('POST', '/api/messages', tom.token, { receiverId: rae.user.id, content: 'Hey Rae' });
  await expectOk('POST', '/api/messages', rae.token, { receiverId: tom.user.id, content: 'Who are you?' });
  // A comment Tom deleted leaves no notification behind.
  await expectOk('DELETE', `/api/posts/${raesPost.id}/comments/${deleted.id}`, tom.token);
  browser = await launchBrowser();
  [raePage, tomPage] = await Promise.all([signedInPage(browser, rae), signedInPage(browser, tom)]);
});

afterAll(async () => {
  await browser?.close();
});

describe('reporting a post', () => {
  it('asks why, hides the post with Undo, and Undo sends nothing', async () => {
    await raePage.goto(url('/social?filter=explore'));
    await feedPost(raePage, TOM, SPAM).waitFor();
    const sheet = await openReportSheet();
    for (const reason of ['Spam', 'Harassment', 'Nudity or violence', 'Other']) await sheet.getByRole('radio', { name: reason }).waitFor();
    const report = sheet.getByRole('button', { name: 'Report', exact: true });
    expect(await report.isDisabled()).toBe(true);
    expect(await fitsViewport(raePage)).toBe(true);
    await checkScreen(raePage, 'report-reasons');

    await sheet.getByRole('radio', { name: 'Other' }).tap();
    await sheet.getByRole('textbox', { name: "What's wrong? (optional)" }).fill('Sells fake followers');
    expect(await report.isEnabled()).toBe(true);
    await checkScreen(raePage, 'report-reason-other');
    await report.tap();
    await sheet.waitFor({ state: 'detached' });
    await feedPost(raePage, TOM, SPAM).waitFor({ state: 'detached' });
    const reported = toast(raePage, 'Reported');
    await reported.getByText('Thanks for letting us know. You will no longer see it.').waitFor();
    const undo = reported.getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    // F8 takes focus to the toast, which holds the countdown while the checks run (as it does for a person reading it).
    await raePage.keyboard.press('F8');
    await checkScreen(raePage, 'report-undo-toast');

    await undo.tap();
    await feedPost(raePage, TOM, SPAM).waitFor();
    // Nothing reached the server: the post is still Rae's to see, and the operator has no report.
    expect((await api('GET /api/social-posts/{id}', { params: { id: spam.id }, token: rae.token })).status).toBe(200);
    expect(await raesReports()).toEqual([]);
  });

  it('sends the report with its reason when the Undo window ends', async () => {
    const sheet = await openReportSheet();
    await sheet.getByRole('radio', { name: 'Spam' }).tap();
    await sheet.getByRole('button', { name: 'Report', exact: true }).tap();
    await toast(raePage, 'Reported').waitFor();
    await feedPost(raePage, TOM, SPAM).waitFor({ state: 'detached' });

    await expect.poll(async () => (await api('GET /api/social-posts/{id}', { params: { id: spam.id }, token: rae.token })).status, { timeout: 20_000 }).toBe(404);
    expect(await raesReports()).toEqual([expect.objectContaining({ itemType: 'post', postId: spam.id, authorId: tom.user.id, reason: 'spam', details: null })]);
    await raePage.reload();
    await raePage.getByRole('list', { name: 'Explore feed' }).waitFor();
    expect(await feedPost(raePage, TOM, SPAM).count()).toBe(0);
  });
});

describe('blocking', () => {
  it('before: Tom sees his conversation with Rae, and Rae sees Tom in her notifications (but not his deleted comment)', async () => {
    await tomPage.goto(url('/messages'));
    await conversationCard(tomPage, RAE).getByText('Who are you?').waitFor();

    await raePage.goto(url('/social'));
    const panel = await openNotifications(raePage);
    await panel.getByText(`${TOM} commented on your post`).waitFor();
    await panel.getByText(`${TOM} started following you`).waitFor();
    expect(await panel.getByText(`${TOM} left 2 comments on your post`).count()).toBe(0);
    await checkScreen(raePage, 'block-before-notifications');
    await panel.getByRole('button', { name: 'Close' }).click();
  });

  it("Rae blocks Tom: her notifications from him are gone, and Tom's conversation list no longer shows her", async () => {
    await raePage.goto(url(`/users/${tom.user.id}`));
    await heading(raePage, TOM).waitFor();
    await raePage.getByRole('button', { name: `More actions for ${TOM}` }).click();
    await raePage.getByRole('dialog', { name: TOM }).getByRole('button', { name: 'Block' }).click();
    const confirm = raePage.getByRole('dialog', { name: `Block ${TOM}?` });
    await confirm.getByText(/your conversation is hidden from both of you until you unblock/).waitFor();
    await untilStill(confirm);
    await checkScreen(raePage, 'block-confirm');
    await confirm.getByRole('button', { name: 'Block' }).click();
    await raePage.waitForURL((address) => address.pathname !== `/users/${tom.user.id}`);

    await raePage.goto(url('/social'));
    const panel = await openNotifications(raePage);
    await panel.getByText(/No notifications yet/).waitFor();
    await checkScreen(raePage, 'block-after-notifications');
    await panel.getByRole('button', { name: 'Close' }).click();
    await raePage.goto(url('/messages'));
    await heading(raePage, 'No conversations yet').waitFor();

    await tomPage.goto(url('/messages'));
    await heading(tomPage, 'Conversations').waitFor();
    await heading(tomPage, 'No conversations yet').waitFor();
    expect(await tomPage.getByText(RAE).count()).toBe(0);
    expect(await tomPage.getByText('Who are you?').count()).toBe(0);
    await checkScreen(tomPage, 'block-blocked-person-conversations');
  });
});
