// Small pieces the account and return forms use: the alerts, the submit button, the password hint.
import { useNavigation } from 'react-router';
import { useEffect, useState, type ReactNode } from 'react';

/** Danger alert for a failed submit (docs/requirements/accounts.md#errors). */
export function ErrorAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="alert alert-danger" role="alert">
      {message}
    </p>
  );
}

/** Success alert; with JavaScript it hides itself after 5 seconds (docs/requirements/accounts.md#states Account save, #limits). */
export function NoticeAlert({ message, autoHide = true }: { message?: string | null; autoHide?: boolean }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    if (!message || !autoHide) return;
    const timer = setTimeout(() => setVisible(false), 5000);
    return () => clearTimeout(timer);
  }, [message, autoHide]);
  if (!message || !visible) return null;
  return (
    <p className="alert alert-success" role="status">
      {message}
    </p>
  );
}

export function SubmitButton({
  children,
  busyText = 'Bezig…',
  name,
  value,
}: {
  children: ReactNode;
  busyText?: string;
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (!name || navigation.formData?.get(name) === value);
  return (
    <button type="submit" className="button button-primary" name={name} value={value} disabled={busy} aria-disabled={busy || undefined}>
      {busy ? busyText : children}
    </button>
  );
}

/** A password input with the rule spelled out (docs/decisions/0001). */
export const PASSWORD_HINT = 'Minimaal 8 tekens, met een kleine letter, een hoofdletter, een cijfer en een van deze tekens: $ @ ! % ? &';

/**
 * A key for an uncontrolled form: with JavaScript a submit does not reload the page, so the inputs
 * would keep what was typed. Keying the form on the saved data and the last answer re-renders it
 * like the no-JS page does (saved values as normalised by the server, password fields empty).
 */
export function formKey(...parts: unknown[]): string {
  return JSON.stringify(parts);
}
