import { describe, expect, it } from 'vitest';
import { CONFIGURATORS } from '../../commerce/db/seed/configurators';
import {
  canVisit,
  cleanConfiguration,
  configQuery,
  configuredPrice,
  firstIncompleteStep,
  formatEuro,
  orderComplete,
  parseStepParam,
  sceneUrl,
  showStepBar,
  stepComplete,
  visibleSteps,
  wrapStep,
  type ConfiguratorDefinition,
} from '../../app/lib/configurator';

const hotel = CONFIGURATORS.find((c) => c.code === 'boxspringset-hotel')!;
const nordic = CONFIGURATORS.find((c) => c.code === 'boxspringset-nordic')!;
const full = {
  size: '160x200',
  type: 'elektrisch',
  headboard: 'gecapitonneerd',
  fabric: 'velvet',
  colour: 'navy',
  mattress: 'pocket-latex',
  firmness: 'medium',
  topper: 'latex',
  legs: 'eiken',
};

describe('configurator steps', () => {
  it('appends the summary step and drops steps without options', () => {
    const steps = visibleSteps(hotel);
    expect(steps.map((s) => s.title)).toEqual([
      'Maat',
      'Type',
      'Hoofdbord',
      'Stof en kleur',
      'Matras',
      'Hardheid',
      'Topper',
      'Poten',
      'Overzicht',
    ]);
    expect(visibleSteps(nordic).map((s) => s.title)).not.toContain('Topper');
    expect(visibleSteps(nordic).at(-1)!.type).toBe('summary');
  });

  it('hides the step bar with fewer than two steps to choose in', () => {
    const one: ConfiguratorDefinition = { ...hotel, steps: hotel.steps.slice(0, 1) };
    expect(showStepBar(visibleSteps(one))).toBe(false);
    expect(showStepBar(visibleSteps({ ...hotel, steps: hotel.steps.slice(0, 2) }))).toBe(true);
    expect(showStepBar(visibleSteps({ ...hotel, steps: [{ ...hotel.steps[0]!, properties: [] }, hotel.steps[1]!] }))).toBe(false);
  });

  it('wraps a step beyond the last (and nonsense) to step 1', () => {
    expect(wrapStep(3, 9)).toBe(3);
    expect(wrapStep(9, 9)).toBe(9);
    expect(wrapStep(10, 9)).toBe(1);
    expect(wrapStep(0, 9)).toBe(1);
    expect(wrapStep(parseStepParam('step-x'), 9)).toBe(1);
    expect(parseStepParam('step-4')).toBe(4);
  });

  it('a step is complete only when every part is chosen (stof and kleur both)', () => {
    const steps = visibleSteps(hotel);
    const fabric = steps[3]!;
    expect(stepComplete(fabric, { fabric: 'velvet' })).toBe(false);
    expect(stepComplete(fabric, { fabric: 'velvet', colour: 'navy' })).toBe(true);
    expect(stepComplete(fabric, { fabric: 'velvet', colour: 'paars' })).toBe(false);
  });

  it('revisits only chosen or earlier steps', () => {
    const steps = visibleSteps(hotel);
    const config = { size: '140x200', type: 'vlak' };
    expect(firstIncompleteStep(steps, config)).toBe(3);
    expect(canVisit(steps, config, 1)).toBe(true);
    expect(canVisit(steps, config, 3)).toBe(true);
    expect(canVisit(steps, config, 4)).toBe(false);
    expect(canVisit(steps, config, 9)).toBe(false);
    expect(canVisit(steps, full, 9)).toBe(true);
    // A chosen later step stays reachable even when an earlier one is emptied.
    expect(canVisit(steps, { ...full, size: '' }, 5)).toBe(true);
  });

  it('keeps only known options from a URL', () => {
    const steps = visibleSteps(hotel);
    expect(cleanConfiguration(steps, { size: '160x200', type: 'raket', legs: ['eiken', 'chroom'], foo: 'bar' })).toEqual({
      size: '160x200',
      legs: 'chroom',
    });
    expect(configQuery(steps, { legs: 'eiken', size: '160x200' })).toBe('size=160x200&legs=eiken');
  });
});

describe('configurator price', () => {
  it('is the base price plus the extras of the chosen options', () => {
    const steps = visibleSteps(hotel);
    expect(configuredPrice(hotel, steps, {})).toBe(129_900);
    expect(configuredPrice(hotel, steps, full)).toBe(129_900 + 20_000 + 90_000 + 15_000 + 10_000 + 25_000 + 14_900 + 4_900);
    expect(orderComplete(steps, full)).toBe(true);
    expect(orderComplete(steps, { ...full, topper: undefined } as never)).toBe(false);
  });

  it('is shown with two decimals and a comma', () => {
    expect(formatEuro(123_456)).toBe('€ 1.234,56');
    expect(formatEuro(129_900)).toBe('€ 1.299,00');
    expect(formatEuro(5)).toBe('€ 0,05');
    expect(formatEuro(309_700)).toBe('€ 3.097,00');
  });

  it('renders one scene URL per visible combination, with defaults for what is not chosen', () => {
    expect(sceneUrl(hotel, {})).toBe(
      '/media/configurator/boxspringset-hotel.svg?size=180x200&headboard=hotel-recht&colour=antraciet&legs=zwart-rond',
    );
    expect(sceneUrl(hotel, { ...full, topper: 'gel' })).toBe(sceneUrl(hotel, full));
  });
});
