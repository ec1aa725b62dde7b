import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../shared/api-types';
import { MESSAGE_SENT, MESSAGE_TO_SELF } from '../../shared/schemas/messages';
import { api, baseUrl, signUp } from '../support/api';
import { checkScreen, fitsViewport, launchBrowser } from '../support/browser';
import { signedInPage } from '../support/session';

/**
 * Direct messages on two phones. Ben, with no conversations yet, finds the empty list from the header. Ada opens
 * Ben's profile, taps Message and writes into the empty thread: Enter sends, Shift+Enter makes a newline, a tap on
 * Send sends a long word. Ben sees the unread markers (header, Social tab, card), opens the thread from the
 * 'message' notification and replies; his markers go. Ada's open thread shows the reply without a reload, and her
 * list shows it as the last message. Cleo writes Ada more than a page of messages: her card arrives on top of Ada's
 * open list, and 'Load earlier messages' adds the older ones above without moving what Ada was reading. Once Cleo
 * blocks her, Ada still reads the history but cannot reply; oneself cannot be messaged.
 */
const tag = randomUUID().replace(/-/g, '').slice(0, 8);
const ADA = `Ada Messenger ${tag}`;
const BEN = `Ben Messenger ${tag}`;
const CLEO = `Cleo Messenger ${tag}`;
/** One more than a thread page (THREAD_PAGE_SIZE is 50). */
const CLEO_MESSAGES = 55;
const cleoMessage = (n: number) => `Set ${String(n).padStart(2, '0')} done`;
const FIRST = `Leg day tomorrow at 6? ${tag}`;
const SECOND_LINES = ['Bring chalk', 'and the belt'];
const LONG_WORD = `Pneumonoultramicroscopicsilicovolcanoconiosis${'x'.repeat(40)}`;
const REPLY = `Deal, see you at 6 ${tag}`;

let browser: Browser;
let ada: AuthResponse;
let ben: AuthResponse;
let cleo: AuthResponse;
let adaPage: Page;
let benPage: Page;

const url = (path: string) => `${baseUrl()}${path}`;
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
const messagesLink = (page: Page, name: string | RegExp) => page.getByRole('banner').getByRole('link', { name, exact: typeof name === 'string' });
const socialTab = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Social/ });
const thread = (page: Page) => page.getByRole('log');
const bubble = (page: Page, text: string) => thread(page).getByTestId('message-bubble').filter({ hasText: text });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });
const conversationCard = (page: Page, name: string) => page.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: name });

/** Which side of the thread a bubble hugs: its edge within 24 px of that side, and its centre on that half. */
async function sideOf(message: Locator): Promise<'left' | 'right' | 'unclear'> {
  const box = await message.boundingBox();
  const log = await message.page().getByRole('log').boundingBox();
  if (!box || !log) return 'unclear';
  const centre = box.x + box.width / 2;
  const logCentre = log.x + log.width / 2;
  if (centre > logCentre && log.x + log.width - (box.x + box.width) <= 24) return 'right';
  if (centre < logCentre && box.x - log.x <= 24) return 'left';
  return 'unclear';
}

/** Thread mode fills the screen exactly: only the log scrolls, never the page (which would move the composer). */
function pageIsOneScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight && document.documentElement.scrollWidth <= window.innerWidth);
}

/** The log is scrolled to its end (the newest message in view). */
function scrolledToNewest(page: Page): Promise<boolean> {
  return thread(page).evaluate((log) => log.scrollHeight - log.clientHeight - log.scrollTop <= 2);
}

beforeAll(async () => {
  [ada, ben, cleo] = await Promise.all([signUp({ displayName: ADA }), signUp({ displayName: BEN }), signUp({ displayName: CLEO })]);
  browser = await launchBrowser();
  [adaPage, benPage] = await Promise.all([signedInPage(browser, ada), signedInPage(browser, ben)]);
});

afterAll(async () => {
  await browser?.close();
});

