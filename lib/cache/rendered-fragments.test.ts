import { describe, expect, it } from 'vitest';
import { renderedFragment, renderedFragmentBytes } from './rendered-fragments';

/** A fragment renderer that counts its renders and shows every input in its HTML. */
function counted() {
  let renders = 0;
  const render = (name: string, data: object, variant: string) =>
    renderedFragment(name, [data, variant], () => `<li data-v="${variant}">${JSON.stringify(data)} ${++renders}</li>`);
  return { render, renders: () => renders };
}

describe('rendered fragments', () => {
  it('renders once for the same name, data object and variant', () => {
    const { render, renders } = counted();
    const data = Object.freeze({ title: 'Wit' });
    const first = render('tiles', data, 'a');
    expect(render('tiles', data, 'a')).toBe(first);
    expect(renders()).toBe(1);
  });

  it('renders again when any input changes: the fragment, the data object or the variant', () => {
    const { render, renders } = counted();
    const data = Object.freeze({ title: 'Grijs' });
    render('tiles', data, 'a');
    render('filters', data, 'a'); // another fragment of the same data
    render('tiles', Object.freeze({ title: 'Grijs' }), 'a'); // a new answer with the same content
    render('tiles', data, 'b'); // another variant (e.g. the visitor's favourites)
    expect(renders()).toBe(4);
    render('tiles', data, 'a');
    render('filters', data, 'a');
    render('tiles', data, 'b');
    expect(renders()).toBe(4);
  });

  it('counts what it keeps at two bytes a character, and keeps nothing when the render fails', () => {
    const before = renderedFragmentBytes();
    const html = renderedFragment('bytes', [Object.freeze({})], () => '<p>twaalf</p>');
    expect(renderedFragmentBytes()).toBe(before + html.length * 2);
    const data = Object.freeze({});
    expect(() =>
      renderedFragment('broken', [data], () => {
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(renderedFragment('broken', [data], () => '<p>ok</p>')).toBe('<p>ok</p>');
  });
});
