/** VAT number validation (docs/requirements/checkout-and-payment.md#validation: a failed call counts as valid). */
export interface VatValidator {
  /** 'valid' | 'invalid' from the service; 'unavailable' when the service could not answer. */
  validate(countryCode: 'NL' | 'BE', number: string): Promise<'valid' | 'invalid' | 'unavailable'>;
}
