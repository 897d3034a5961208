import { useNonce } from '~/lib/nonce';

/** A JSON-LD block (built on the server, e.g. breadcrumbJsonLd), with the page's CSP nonce. */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
