import { Link } from 'react-router';
import type { ContentBlock as ContentBlockData } from '#contract/schemas/content';

/** docs/requirements/content-and-newsletter.md#screens-and-routes Content block; the description is HTML from our own CMS data, sanitised at the source. */
export function ContentBlock({ block }: { block: ContentBlockData }) {
  return (
    <section className={`content-block image-${block.image_position} bg-${block.background || 'yellow'}`}>
      {block.image ? <img src={block.image} alt="" loading="lazy" width={600} height={600} /> : null}
      <div className="content-block-text">
        {block.title ? <h2>{block.title}</h2> : null}
        {block.sub_title ? <p className="content-block-sub">{block.sub_title}</p> : null}
        <div dangerouslySetInnerHTML={{ __html: block.description }} />
        {block.link && block.button_text ? (
          <Link className="button button-primary" to={block.link}>
            {block.button_text}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
