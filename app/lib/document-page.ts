// The page this document was loaded with, as the browser first showed it (path and query), until the shopper
// goes to another page in it. A product page's view is recorded by the server in the document's answer
// (recordProductViewHeader); the browser store records only views it shows itself, by client-side navigation.
// React Router 8 gives the document's own history entry a key of its own after it starts, so its location key
// ('default' under React Router 7) cannot tell the two apart (content.spec.ts, "last viewed").
let documentPage: string | null = typeof window === 'undefined' ? null : window.location.pathname + window.location.search;

/** True while `pathname` + `search` is still the page the document was loaded with, before any other page. */
export function isDocumentPage(pathname: string, search: string): boolean {
  return documentPage !== null && documentPage === pathname + search;
}

/** Called for every page shown (root): once another page has been shown, no later page is the document's. */
export function notePageShown(pathname: string, search: string): void {
  if (documentPage !== null && documentPage !== pathname + search) documentPage = null;
}
