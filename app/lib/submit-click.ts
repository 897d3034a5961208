// A click on a form's submit button right after typing in one of its fields must submit the form.
//
// Forms checked by Conform (noValidate; app/lib/form-timing.ts) check a field when it is left. A mouse press on the
// button is what leaves it: the browser moves the focus at mousedown, the field's message ("Vul een plaats in")
// appears above the button and pushes it down, and the mouseup lands beside it. The click then goes to the form, not
// the button, and nothing is sent: the shopper has to click twice (seen under load in the account's address form,
// issue 38). So a press on a submit button keeps the focus in the field; the click submits, and the submit checks
// every field anyway (and moves the focus to the first wrong one). Keyboard and screen-reader users are not
// affected: they submit with Enter or a click without a press. docs/decisions/0088.
const FIELD = 'input, select, textarea';

/** Whether this mousedown is a press of a submit button of the form the focused field belongs to. */
export function pressesSubmitOfFocusedForm(event: Pick<MouseEvent, 'button' | 'target'>, active: Element | null): boolean {
  if (event.button !== 0 || !(event.target instanceof Element) || !active?.matches(FIELD)) return false;
  const control = event.target.closest('button, input[type="submit"], input[type="image"]');
  if (!(control instanceof HTMLButtonElement || control instanceof HTMLInputElement) || control.type === 'button') return false;
  if (control instanceof HTMLButtonElement && control.type !== 'submit') return false;
  const form = control.form;
  return Boolean(form && form.noValidate && (active as HTMLInputElement).form === form);
}

/** Installs the guard on a document; answers the function that removes it. */
export function keepSubmitClicks(doc: Document): () => void {
  const onMouseDown = (event: MouseEvent) => {
    if (pressesSubmitOfFocusedForm(event, doc.activeElement)) event.preventDefault();
  };
  doc.addEventListener('mousedown', onMouseDown, true);
  return () => doc.removeEventListener('mousedown', onMouseDown, true);
}
