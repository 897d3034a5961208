import { describe, expect, it } from 'vitest';
import { LoginSchema } from './customer';
import { formValues, parseForm, readForm } from './form';

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

describe('form parsing', () => {
  it('gives the first message per field and the typed values without secrets', () => {
    const r = parseForm(LoginSchema, form({ username: '', password: '', redirectTo: '/account/' }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({ username: 'Vul je e-mailadres in', password: 'Vul je wachtwoord in' });
      expect(r.values).toEqual({ username: '', redirectTo: '/account/' });
    }
  });
  it('never echoes passwords or tokens', () => {
    expect(formValues(form({ password: 'x', password_confirmation: 'y', current_password: 'z', token: 't', email: 'e@x.nl' }))).toEqual({ email: 'e@x.nl' });
  });
  it('reads a broken body as an empty form', async () => {
    const request = new Request('http://x/', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: 'kapot' });
    expect([...(await readForm(request)).keys()]).toEqual([]);
  });
});
