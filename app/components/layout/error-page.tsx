import { Link } from 'react-router';
import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Icon } from '../ui/icon';

export const SNORES = ['/sounds/snore-1.wav', '/sounds/snore-2.wav', '/sounds/snore-3.wav'] as const;

/** docs/requirements/content-and-newsletter.md#screens-and-routes Error page: the 404 gets a snore button; other codes ask to reload. */
export function ErrorPage({ status, nested = false }: { status: number; nested?: boolean }) {
  const Wrapper = nested ? 'section' : 'main';
  return (
    <ErrorPageFallback>
      <Wrapper id={nested ? undefined : 'main'} className="error-page container">
        <p className="error-code" aria-hidden="true">
          {status}
        </p>
        {status === 404 ? (
          <>
            <h1>Uh oh! Deze pagina bestaat niet!</h1>
            <p className="error-status">Foutcode {status}</p>
            <div className="error-actions">
              <Link className="button button-primary" to="/">
                Naar de homepage
              </Link>
              <SnoreButton />
            </div>
          </>
        ) : (
          <>
            <h1>Oeps, er ging iets mis! Vernieuw de pagina om het nogmaals te proberen.</h1>
            <p className="error-status">Foutcode {status}</p>
            <div className="error-actions">
              <Link className="button button-primary" to="/" reloadDocument>
                Ga terug
              </Link>
            </div>
          </>
        )}
      </Wrapper>
    </ErrorPageFallback>
  );
}

/** Plays one of three snores at random; without JavaScript it is a link to a snore and a native player. */
export function SnoreButton() {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => audio.current?.pause(), []);

  if (!hydrated) {
    // Without JavaScript: a link to a snore, and a native player that plays it on the page.
    return (
      <>
        <a className="button button-secondary" href={SNORES[0]}>
          <Icon name="volume" size={20} /> Laat me een tevreden klant horen
        </a>
        <noscript>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a snore has no words to caption; the link above says what it is */}
          <audio className="snore-player" controls preload="none" src={SNORES[0]} aria-label="Een tevreden klant (snurkgeluid)" />
        </noscript>
      </>
    );
  }
  const toggle = () => {
    if (playing) {
      audio.current?.pause();
      setPlaying(false);
      return;
    }
    const src = SNORES[Math.floor(Math.random() * SNORES.length)];
    const sound = new Audio(src);
    sound.loop = true;
    audio.current = sound;
    sound.play().catch(() => setPlaying(false));
    setPlaying(true);
  };
  return (
    <button type="button" className="button button-secondary" aria-pressed={playing} onClick={toggle} data-testid="snore-button">
      <Icon name={playing ? 'volume-off' : 'volume'} size={20} /> {playing ? 'Wakker worden!' : 'Laat me een tevreden klant horen'}
    </button>
  );
}

/** If the error page itself fails, a last-resort link home. */
class ErrorPageFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (this.state.failed) {
      return (
        <main id="main" className="error-page container">
          <a href="/">Go back to home</a>
        </main>
      );
    }
    return this.props.children;
  }
}
