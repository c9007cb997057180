import type { Locator } from 'playwright-core';

/** The sign-up form's fields, by their labels' start, in each language. */
const labels = {
  bm: {
    name: /^Nama penuh/,
    mobile: /^Nombor telefon bimbit/,
    password: /^Kata laluan/,
    confirm: /^Sahkan kata laluan/,
    state: /^Negeri mengundi/,
    parliament: /^Kawasan parlimen/,
    dun: /^Kawasan DUN/,
  },
  eng: {
    name: /^Full name/,
    mobile: /^Mobile number/,
    password: /^Password/,
    confirm: /^Confirm password/,
    state: /^Voting state/,
    parliament: /^Parliament constituency/,
    dun: /^DUN constituency/,
  },
} as const;

/**
 * Fills the members' sign-up form (`form`) in the page's language as a visitor would: the name,
 * the mobile number, the password twice and the seats (Johor, P.140 Segamat, N.02 Jementah).
 */
export async function fillSignUp(
  form: Locator,
  language: keyof typeof labels,
  name: string,
  mobile: string,
  password = 'rahsia-kuat-1',
): Promise<void> {
  const label = labels[language];
  await form.getByLabel(label.name).fill(name);
  await form.getByLabel(label.mobile).fill(mobile);
  await form.getByLabel(label.password).fill(password);
  await form.getByLabel(label.confirm).fill(password);
  await form.getByLabel(label.state).selectOption({ label: 'Johor' });
  await form.getByLabel(label.parliament).selectOption({ label: 'P.140 Segamat' });
  await form.getByLabel(label.dun).selectOption({ label: 'N.02 Jementah' });
}
