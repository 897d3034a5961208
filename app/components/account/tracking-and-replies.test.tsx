// What a customer sees of the back office's work: the track & trace link on their order page, and
// the shop's public reply under a review. Both are text the staff typed: shown as text, never as markup.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewItem } from '~/components/product/product-reviews';
import { TrackingBlock } from './orders';

describe('tracking on the order page', () => {
  it('links the code to the carrier’s page and names the carrier', () => {
    const html = renderToStaticMarkup(
      <TrackingBlock
        tracking={{
          carrier: 'PostNL',
          code: '3STRACK0001',
          url: 'https://jouw.postnl.nl/track-and-trace/3STRACK0001-NL-1234AB',
          shipped_at: '2026-11-20T10:00:00Z',
        }}
      />,
    );
    expect(html).toContain('Volg je pakket');
    expect(html).toContain('onderweg met PostNL');
    expect(html).toContain(
      '<a href="https://jouw.postnl.nl/track-and-trace/3STRACK0001-NL-1234AB" rel="noopener noreferrer">3STRACK0001</a>',
    );
  });
  it('shows nothing before the order is shipped', () => {
    expect(renderToStaticMarkup(<TrackingBlock tracking={null} />)).toBe('');
  });
});

describe('a review with the shop’s reply', () => {
  const review = {
    id: 1,
    display_name: 'Sanne',
    title: 'Heerlijk',
    content: 'Zacht.',
    score: 5,
    created_at: '2026-11-20T10:00:00Z',
    date: '20 november 2026',
  };
  it('shows the reply under the review, as text', () => {
    const html = renderToStaticMarkup(<ReviewItem review={{ ...review, reply: 'Dank je wel! <script>alert(1)</script>' }} />);
    expect(html).toContain('Reactie van Slaapzaak');
    expect(html).toContain('Dank je wel! &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
  it('shows no reply block without a reply', () => {
    expect(renderToStaticMarkup(<ReviewItem review={{ ...review, reply: null }} />)).not.toContain('review-reply');
  });
});
