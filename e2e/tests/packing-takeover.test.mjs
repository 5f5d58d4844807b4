import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, apiToken, pushDocument } from '../support/api.mjs';
import { launchBrowser, newPage, screenshot, signIn, subscribed, USERS } from '../support/browser.mjs';

const row = (page, number) => page.locator(`[data-testid="queue-row"][data-number="${number}"]`);
const notice = (page, text) => page.getByTestId('notice').filter({ hasText: text });

/** Issue 23 item 10, ADR 1010: an order another packer holds has a way forward. */
describe('packing: taking over a lock another packer holds', () => {
  let browser;
  let admin;
  before(async () => {
    browser = await launchBrowser();
    admin = await apiToken(USERS.admin.email);
  });
  after(async () => {
    await browser?.close();
  });

  it('a warehouse worker scanning an order the office holds is told who and since when and takes it over from the notice; the holder is told live; the history names both', async () => {
    const holder = await newPage(browser);
    const taker = await newPage(browser);
    await signIn(holder, USERS.biuro.email);
    await signIn(taker, USERS.magazyn.email);
    const number = `TAKE-${Date.now()}`;
    await pushDocument(admin, number);
    await holder.goto('/app/packing');
    await taker.goto('/app/packing');
    await row(holder, number).waitFor();
    await row(taker, number).waitFor();
    await subscribed(holder, 'DocumentUpdated');
    await subscribed(taker, 'DocumentUpdated');

    // the office packer scans it: locked by her
    await holder.getByTestId('scanner-input').fill(number);
    await holder.getByTestId('scanner-input').press('Enter');
    await row(holder, number).getByText('Zablokowany przeze mnie').waitFor();
    // Live, through the subscription (the list's refetch follows its request in flight: ADR 1431); 20 s for a loaded machine.
    await row(taker, number).getByText('Zablokowany: Beata Biurowa').waitFor({ timeout: 20_000 });

    // the warehouse worker scans it: who, since when, and "Przejmij blokadę" on the notice
    await taker.getByTestId('scanner-input').fill(number);
    await taker.getByTestId('scanner-input').press('Enter');
    const refusal = notice(taker, 'Zablokowany przez: Beata Biurowa, od ');
    await refusal.waitFor();
    assert.match(await refusal.innerText(), /od \d{1,2}\/\d{1,2}\/\d{4} \d{2}:\d{2}/);
    await screenshot(taker, 'packing-takeover-offered');
    await refusal.getByTestId('notice-action').getByText('Przejmij blokadę').click();
    await notice(taker, `Przejęto blokadę dokumentu ${number} od: Beata Biurowa`).waitFor();
    await row(taker, number).getByText('Zablokowany przeze mnie').waitFor();

    // the holder, still on the screen, is told at once; her actions now say who has it
    await notice(holder, `Dokument zamówienia ${number} przejęty przez: Marek Magazynowy`).waitFor();
    await row(holder, number).getByText('Zablokowany: Marek Magazynowy').waitFor();
    await row(holder, number).click();
    await holder.getByTestId('actions-hint').getByText(/Zablokowany przez: Marek Magazynowy, od .*Poproś tę osobę o zwolnienie blokady/).waitFor();
    assert.equal(await holder.getByTestId('action-ship').isDisabled(), true);
    assert.equal(await holder.getByTestId('action-lock').isDisabled(), true, 'role 2 cannot take a fresh lock back');
    await screenshot(holder, 'packing-taken-from-me');

    // and the office packer's scan of it offers no takeover (role 2, fresh lock)
    await holder.getByTestId('scanner-input').fill(number);
    await holder.getByTestId('scanner-input').press('Enter');
    const asked = notice(holder, 'Zablokowany przez: Marek Magazynowy, od ');
    await asked.waitFor();
    assert.equal(await asked.getByTestId('notice-action').count(), 0);

    const history = await api(admin, 'GET', `/api/history?reference=${encodeURIComponent(number)}&action=lock_taken_over`);
    assert.equal(history.status, 200, JSON.stringify(history.body));
    assert.equal(history.body.data.length, 1, JSON.stringify(history.body));
    const entry = history.body.data[0];
    assert.equal(entry.userName, 'Marek Magazynowy');
    assert.equal(entry.before.lockedByName, 'Beata Biurowa');
    assert.equal(entry.after.previousHolder, 'Beata Biurowa');
    assert.equal(entry.after.lockedByName, 'Marek Magazynowy');
    await holder.context().close();
    await taker.context().close();
  });

  it('the take-over button in the action row: a warehouse worker takes an order the office holds', async () => {
    const office = await apiToken(USERS.biuro.email);
    const number = `TAKE-ROW-${Date.now()}`;
    const doc = await pushDocument(admin, number);
    assert.equal((await api(office, 'POST', `/api/documents/${doc.id}/lock`, { is_locked: true })).status, 200);
    const taker = await newPage(browser);
    await signIn(taker, USERS.magazyn.email, { to: '/app/packing' });
    await row(taker, number).click();
    await taker.getByTestId('actions-hint').getByText(/Zablokowany przez: Beata Biurowa, od .*Możesz przejąć blokadę/).waitFor();
    const button = taker.getByTestId('action-lock');
    assert.equal(await button.innerText(), 'Przejmij blokadę');
    await button.click();
    await row(taker, number).getByText('Zablokowany przeze mnie').waitFor();
    assert.equal(await taker.getByTestId('action-ship').isDisabled(), false);
    await taker.context().close();
  });
});
