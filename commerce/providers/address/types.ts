/** Dutch address lookup by postcode + house number (docs/requirements/checkout-and-payment.md#validation Invoice address). */
export interface AddressQuery {
  /** Normalised '1234AB'. */
  zipcode: string;
  houseNumber: string;
  extension?: string;
  countryCode: string;
}

export interface AddressLookup {
  /** The street and city, or null when the address does not exist (or the service cannot say). */
  lookup(query: AddressQuery): Promise<{ street: string; city: string } | null>;
}
