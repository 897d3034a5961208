// docs/requirements/operations.md#validation "Login and address forms validate on submit and per field": every Conform form of the shop
// checks a field when it is left (the first blur already, not only after the field was edited again)
// and again on each keystroke once it has been checked, so a message goes away as it is fixed.
// One set-up shared by all forms, spread into `useForm({ ...perFieldChecks, … })` (docs/decisions/0048).
export const perFieldChecks = { shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const;
