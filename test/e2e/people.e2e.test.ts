import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser, PHONE_VIEWPORT, untilStill } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Other people on a phone, with three people in their own browsers: Blake (a mouse, so hover works) finds Avery by
 * search and follows; Avery sees the notification and the count, turns private, and accepts Casey's request from the
 * notifications panel; Casey (a touch screen) confirms before unfollowing; Blake blocks Avery, and unblocks.
 */
/** Letters only, so every name is one search term away from the others. */
const tag = randomUUID().replace(/-/g, '').slice(0, 8).replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
const AVERY = `Avery Q${tag}`;
const BLAKE = `Blake Q${tag}`;
const CASEY = `Casey Q${tag}`;
const HOME_GYM = 'Iron Temple';

let browser: Browser;
let avery: AuthResponse;
let blake: AuthResponse;
let casey: AuthResponse;
let averyPage: Page;
let blakePage: Page;
let caseyPage: Page;

/** A signed-in page with a mouse and no touch screen, so 'Following' can turn into 'Unfollow' on hover. */
async function signedInMousePage(account: AuthResponse): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/login`);
  await page.evaluate((auth) => localStorage.setItem('social-fitness-auth', JSON.stringify(auth)), { token: account.token, user: account.user });
  await page.goto(`${baseUrl()}/`);
  return page;
}

const profileUrl = (account: AuthResponse) => `${baseUrl()}/users/${account.user.id}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const profileBlock = (page: Page) => page.getByRole('region', { name: 'Profile' });

/** The element's text colour, as sRGB read back from a canvas, is clearly red (it fades in: poll it). */
function textIsRed(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = getComputedStyle(node).color;
    probe.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = probe.getImageData(0, 0, 1, 1).data;
    return red > 150 && green < 80 && blue < 80;
  });
}

async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.waitFor();
  return panel;
}

beforeAll(async () => {
  [avery, blake, casey] = await Promise.all([signUp({ displayName: AVERY }), signUp({ displayName: BLAKE }), signUp({ displayName: CASEY })]);
  const details = await api('PATCH /api/users/{id}', {
    params: { id: avery.user.id },
    token: avery.token,
    body: {
      homeGym: HOME_GYM,
      keyStats: [
        { name: 'Max Bench Press', value: 225, unit: 'lbs', isVisible: true },
        { name: 'Max Squat', value: 315, unit: 'lbs', isVisible: false },
      ],
    },
  });
  if (details.status !== 200) throw new Error(`Setting Avery's details failed: ${details.status} ${JSON.stringify(details.body)}`);
  browser = await launchBrowser();
  [averyPage, blakePage, caseyPage] = await Promise.all([signedInPage(browser, avery), signedInMousePage(blake), signedInPage(browser, casey)]);
});

afterAll(async () => {
  await browser?.close();
});

