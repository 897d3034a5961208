// docs/requirements/accounts.md#errors texts of the account pages, for the server's answers and the browser's own checks alike.
export const GENERIC_LOGIN_ERROR = 'Oeps, er ging iets mis. Probeer het nog een keer.';
export const GENERIC_SAVE_ERROR = 'Er ging iets mis met het opslaan van de gegevens. Probeer opnieuw.';
export const SAVED = 'De wijzigingen zijn opgeslagen.';
