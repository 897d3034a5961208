// The checkout steps' data as the API stores and answers it (GET /v1/checkout, the step posts).

export interface Issue {
  path: string;
  message: string;
}

export interface CheckoutAddress {
  first_name?: string;
  last_name?: string;
  company?: string;
  zipcode: string;
  house_number: string;
  extension: string;
  street: string;
  city: string;
  country_code: string;
}

export interface CheckoutCustomer {
  type: 'private' | 'company';
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  vat_number: string;
  coc_number: string;
}

export interface CheckoutPayment {
  method: string;
  issuer: string | null;
  dob: string | null;
  gender: string | null;
  phone: string | null;
  installment: number | null;
  terms: boolean;
}

export interface CheckoutDetails {
  customer?: CheckoutCustomer;
  billing?: CheckoutAddress;
  sameDeliveryAddress?: boolean;
  shipping?: CheckoutAddress | null;
  payment?: CheckoutPayment;
  /** Shipping insurance chosen at the payment step (SHIPPING_INSURANCE). */
  shippingInsurance?: boolean;
}