describe('people on a phone', () => {
  it('Blake finds Avery from Social by a display-name prefix in any case, and follows', async () => {
    await blakePage.goto(`${baseUrl()}/social`);
    await heading(blakePage, 'Suggested for you').waitFor();
    await blakePage.getByText('Loading suggestions...').waitFor({ state: 'detached' });
    await checkScreen(blakePage, 'people-social');

    await blakePage.getByRole('link', { name: 'Find people' }).click();
    await heading(blakePage, 'Find people').waitFor();
    const search = blakePage.getByRole('searchbox', { name: 'Search by name or username' });
    await search.fill(`zz${tag}nobody`);
    await heading(blakePage, 'No people found').waitFor();

    await search.fill(`aVERY q${tag.slice(0, 4).toUpperCase()}`);
    const results = blakePage.getByRole('list', { name: 'Search results' });
    const averyRow = results.getByRole('listitem').filter({ hasText: AVERY });
    await averyRow.waitFor();
    expect(await results.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining(`@${avery.user.username}`)]);
    await averyRow.getByRole('button', { name: 'Follow' }).waitFor();
    expect(await fitsViewport(blakePage)).toBe(true);
    await checkScreen(blakePage, 'people-search-results');

    await averyRow.getByRole('link', { name: new RegExp(AVERY) }).click();
    await blakePage.waitForURL(profileUrl(avery));
    await heading(blakePage, AVERY).waitFor();
    await blakePage.getByText(HOME_GYM).waitFor();
    const keyStats = blakePage.getByRole('region', { name: 'Key Stats' });
    await keyStats.getByText('Max Bench Press').waitFor();
    expect(await keyStats.textContent()).not.toContain('Max Squat');
    await profileBlock(blakePage).getByRole('link', { name: '0 Followers' }).waitFor();
    await checkScreen(blakePage, 'people-profile-other');

    await profileBlock(blakePage).getByRole('button', { name: 'Follow', exact: true }).click();
    await blakePage.mouse.move(0, 0);
    const following = profileBlock(blakePage).getByRole('button', { name: 'Following' });
    await following.waitFor();
    await profileBlock(blakePage).getByRole('link', { name: '1 Followers' }).waitFor();

    await following.hover();
    const unfollow = profileBlock(blakePage).getByRole('button', { name: 'Unfollow' });
    await unfollow.waitFor();
    await expect.poll(() => textIsRed(unfollow)).toBe(true);
    await checkScreen(blakePage, 'people-profile-unfollow-hover');
    await blakePage.mouse.move(0, 0);

    await blakePage.goto(`${baseUrl()}/following`);
    await heading(blakePage, `${BLAKE}'s Following`).waitFor();
    const averyFollowed = blakePage.getByRole('list', { name: 'Following' }).getByRole('listitem').filter({ hasText: AVERY });
    await averyFollowed.getByRole('button', { name: 'Following' }).hover();
    await averyFollowed.getByRole('button', { name: 'Unfollow' }).waitFor();
    await blakePage.mouse.move(0, 0);
    await averyFollowed.getByRole('button', { name: 'Following' }).waitFor();
    await checkScreen(blakePage, 'people-following');
  });

  it("Avery sees the 'follow' notification, the follower count and Blake in the followers list", async () => {
    const panel = await openNotifications(averyPage);
    await panel.getByText(`${BLAKE} started following you`).waitFor();
    await checkScreen(averyPage, 'people-notification-follow');
    await panel.getByRole('button', { name: 'Close' }).click();

    await averyPage.goto(profileUrl(avery));
    await profileBlock(averyPage).getByText('This is your profile').waitFor();
    await profileBlock(averyPage).getByRole('link', { name: '1 Followers' }).click();
    await averyPage.waitForURL(`${profileUrl(avery)}/followers`);
    await heading(averyPage, `${AVERY}'s Followers`).waitFor();
    const rows = averyPage.getByRole('list', { name: 'Followers' }).getByRole('listitem');
    await rows.filter({ hasText: BLAKE }).getByRole('button', { name: 'Follow' }).waitFor();
    expect(await rows.count()).toBe(1);
    await checkScreen(averyPage, 'people-followers');

    await averyPage.getByRole('button', { name: 'Back' }).click();
    await averyPage.waitForURL(profileUrl(avery));
  });

  it("turns Avery private: Casey's follow becomes a request that Avery accepts from the panel, then Casey sees the details", async () => {
    await averyPage.goto(`${baseUrl()}/profile/settings`);
    const privateSwitch = averyPage.getByRole('switch', { name: 'Private account' });
    expect(await privateSwitch.getAttribute('aria-checked')).toBe('false');
    await privateSwitch.tap();
    await expect.poll(() => privateSwitch.getAttribute('aria-checked')).toBe('true');
    await averyPage.reload();
    await expect.poll(() => averyPage.getByRole('switch', { name: 'Private account' }).getAttribute('aria-checked')).toBe('true');
    await checkScreen(averyPage, 'people-settings');

    await caseyPage.goto(profileUrl(avery));
    await heading(caseyPage, 'This account is private').waitFor();
    await caseyPage.getByText('Follow to see their workouts and posts').waitFor();
    expect(await caseyPage.getByText(HOME_GYM).count()).toBe(0);
    expect(await profileBlock(caseyPage).getByRole('link', { name: /Followers|Following/ }).count()).toBe(0);
    await checkScreen(caseyPage, 'people-profile-private');

    await profileBlock(caseyPage).getByRole('button', { name: 'Follow', exact: true }).tap();
    await profileBlock(caseyPage).getByRole('button', { name: 'Requested' }).waitFor();
    await checkScreen(caseyPage, 'people-profile-requested');

    await averyPage.goto(profileUrl(avery));
    const panel = await openNotifications(averyPage);
    const request = panel.getByRole('listitem').filter({ hasText: `${CASEY} wants to follow you` });
    await request.getByRole('button', { name: `Accept ${CASEY}` }).waitFor();
    await checkScreen(averyPage, 'people-notification-request');
    await request.getByRole('button', { name: `Accept ${CASEY}` }).tap();
    await request.getByText('Request accepted').waitFor();
    expect(await request.getByRole('button', { name: `Decline ${CASEY}` }).count()).toBe(0);
    await checkScreen(averyPage, 'people-notification-accepted');
    await panel.getByRole('button', { name: 'Close' }).tap();

    await caseyPage.reload();
    await caseyPage.getByText(HOME_GYM).waitFor();
    await profileBlock(caseyPage).getByRole('button', { name: 'Following' }).waitFor();
    expect(await caseyPage.getByText('This account is private').count()).toBe(0);
  });

  it("asks a touch screen to confirm before 'Following' unfollows; a new request can be declined in settings", async () => {
    const following = profileBlock(caseyPage).getByRole('button', { name: 'Following' });
    await following.tap();
    const confirm = caseyPage.getByRole('dialog', { name: `Unfollow ${AVERY}?` });
    await untilStill(confirm);
    await checkScreen(caseyPage, 'people-unfollow-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    await following.waitFor();

    await following.tap();
    await confirm.getByRole('button', { name: 'Unfollow' }).tap();
    await profileBlock(caseyPage).getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await heading(caseyPage, 'This account is private').waitFor();

    await profileBlock(caseyPage).getByRole('button', { name: 'Follow', exact: true }).tap();
    await profileBlock(caseyPage).getByRole('button', { name: 'Requested' }).waitFor();
    await averyPage.goto(`${baseUrl()}/profile/settings`);
    const requests = averyPage.getByRole('list', { name: 'Follow requests' });
    await requests.getByText(CASEY).waitFor();
    await checkScreen(averyPage, 'people-settings-requests');
    await requests.getByRole('button', { name: `Decline ${CASEY}` }).tap();
    await heading(averyPage, 'Follow requests').waitFor({ state: 'detached' });
    await caseyPage.reload();
    await profileBlock(caseyPage).getByRole('button', { name: 'Follow', exact: true }).waitFor();
  });

  it("lets Blake block Avery from Avery's profile and unblock from settings, after which Avery opens Blake's profile again", async () => {
    await blakePage.goto(profileUrl(avery));
    await heading(blakePage, AVERY).waitFor();
    await blakePage.getByRole('button', { name: `More actions for ${AVERY}` }).click();
    await blakePage.getByRole('dialog', { name: AVERY }).getByRole('button', { name: 'Block' }).click();
    const confirm = blakePage.getByRole('dialog', { name: `Block ${AVERY}?` });
    await confirm
      .getByText("They won't be able to see your profile or posts, follow or message you. Follows and notifications between you are removed, and your conversation is hidden from both of you until you unblock.")
      .waitFor();
    await untilStill(confirm);
    await checkScreen(blakePage, 'people-block-confirm');
    await confirm.getByRole('button', { name: 'Block' }).click();
    await blakePage.waitForURL((url) => url.pathname !== `/users/${avery.user.id}`);

    await blakePage.goto(`${baseUrl()}/profile/settings`);
    const blocked = blakePage.getByRole('list', { name: 'Blocked people' });
    await blocked.getByText(AVERY).waitFor();
    await checkScreen(blakePage, 'people-settings-blocked');
    await blocked.getByRole('button', { name: `Unblock ${AVERY}` }).click();
    await blocked.getByText(AVERY).waitFor({ state: 'detached' });

    await averyPage.goto(profileUrl(blake));
    await heading(averyPage, BLAKE).waitFor();
    await profileBlock(averyPage).getByRole('button', { name: 'Follow', exact: true }).waitFor();
  });
});
