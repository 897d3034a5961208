// /configurator/{category}/{product}/step-{n}/ — the box-spring configurator (docs/requirements/assistant-and-guided-selling.md#screens-and-routes, #states, #validation).
// Each step is a GET form, so the configuration lives in the URL: it works without JavaScript,
// survives a reload and can be shared. With JavaScript the scene and price follow every choice at
// once and a step cannot be left unfinished. This module is its own chunk: it loads only here.
import { Form, Link, useNavigate } from 'react-router';
import { useEffect, useMemo, useState } from 'react';
import { OptionGroups } from '~/components/configurator/option-groups';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { pushEcommerce } from '~/lib/analytics';
import {
  canVisit,
  configQuery,
  configuredPrice,
  formatEuro,
  sceneUrl,
  showStepBar,
  stepComplete,
  stepHref,
  type Configuration,
  type ConfiguratorStep,
} from '~/lib/configurator';
import wizardStyles from '~/styles/wizard.css?url';
import { configuratorAction, loadConfigurator } from './configurator.server';
import { CsrfField } from '~/components/ui/csrf-field';
import type { Route } from './+types/configurator';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: wizardStyles }];
/** The layout hides the chat widget on this page (docs/requirements/assistant-and-guided-selling.md#screens-and-routes Default layout). */
export const handle = { hideChat: true };

export function loader(args: Route.LoaderArgs) {
  return loadConfigurator(args);
}

export function action(args: Route.ActionArgs) {
  return configuratorAction(args);
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `${data.def.name} samenstellen | Slaapzaak` : 'Boxspring samenstellen | Slaapzaak' },
  { name: 'robots', content: 'noindex, follow' },
];

type Page = Route.ComponentProps['loaderData'];

export default function ConfiguratorPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { def, steps, step } = page;
  // The shopper's choices on this step, ahead of the URL: scene and price follow them at once.
  const [config, setConfig] = useState<Configuration>(page.config);
  const [error, setError] = useState(page.error);
  useEffect(() => {
    setConfig(page.config);
    setError(page.error);
  }, [page.config, page.error]);
  const current = steps[step - 1]!;
  const price = useMemo(() => configuredPrice(def, steps, config), [def, steps, config]);
  const scene = sceneUrl(def, config);
  const item = {
    item_id: String(page.product.id),
    item_name: def.name,
    item_brand: page.product.brand,
    item_category: 'Boxsprings',
    price,
  };

  useEffect(() => {
    pushEcommerce('view_item', { items: [{ ...item, price: page.price }], value: page.price });
  }, [def.code]);
  useEffect(() => {
    if (page.added) pushEcommerce('add_to_cart', { items: [{ ...item, price: page.price, quantity: 1 }], value: page.price });
  }, [page.added, page.query]);

  const crumbs = [
    { title: 'Home', url: '/' },
    { title: 'Boxsprings', url: '/boxspring/boxspring-kopen/' },
    { title: `${def.name} samenstellen`, url: '' },
  ];
  const isSummary = current.type === 'summary';
  const addError = actionData && 'addError' in actionData ? actionData.addError : null;

  return (
    <main id="main" className="container configurator-page">
      <Breadcrumbs items={crumbs} />
      <h1>{def.name} samenstellen</h1>
      {showStepBar(steps) ? <StepBar page={page} /> : null}

      {page.added ? <AddedNotice /> : null}
      {error ? <DangerNotice notice={error} /> : null}
      {addError ? <DangerNotice notice={addError} /> : null}

      <div className="configurator-layout">
        <ConfiguratorScene def={def} scene={scene} price={price} />

        <div className="configurator-step">
          <h2>
            Stap {step}: {current.title}
          </h2>
          {isSummary ? (
            <SummaryStep page={page} />
          ) : (
            <ChoiceStep
              page={page}
              config={config}
              onChoose={(property, id) => {
                setError(null);
                setConfig((c) => ({ ...c, [property]: id }));
              }}
              onIncomplete={() => setError({ title: 'Selecteer optie', message: `Kies eerst ${current.title}` })}
            />
          )}
        </div>
      </div>
    </main>
  );
}

