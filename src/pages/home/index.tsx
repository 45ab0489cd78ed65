import { useGuild } from '../../instance/use-guild';
import { ButtonLink, Icon, Image, RouterLink, createStyles, inverseSurfaceCss } from '../../ui';
import { heroImage } from '../../data/hero-image';
import { DeferredRaidNights } from './DeferredRaidNights';

const useStyles = createStyles(({ css }) => ({
  hero: css`
    position: relative;
    overflow: hidden;
    background:
      radial-gradient(circle at 85% 20%, color-mix(in srgb, var(--rp-primary) 35%, transparent), transparent 55%),
      linear-gradient(160deg, #0f172a 0%, #1e293b 70%, #334155 100%);
    ${inverseSurfaceCss}
  `,
  heroInner: css`
    max-width: 1200px;
    margin: 0 auto;
    padding: 48px 16px 56px;
    @container (min-width: 640px) {
      padding: 80px 24px 88px;
    }
    /* The image column takes the widths heroImage.sizes promises, so no variant is shown enlarged. */
    @container (min-width: 860px) {
      display: grid;
      grid-template-columns: minmax(0, 1fr) 360px;
      gap: 40px;
      align-items: center;
    }
    @container (min-width: 1024px) {
      grid-template-columns: minmax(0, 1fr) 420px;
    }
    @container (min-width: 1200px) {
      grid-template-columns: minmax(0, 1fr) 480px;
    }
  `,
  heroArt: css`
    /* Decorative: only where there is room beside the text (hidden images are not fetched while lazy). */
    display: none;
    @container (min-width: 860px) {
      display: block;
      width: 100%;
      height: auto;
      border-radius: calc(var(--rp-radius) * 2);
      box-shadow: 0 24px 48px -12px rgb(2 6 23 / 0.6);
    }
  `,
  eyebrow: css`
    color: var(--rp-inverse-accent);
    font-weight: 700;
    font-size: 14px;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  `,
  title: css`
    margin-top: 8px;
    max-width: 760px;
    font-size: 36px;
    line-height: 1.1;
    font-weight: 900;
    letter-spacing: -0.02em;
    @container (min-width: 640px) {
      font-size: 56px;
    }
  `,
  tagline: css`
    margin-top: 16px;
    max-width: 620px;
    font-size: 18px;
    color: var(--rp-inverse-muted);
    @container (min-width: 640px) {
      font-size: 20px;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin-top: 28px;
  `,
  section: css`
    max-width: 1200px;
    margin: 0 auto;
    padding: 40px 16px;
    display: grid;
    gap: 32px;
    @container (min-width: 860px) {
      grid-template-columns: 1.2fr 1fr;
      padding: 56px 24px;
    }
  `,
  heading: css`
    font-size: 24px;
    margin-bottom: 12px;
  `,
  about: css`
    display: grid;
    gap: 12px;
    color: var(--rp-muted);
    font-size: 17px;
  `,
}));

/** Home: who the guild is, when it raids, and the two ways in (schedule, raider panel). */
export default function HomePage() {
  const styles = useStyles();
  const guild = useGuild();
  return (
    <>
      <section className={styles.hero} aria-labelledby="rp-home-title">
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>Gildia rajdowa</p>
            <h1 id="rp-home-title" className={styles.title}>
              {guild.name}
            </h1>
            <p className={styles.tagline}>{guild.tagline}</p>
            <div className={styles.actions}>
              <ButtonLink to="/raid-schedule">
                <Icon name="calendar" />
                Harmonogram rajdów
              </ButtonLink>
              <ButtonLink to="/raider" variant="secondary">
                <Icon name="log-in" />
                Zaloguj się do panelu
              </ButtonLink>
            </div>
          </div>
          <Image
            className={styles.heroArt}
            {...heroImage}
            src={guild.images.hero.src}
            width={guild.images.hero.width}
            height={guild.images.hero.height}
            alt={guild.images.hero.alt}
          />
        </div>
      </section>
      <div className={styles.section}>
        <section aria-labelledby="rp-home-about">
          <h2 id="rp-home-about" className={styles.heading}>
            Kim jesteśmy
          </h2>
          <div className={styles.about}>
            {guild.about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              Zanim do nas dołączysz, przeczytaj nasze <RouterLink to="/values">wartości</RouterLink> i{' '}
              <RouterLink to="/manifesto">manifest</RouterLink> – to krótkie teksty, ale traktujemy je poważnie.
            </p>
          </div>
        </section>
        <DeferredRaidNights />
      </div>
    </>
  );
}
