/** docs/requirements/content-and-newsletter.md#screens-and-routes: the main menu shows at most 9 items when there are more than 10. */
export function visibleMainMenu<T>(items: T[]): T[] {
  return items.length > 10 ? items.slice(0, 9) : items;
}
