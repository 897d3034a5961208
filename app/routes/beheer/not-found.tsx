// /beheer/… that names no page: a 404 inside the back office (after the login check).
import { notFound } from '~/lib/admin/form.server';

export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
