// The box-spring configurator's definition (docs/requirements/assistant-and-guided-selling.md#data Configurator) and its flow rules (docs/requirements/assistant-and-guided-selling.md#states/#validation).
// Pure code (its one import is the shop's money formatter): the commerce API prices and validates
// configurations with it, and the storefront's configurator route walks the steps with the same rules.

import { formatPrice } from '../../lib/money';

export interface ConfiguratorOption {
  id: string;
  btnText: string;
  btnSubText: string | null;
  btnId: string;
  /** Surcharge in cents on top of the base price. */
  extra: number;
  /** Tooltip. */
  text: string | null;
  /** A badge such as 'Populair'. */
  label: string | null;
  /** Part and variant of the scene renderer (the layered SVG parts of /media/configurator). */
  xpoId: string | null;
  xpoVarId: string | null;
  /** Swatch or option picture; a failing one shows blank. */
  image?: string | null;
}

export interface ConfiguratorProperty {
  property: string;
  title: string;
  options: ConfiguratorOption[];
}

export type StepType = 'tile' | 'buttons' | 'summary';

export interface ConfiguratorStep {
  order: number;
  title: string;
  type: StepType;
  /** The step's property when it has one; multi-property steps list theirs in `properties`. */
  property: string | null;
  multiProperties: boolean;
  properties: ConfiguratorProperty[];
  /** An information panel beside the step ('firmness' advice, 'bed-width'). */
  info?: 'firmness' | 'bed-width' | null;
}

export interface ConfiguratorDefinition {
  name: string;
  code: string;
  /** Cents, for the smallest size without extras. */
  basePrice: number;
  fallbackImage: string;
  /** What the scene shows for parts not chosen yet. */
  defaultConfig: Record<string, string>;
  category: string;
  steps: ConfiguratorStep[];
}

/** property → chosen option id */
export type Configuration = Record<string, string>;

export const SUMMARY_TITLE = 'Overzicht';

/**
 * The steps a shopper walks: properties without options and steps left without any are dropped,
 * the rest in `order`, with the summary step appended last.
 */
export function visibleSteps(def: Pick<ConfiguratorDefinition, 'steps'>): ConfiguratorStep[] {
  const steps = def.steps
    .filter((s) => s.type !== 'summary')
    .map((s) => ({ ...s, properties: s.properties.filter((p) => p.options.length > 0) }))
    .filter((s) => s.properties.length > 0)
    .sort((a, b) => a.order - b.order);
  return [
    ...steps,
    {
      order: (steps.at(-1)?.order ?? 0) + 1,
      title: SUMMARY_TITLE,
      type: 'summary',
      property: null,
      multiProperties: false,
      properties: [],
    },
  ];
}

/** Every property the configuration needs, in step order. */
export function allProperties(steps: ConfiguratorStep[]): ConfiguratorProperty[] {
  return steps.flatMap((s) => s.properties);
}

export function findOption(property: ConfiguratorProperty, id: string | undefined | null): ConfiguratorOption | null {
  return id ? (property.options.find((o) => o.id === id) ?? null) : null;
}

/** Keeps only known properties with valid option ids (a shared or stale URL never breaks the page). */
export function cleanConfiguration(steps: ConfiguratorStep[], input: Record<string, unknown>): Configuration {
  const out: Configuration = {};
  for (const p of allProperties(steps)) {
    const value = input[p.property];
    const id = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof id === 'string' && findOption(p, id)) out[p.property] = id;
  }
  return out;
}

/** Next is allowed only when every part of the step is chosen. */
export function stepComplete(step: ConfiguratorStep, config: Configuration): boolean {
  return step.properties.every((p) => findOption(p, config[p.property]) !== null);
}

/** 1-based number of the first step not complete; the summary's number when all are. */
export function firstIncompleteStep(steps: ConfiguratorStep[], config: Configuration): number {
  const i = steps.findIndex((s) => s.type !== 'summary' && !stepComplete(s, config));
  return i < 0 ? steps.length : i + 1;
}

/** A step beyond the last (or nonsense) wraps to step 1. */
export function wrapStep(requested: number, stepCount: number): number {
  return Number.isInteger(requested) && requested >= 1 && requested <= stepCount ? requested : 1;
}

/** 'step-3' → 3; anything else → NaN. */
export function parseStepParam(param: string | undefined | null): number {
  const match = /^step-(\d{1,3})$/.exec(param ?? '');
  return match ? Number(match[1]) : Number.NaN;
}

/** A step can be (re)visited when it is chosen already or every step before it is. */
export function canVisit(steps: ConfiguratorStep[], config: Configuration, n: number): boolean {
  const step = steps[n - 1];
  if (!step) return false;
  if (step.type !== 'summary' && stepComplete(step, config)) return true;
  return n <= firstIncompleteStep(steps, config);
}

/** docs/requirements/assistant-and-guided-selling.md#states: complete when every part is chosen with a non-empty description. */
export function orderComplete(steps: ConfiguratorStep[], config: Configuration): boolean {
  return allProperties(steps).every((p) => {
    const option = findOption(p, config[p.property]);
    return option !== null && option.btnText.trim() !== '';
  });
}

/** Total in cents: base price plus the extras of every chosen option. */
export function configuredPrice(def: Pick<ConfiguratorDefinition, 'basePrice'>, steps: ConfiguratorStep[], config: Configuration): number {
  let total = def.basePrice;
  for (const p of allProperties(steps)) total += findOption(p, config[p.property])?.extra ?? 0;
  return total;
}

/** With fewer than two steps to choose in, the step bar is hidden. */
export function showStepBar(steps: ConfiguratorStep[]): boolean {
  return steps.filter((s) => s.type !== 'summary').length >= 2;
}

export interface SummaryLine {
  step: number;
  stepTitle: string;
  property: string;
  title: string;
  value: string;
  extra: number;
}

export function summaryLines(steps: ConfiguratorStep[], config: Configuration): SummaryLine[] {
  const lines: SummaryLine[] = [];
  steps.forEach((s, i) => {
    for (const p of s.properties) {
      const option = findOption(p, config[p.property]);
      lines.push({
        step: i + 1,
        stepTitle: s.title,
        property: p.property,
        title: p.title,
        value: option?.btnText ?? '',
        extra: option?.extra ?? 0,
      });
    }
  });
  return lines;
}

/** Stable id of a configuration (the cart line's boxconfig_id): same product and choices, same id. */
export function configurationId(code: string, steps: ConfiguratorStep[], config: Configuration): string {
  const text = [code, ...allProperties(steps).map((p) => `${p.property}=${config[p.property] ?? ''}`)].join('|');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${code}-${(h >>> 0).toString(36)}`;
}

/** The parts the scene renderer layers, from the configuration with defaults for what is not chosen. */
export const SCENE_PARTS = ['size', 'headboard', 'colour', 'legs'] as const;

/** The render URL of the scene for a configuration: cacheable, one URL per visible combination. */
export function sceneUrl(def: Pick<ConfiguratorDefinition, 'code' | 'defaultConfig'>, config: Configuration): string {
  const params = new URLSearchParams();
  for (const part of SCENE_PARTS) {
    const value = config[part] ?? def.defaultConfig[part];
    if (value) params.set(part, value);
  }
  return `/media/configurator/${def.code}.svg?${params.toString()}`;
}

/** '€ 1.234,56' (docs/requirements/assistant-and-guided-selling.md#screens-and-routes): the shop's one money formatter (lib/money.ts) under the configurator's name. */
export const formatEuro = formatPrice;
