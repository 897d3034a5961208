import { describe, expect, it } from 'vitest';
import { visibleMainMenu } from './menu';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('visibleMainMenu', () => {
  it('keeps up to 10 items as they are', () => {
    expect(visibleMainMenu(items(10))).toHaveLength(10);
    expect(visibleMainMenu(items(3))).toHaveLength(3);
  });
  it('caps at 9 when there are more than 10', () => {
    expect(visibleMainMenu(items(11))).toEqual(items(9));
    expect(visibleMainMenu(items(40))).toHaveLength(9);
  });
});
