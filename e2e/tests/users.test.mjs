import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, menuEntries, newPage, screenshot, settled, signIn, USERS } from '../support/browser.mjs';

/** Issue 3: the admin creates a role 2 user, who signs in and sees Pakowanie; the admin demotes
 *  them to role 1 and their open session is signed out on its next request. */
describe('users', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  const stamp = Date.now().toString().slice(-6);
  const newUser = { email: `e2e.biuro.${stamp}@example.com`, firstName: 'Ewa', lastName: `Testowa${stamp}`, number: String(40000 + Number(stamp.slice(-4))), password: 'e2e-secret-pass' };

  it('admin creates a role 2 user who sees Pakowanie; demoted to role 1, their session ends on its next request', async () => {
    const admin = await newPage(browser);
    await signIn(admin, USERS.admin.email, { to: '/app/users' });
    await admin.getByTestId('users-table').waitFor();
    await admin.getByRole('row').filter({ hasText: USERS.magazyn.email }).getByText('Pracownik magazynu').waitFor();

    // create
    await admin.getByRole('button', { name: 'Dodaj użytkownika' }).click();
    const drawer = admin.getByTestId('user-form-drawer');
    await drawer.getByLabel('E-mail').fill(newUser.email);
    await drawer.getByLabel('Imię').fill(newUser.firstName);
    await drawer.getByLabel('Nazwisko').fill(newUser.lastName);
    await drawer.getByLabel('Rola').selectOption({ label: 'Pracownik biura' });
    await drawer.getByLabel('Nr pracownika').fill(newUser.number);
    await drawer.getByLabel('Hasło').fill(newUser.password);
    await settled(admin); // the drawer has slid in
    await screenshot(admin, 'users-create-drawer');
    await drawer.getByRole('button', { name: 'Zapisz' }).click();
    await admin.getByTestId('message-dialog').getByText(`Użytkownik ${newUser.firstName} ${newUser.lastName} został dodany`).waitFor();
    await admin.getByTestId('user-form-drawer').waitFor({ state: 'detached' });

    // the same e-mail again: the server's error shows on the field
    await admin.getByRole('button', { name: 'Dodaj użytkownika' }).click();
    await drawer.getByLabel('E-mail').fill(newUser.email.toUpperCase());
    await drawer.getByLabel('Imię').fill('Inna');
    await drawer.getByLabel('Nazwisko').fill('Osoba');
    await drawer.getByLabel('Nr pracownika').fill('49999');
    await drawer.getByLabel('Hasło').fill('another-pass-1');
    await drawer.getByRole('button', { name: 'Zapisz' }).click();
    await drawer.getByText('Ta wartość jest już używana przez innego użytkownika').waitFor();
    await drawer.getByRole('button', { name: 'Anuluj' }).click();

    // search finds the new row
    await admin.getByLabel('Szukaj użytkowników').fill(newUser.lastName);
    const row = admin.getByRole('row').filter({ hasText: newUser.email });
    await row.getByText('Pracownik biura').waitFor();
    await admin.waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 1);

    // the new user signs in and sees Pakowanie
    const user = await newPage(browser);
    await signIn(user, newUser.email, newUser.password);
    await user.waitForURL(/\/app\/packing$/);
    assert.ok((await menuEntries(user)).includes('Pakowanie'));
    await screenshot(user, 'users-new-user-packing');

    // the admin demotes them to Klient
    await row.getByRole('button', { name: `Edytuj ${newUser.email}` }).click();
    await drawer.getByLabel('Rola').selectOption({ label: 'Klient' });
    await drawer.getByRole('button', { name: 'Zapisz' }).click();
    await admin.getByTestId('message-dialog').getByText(`Zmiany użytkownika ${newUser.firstName} ${newUser.lastName} zostały zapisane`).waitFor();
    await row.getByText('Klient').waitFor();

    // the user's open session: its next request is refused and the app signs them out
    await user.reload();
    await user.waitForURL(/\/authentication\/login$/);
    assert.equal(await user.evaluate(() => localStorage.getItem('token')), null);

    // signing in again gives the new role: no Pakowanie
    await signIn(user, newUser.email, { password: newUser.password, to: '/app' });
    await user.waitForURL(/\/app\/inventories$/);
    assert.ok(!(await menuEntries(user)).includes('Pakowanie'));
    await user.context().close();

    // delete with a confirmation naming the user
    await row.getByRole('button', { name: `Usuń ${newUser.email}` }).click();
    const confirm = admin.getByTestId('delete-user-dialog');
    await confirm.getByText(`${newUser.firstName} ${newUser.lastName} (${newUser.email})`).waitFor();
    await confirm.getByRole('button', { name: 'Usuń' }).click();
    await admin.getByTestId('message-dialog').getByText(`Użytkownik ${newUser.firstName} ${newUser.lastName} został usunięty`).waitFor();
    await admin.getByText('Brak użytkowników spełniających kryteria').waitFor();
    await admin.context().close();
  });

  it('register and forgot-password pages say to ask an administrator when closed and without SMTP', async () => {
    const page = await newPage(browser);
    await page.goto('/authentication/register');
    await page.getByTestId('registration-closed').getByText('Rejestracja jest wyłączona').waitFor();
    await page.goto('/authentication/forgot-password');
    await page.getByTestId('reset-by-admin').getByText('skontaktuj się z administratorem').waitFor();
    await page.context().close();
  });
});