describe('messages on a phone', () => {
  it('Ben, with no conversations, reaches the empty list from the header and goes back to Social from it', async () => {
    await benPage.goto(url('/social'));
    await heading(benPage, 'Social').waitFor();
    await heading(benPage, 'Suggested for you').waitFor();
    await checkScreen(benPage, 'messages-social-no-unread');
    await messagesLink(benPage, 'Messages').click();
    await benPage.waitForURL(url('/messages'));
    await heading(benPage, 'No conversations yet').waitFor();
    expect(await fitsViewport(benPage)).toBe(true);
    await checkScreen(benPage, 'messages-empty-list');

    await benPage.getByRole('link', { name: 'Go to Social Feed' }).click();
    await benPage.waitForURL(url('/social'));
  });

  it("Ada taps Message on Ben's profile and sends with Enter, Shift+Enter for a newline, and a tap on Send", async () => {
    await adaPage.goto(url(`/users/${ben.user.id}`));
    await heading(adaPage, BEN).waitFor();
    await checkScreen(adaPage, 'messages-profile-message-button');
    await adaPage.getByRole('link', { name: 'Message', exact: true }).click();
    await adaPage.waitForURL(url(`/messages?userId=${ben.user.id}`));
    await heading(adaPage, 'Messages').waitFor();
    await adaPage.getByRole('link', { name: new RegExp(BEN) }).waitFor();
    await adaPage.getByText('No messages yet. Start the conversation!').waitFor();
    const field = composer(adaPage);
    expect(await field.getAttribute('placeholder')).toBe('Type your message...');
    expect(await sendButton(adaPage).isDisabled()).toBe(true);
    await field.fill('   \n  ');
    expect(await sendButton(adaPage).isDisabled()).toBe(true);
    await checkScreen(adaPage, 'messages-thread-empty');

    // Issue 26: a letter with more than 4 marks stacked on it is not sent, and the composer says why.
    const stacked = adaPage.getByRole('alert').filter({ hasText: 'Message stacks more than 4 accents or other combining marks on one character' });
    await field.fill(`Z${'\u0316'.repeat(30)}`);
    await stacked.waitFor();
    expect(await sendButton(adaPage).isDisabled()).toBe(true);
    await checkScreen(adaPage, 'messages-composer-stacked-marks');

    await field.fill(FIRST);
    expect(await stacked.count()).toBe(0);
    expect(await sendButton(adaPage).isEnabled()).toBe(true);
    await field.press('Enter');
    await bubble(adaPage, FIRST).waitFor();
    await expect.poll(() => field.inputValue()).toBe('');
    // The message appearing is the feedback (issue 27): no 'Message sent' toast, which would come with the bubble.
    expect(await toast(adaPage, MESSAGE_SENT.title).count()).toBe(0);
    expect(await sideOf(bubble(adaPage, FIRST))).toBe('right');
    await expect.poll(() => thread(adaPage).getByText('just now').count()).toBe(1);

    await field.pressSequentially(SECOND_LINES[0]!);
    await field.press('Shift+Enter');
    await field.pressSequentially(SECOND_LINES[1]!);
    expect(await field.inputValue()).toBe(SECOND_LINES.join('\n'));
    await field.press('Enter');
    const twoLines = bubble(adaPage, SECOND_LINES[1]!);
    await twoLines.waitFor();
    expect(await twoLines.innerText()).toContain(SECOND_LINES.join('\n'));
    expect(await sideOf(twoLines)).toBe('right');

    await field.fill(LONG_WORD);
    await sendButton(adaPage).tap();
    await bubble(adaPage, LONG_WORD).waitFor();
    await expect.poll(() => field.inputValue()).toBe('');
    expect(await sideOf(bubble(adaPage, LONG_WORD))).toBe('right');
    expect(await pageIsOneScreen(adaPage)).toBe(true);
    await expect.poll(() => scrolledToNewest(adaPage)).toBe(true);
    // The composer sits at the bottom of the screen.
    const composerBox = await field.boundingBox();
    expect(composerBox!.y + composerBox!.height).toBeGreaterThan(844 - 80);
    await checkScreen(adaPage, 'messages-thread-sent');
  });

  it('Ben sees the unread markers and the card, opens the thread from the notification, and replies', async () => {
    await benPage.goto(url('/social'));
    await heading(benPage, 'Suggested for you').waitFor();
    await messagesLink(benPage, 'Messages, 1 unread').waitFor();
    await expect.poll(() => socialTab(benPage).textContent()).toContain('unread messages');
    await benPage.getByTestId('social-unread-dot').waitFor();
    await checkScreen(benPage, 'messages-unread-markers');

    await messagesLink(benPage, 'Messages, 1 unread').click();
    await heading(benPage, 'Conversations').waitFor();
    const card = conversationCard(benPage, ADA);
    await card.waitFor();
    expect(await card.textContent()).toContain(LONG_WORD.slice(0, 20));
    expect(await card.textContent()).toContain('just now');
    expect(await card.textContent()).toContain('Unread');
    expect(await fitsViewport(benPage)).toBe(true);
    await checkScreen(benPage, 'messages-list-unread');

    // Spec 001: the list's Back goes to /social; from there the 'message' notification opens the thread.
    await benPage.getByRole('link', { name: 'Back' }).click();
    await benPage.waitForURL(url('/social'));
    await benPage.getByRole('button', { name: /^Notifications/ }).click();
    const panel = benPage.getByRole('dialog', { name: 'Notifications' });
    const notification = panel.getByRole('listitem').filter({ hasText: ADA });
    await notification.getByRole('link', { name: 'Open conversation' }).waitFor();
    await checkScreen(benPage, 'messages-notification');
    await notification.getByRole('link', { name: 'Open conversation' }).click();
    await benPage.waitForURL(url(`/messages?userId=${ada.user.id}`));
    await panel.waitFor({ state: 'detached' });

    await heading(benPage, 'Messages').waitFor();
    for (const text of [FIRST, SECOND_LINES[1]!, LONG_WORD]) {
      await bubble(benPage, text).waitFor();
      expect(await sideOf(bubble(benPage, text))).toBe('left');
    }
    await expect.poll(() => scrolledToNewest(benPage)).toBe(true);
    await checkScreen(benPage, 'messages-thread-received');

    await composer(benPage).fill(REPLY);
    await composer(benPage).press('Enter');
    await bubble(benPage, REPLY).waitFor();
    expect(await sideOf(bubble(benPage, REPLY))).toBe('right');

    // The thread's Back returns to the list: read now, and the last message is Ben's own.
    await benPage.getByRole('link', { name: 'Back' }).click();
    await benPage.waitForURL(url('/messages'));
    await expect.poll(() => conversationCard(benPage, ADA).textContent()).toContain(`You: ${REPLY}`);
    expect(await conversationCard(benPage, ADA).textContent()).not.toContain('Unread');

    await benPage.getByRole('link', { name: 'Back' }).click();
    await benPage.waitForURL(url('/social'));
    await messagesLink(benPage, 'Messages').waitFor();
    expect(await socialTab(benPage).textContent()).toBe('Social');
    expect(await benPage.getByTestId('social-unread-dot').count()).toBe(0);
  });

  it("Ada's open thread shows the reply without a reload, and her list shows it as the last message", async () => {
    const reply = bubble(adaPage, REPLY);
    await reply.waitFor({ timeout: 20_000 });
    expect(await sideOf(reply)).toBe('left');
    await expect.poll(() => scrolledToNewest(adaPage)).toBe(true);
    await checkScreen(adaPage, 'messages-thread-reply');

    await adaPage.getByRole('link', { name: 'Back' }).click();
    await adaPage.waitForURL(url('/messages'));
    await heading(adaPage, 'Conversations').waitFor();
    const card = conversationCard(adaPage, BEN);
    await expect.poll(() => card.textContent()).toContain(REPLY);
    expect(await card.textContent()).not.toContain('You:');
    // Ada's thread was open when the reply arrived: reading it marked it read.
    expect(await card.textContent()).not.toContain('Unread');
    await checkScreen(adaPage, 'messages-list-read');
  });

  it("Cleo's long conversation arrives on top of Ada's open list, and earlier messages load above without a jump", async () => {
    for (let n = 1; n <= CLEO_MESSAGES; n += 1) {
      const sent = await api('POST /api/messages', { token: cleo.token, body: { receiverId: ada.user.id, content: cleoMessage(n) } });
      if (sent.status !== 201) throw new Error(`Sending failed: ${sent.status} ${JSON.stringify(sent.body)}`);
    }
    const cards = adaPage.getByRole('list', { name: 'Conversations' }).getByRole('link');
    // The open list reads itself again every few seconds: Cleo's card comes on top with her last message.
    await expect.poll(() => cards.first().textContent(), { timeout: 20_000 }).toContain(cleoMessage(CLEO_MESSAGES));
    expect(await cards.first().textContent()).toContain(CLEO);
    expect(await cards.first().textContent()).toContain('Unread');
    expect(await cards.nth(1).textContent()).toContain(BEN);

    await cards.first().click();
    await adaPage.waitForURL(url(`/messages?userId=${cleo.user.id}`));
    await bubble(adaPage, cleoMessage(CLEO_MESSAGES)).waitFor();
    await expect.poll(() => scrolledToNewest(adaPage)).toBe(true);
    expect(await bubble(adaPage, cleoMessage(CLEO_MESSAGES - 49)).count()).toBe(1);
    expect(await bubble(adaPage, cleoMessage(CLEO_MESSAGES - 50)).count()).toBe(0);

    await thread(adaPage).evaluate((log) => log.scrollTo({ top: 0 }));
    const loadEarlier = adaPage.getByRole('button', { name: 'Load earlier messages' });
    await loadEarlier.waitFor();
    expect(await pageIsOneScreen(adaPage)).toBe(true);
    await checkScreen(adaPage, 'messages-thread-load-earlier');
    const oldestShown = bubble(adaPage, cleoMessage(CLEO_MESSAGES - 49));
    const before = (await oldestShown.boundingBox())!.y;
    await loadEarlier.click();
    await bubble(adaPage, cleoMessage(1)).waitFor();
    await loadEarlier.waitFor({ state: 'detached' });
    expect(Math.abs((await oldestShown.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
    expect(await thread(adaPage).getByTestId('message-bubble').count()).toBe(CLEO_MESSAGES);
  });

  it('After a block the conversation is gone from both lists and the blocker looks like nobody; oneself has no thread', async () => {
    const blocked = await api('POST /api/users/{id}/block', { params: { id: ada.user.id }, token: cleo.token });
    expect(blocked.status).toBeLessThan(300);

    await adaPage.getByRole('link', { name: 'Back' }).click();
    await adaPage.waitForURL(url('/messages'));
    await conversationCard(adaPage, BEN).waitFor();
    // The list cached before the block shows until its refetch lands.
    await expect.poll(() => conversationCard(adaPage, CLEO).count()).toBe(0);
    await checkScreen(adaPage, 'messages-list-after-block');

    await adaPage.goto(url(`/messages?userId=${cleo.user.id}`));
    await heading(adaPage, 'This person could not be found').waitFor();
    expect(await composer(adaPage).count()).toBe(0);
    expect(await adaPage.getByText(cleoMessage(CLEO_MESSAGES)).count()).toBe(0);
    await checkScreen(adaPage, 'messages-thread-not-found');

    await adaPage.goto(url(`/messages?userId=${ada.user.id}`));
    await adaPage.getByText(MESSAGE_TO_SELF).waitFor();
    expect(await composer(adaPage).count()).toBe(0);
  });
});