/** The step bar: the current step, links to the steps that can be visited, the others disabled. */
function StepBar({ page }: { page: Page }) {
  const { def, steps, step } = page;
  return (
    <nav aria-label="Stappen">
      <ol className="step-bar">
        {steps.map((s, i) => {
          const n = i + 1;
          const label = `${n}. ${s.title}`;
          if (n === step)
            return (
              <li key={s.title}>
                <span aria-current="step">{label}</span>
              </li>
            );
          return (
            <li key={s.title}>
              {canVisit(steps, page.config, n) ? (
                <Link to={stepHref(def, n, page.query)}>{label}</Link>
              ) : (
                <span aria-disabled="true">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function AddedNotice() {
  return (
    <section className="notice notice-ok" role="status" aria-labelledby="added-title">
      <h2 id="added-title">Toegevoegd</h2>
      <p>Je kunt je boxspring meteen bestellen</p>
      <div className="wizard-actions">
        <Link to="/checkout/" className="button button-primary">
          Door naar bestellen
        </Link>
        <Link to="/boxspring/boxspring-kopen/" className="button button-secondary">
          Verder winkelen
        </Link>
      </div>
    </section>
  );
}

function DangerNotice({ notice }: { notice: { title: string; message: string } }) {
  return (
    <div className="notice notice-danger" role="alert">
      <h2>{notice.title}</h2>
      <p>{notice.message}</p>
    </div>
  );
}

/** The scene of the configuration so far, with its total price. */
function ConfiguratorScene({ def, scene, price }: { def: Page['def']; scene: string; price: number }) {
  return (
    <div className="configurator-scene">
      <img
        src={scene}
        alt={`${def.name} zoals je hem samenstelt`}
        width={800}
        height={480}
        // docs/requirements/assistant-and-guided-selling.md#errors: a scene that fails to load shows the product's fallback image.
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(def.fallbackImage)) e.currentTarget.src = def.fallbackImage;
        }}
      />
      <p className="configurator-price" aria-live="polite">
        Totaal {formatEuro(price)}
      </p>
    </div>
  );
}

/** The last step: every choice with a link to change it, and 'In winkelwagen'. */
function SummaryStep({ page }: { page: Page }) {
  const { def, steps, step } = page;
  return (
    <>
      <ul className="summary-list">
        {page.summary.map((line) => (
          <li key={line.property}>
            <span>
              <strong>{line.title}:</strong> {line.value}
              {line.extra > 0 ? ` (+ ${formatEuro(line.extra)})` : ''}
            </span>
            <Link to={stepHref(def, line.step, page.query)} aria-label={`Pas ${line.title.toLowerCase()} aan`}>
              Pas aan
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" action={`${stepHref(def, step, page.query)}`}>
        <CsrfField />
        <HiddenChoices steps={steps} config={page.config} />
        <button type="submit" className="button button-primary button-block">
          In winkelwagen
        </button>
      </Form>
    </>
  );
}

/** A step with options: the choices go in the URL of the next step (a GET form, also without JS). */
function ChoiceStep({
  page,
  config,
  onChoose,
  onIncomplete,
}: {
  page: Page;
  config: Configuration;
  onChoose: (property: string, id: string) => void;
  onIncomplete: () => void;
}) {
  const { def, steps, step } = page;
  const current = steps[step - 1]!;
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action={stepHref(def, step + 1, '')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!stepComplete(current, config)) {
          onIncomplete();
          return;
        }
        navigate(stepHref(def, step + 1, configQuery(steps, config)));
      }}
    >
      {/* The other steps' choices travel along in step order, so the URL always holds the whole configuration. */}
      <HiddenChoices steps={steps.slice(0, step - 1)} config={page.config} />
      <OptionGroups step={current} config={config} onChoose={onChoose} />
      <HiddenChoices steps={steps.slice(step)} config={page.config} />
      <div className="wizard-actions">
        {step > 1 ? (
          <Link to={stepHref(def, step - 1, page.query)} className="button button-secondary">
            Vorige stap
          </Link>
        ) : null}
        <button type="submit" className="button button-primary">
          Volgende stap
        </button>
      </div>
    </Form>
  );
}

function HiddenChoices({ steps, config }: { steps: ConfiguratorStep[]; config: Configuration }) {
  return (
    <>
      {steps.flatMap((s) =>
        s.properties.map((p) =>
          config[p.property] ? <input key={p.property} type="hidden" name={p.property} value={config[p.property]} /> : null,
        ),
      )}
    </>
  );
}
