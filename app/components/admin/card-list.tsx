// A back-office queue as cards (reviews, returns): one card per item, or a line saying there is
// none. The list is keyed to the navigation and the action's answer (formInstanceKey), so the
// cards' forms start afresh with each of them.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { formInstanceKey } from '~/components/ui/form-field';
import type { AdminAnswer } from './forms';

export function CardList<T>({
  items,
  empty,
  answer,
  children,
}: {
  items: readonly T[];
  empty: string;
  answer?: AdminAnswer;
  /** The card of one item: an `<li>` with its key. */
  children: (item: T) => ReactNode;
}) {
  const location = useLocation();
  if (items.length === 0) return <p className="admin-empty">{empty}</p>;
  return (
    <ul className="admin-cards" key={formInstanceKey(location.key, answer)}>
      {items.map((item) => children(item))}
    </ul>
  );
}
