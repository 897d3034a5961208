import { Link } from 'react-router';
import { optionChoices, type OptionVariant, type ProductOptionsInput } from '~/lib/product-options';

/**
 * Option pickers as links to ?variant=…: the choice is in the URL, so it works without JavaScript,
 * survives a reload and can be shared. With JavaScript the link is a client navigation.
 */
export function VariantPicker({ product, current }: { product: ProductOptionsInput; current: OptionVariant }) {
  const pickers = optionChoices(product, current);
  if (pickers.length === 0) return null;
  return (
    <>
      {pickers.map((picker) => (
        <nav key={picker.title} className="variant-picker" aria-label={`Kies ${picker.title.toLowerCase()}`}>
          <p className="variant-picker-title">
            {picker.title}: <strong>{picker.choices.find((c) => c.selected)?.title}</strong>
          </p>
          <ul>
            {picker.choices.map((choice) => (
              <li key={choice.title}>
                <Link
                  to={choice.href}
                  replace
                  preventScrollReset
                  className={choice.soldOut ? 'variant-choice sold-out' : 'variant-choice'}
                  aria-current={choice.selected ? 'true' : undefined}
                  rel="nofollow"
                >
                  {choice.title}
                  {choice.soldOut ? <span className="visually-hidden"> (uitverkocht)</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
