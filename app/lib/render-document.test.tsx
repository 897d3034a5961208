// The document renderer writes a finished Suspense boundary where it stands, whatever comes before it: a
// visitor without JavaScript has no script to move a boundary React wrote later, hidden (docs/decisions/0079).
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './render-document';

async function html(element: React.ReactNode): Promise<string> {
  const { body, allReady } = await renderDocument(element, { nonce: 'n', signal: new AbortController().signal, onError: () => {} });
  await allReady;
  return new Response(body).text();
}

describe('renderDocument', () => {
  it('writes a large finished Suspense boundary in place after a long page, with no hidden segment or reveal script', async () => {
    const filler = Array.from({ length: 400 }, (_, i) => <p key={i}>Dekbedovertrek {i} van katoensatijn, wit, 140x200/220</p>);
    const reviews = Array.from({ length: 40 }, (_, i) => (
      <li key={i}>Beoordeling {i}: heerlijk geslapen, goed verpakt en snel bezorgd.</li>
    ));
    const page = await html(
      <html lang="nl">
        <body>
          <main>{filler}</main>
          <Suspense fallback={<p>Laden…</p>}>
            <section id="beoordelingen">
              <h2>Beoordelingen</h2>
              <ul>{reviews}</ul>
            </section>
          </Suspense>
        </body>
      </html>,
    );
    expect(page.length).toBeGreaterThan(20_000);
    expect(page).toContain('<section id="beoordelingen"><h2>Beoordelingen</h2>');
    expect(page.indexOf('Beoordeling 0:')).toBeLessThan(page.indexOf('</body>'));
    expect(page).not.toContain('Laden…');
    expect(page).not.toMatch(/<div hidden id="S:/);
    expect(page).not.toContain('$RC');
  });
});
