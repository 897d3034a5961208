/** The payment method logos of the footer and the cart. */
export function PaymentLogos({ methods }: { methods: { code: string; title: string }[] }) {
  return (
    <ul className="payment-logos" aria-label="Betaalmethoden">
      {methods.map((m) => (
        <li key={m.code}>
          <img src={`/icons/payment/${m.code}.svg`} alt={m.title} width={48} height={30} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
