// The options of one configurator step: tiles (with a picture) or buttons, one radio group per
// property, plus the step's information panel (firmness advice, bed width).
import type { Configuration, ConfiguratorStep } from '~/lib/configurator';
import { formatEuro } from '~/lib/configurator';

export function OptionGroups({
  step,
  config,
  onChoose,
}: {
  step: ConfiguratorStep;
  config: Configuration;
  onChoose: (property: string, id: string) => void;
}) {
  return (
    <>
      {step.info === 'bed-width' ? <BedWidthInfo /> : null}
      {step.info === 'firmness' ? <FirmnessAdvice /> : null}
      {step.properties.map((p) => (
        <fieldset key={p.property} className="cfg-group">
          <legend>{p.title}</legend>
          <div className={step.type === 'tile' ? 'cfg-tiles' : 'cfg-buttons'}>
            {p.options.map((o) => (
              <label key={o.id} className="cfg-option" title={o.text ?? undefined}>
                <input
                  type="radio"
                  name={p.property}
                  value={o.id}
                  checked={config[p.property] === o.id}
                  onChange={() => onChoose(p.property, o.id)}
                  id={o.btnId}
                />
                {step.type === 'tile' && o.image ? (
                  <img
                    src={o.image}
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                    // docs/requirements/assistant-and-guided-selling.md#errors: a failing option picture shows blank.
                    onError={(e) => {
                      e.currentTarget.style.visibility = 'hidden';
                    }}
                  />
                ) : null}
                {o.label ? <span className="cfg-label">{o.label}</span> : null}
                <span className="cfg-title">{o.btnText}</span>
                {o.btnSubText ? <span className="cfg-sub">{o.btnSubText}</span> : null}
                <span className="cfg-extra">{o.extra > 0 ? `+ ${formatEuro(o.extra)}` : 'Geen meerprijs'}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}

function BedWidthInfo() {
  return (
    <aside className="info-panel" aria-labelledby="info-bed-width">
      <h3 id="info-bed-width">Welke breedte past bij jullie?</h3>
      <p>
        Slaap je samen, kies dan minstens 160 cm: zo heeft ieder 80 cm. Houd naast het bed aan beide kanten 60 cm loopruimte vrij. Bij 180
        en 200 cm breed krijg je twee losse matrassen, zodat ieder zijn eigen hardheid kan kiezen.
      </p>
    </aside>
  );
}

function FirmnessAdvice() {
  return (
    <aside className="info-panel" aria-labelledby="info-firmness">
      <h3 id="info-firmness">Hardheidsadvies</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Je gewicht</th>
            <th scope="col">Advies</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>tot 70 kg</td>
            <td>Zacht</td>
          </tr>
          <tr>
            <td>70 tot 100 kg</td>
            <td>Medium</td>
          </tr>
          <tr>
            <td>vanaf 100 kg</td>
            <td>Stevig</td>
          </tr>
        </tbody>
      </table>
      <p>Zijslapers liggen vaak prettiger een stap zachter, rug- en buikslapers een stap steviger.</p>
    </aside>
  );
}
