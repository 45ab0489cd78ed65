import { useGuild } from '../../instance/use-guild';
import { timeInGuildPl } from '../../data/time-in-guild';
import { Icon, createStyles, useCardStyles } from '../../ui';
import { Page } from '../../ui/Page';

const useStyles = createStyles(({ css }) => ({
  quote: css`
    display: grid;
    gap: 12px;
    blockquote p {
      color: var(--rp-text);
      font-size: 17px;
    }
    svg {
      color: var(--rp-accent-text);
    }
  `,
  author: css`
    color: var(--rp-muted);
    font-size: 15px;
    strong {
      display: block;
      color: var(--rp-text);
    }
  `,
}));

/** What raiders say about the guild, each with their class, role and time in the guild. */
export function TestimonialsPage() {
  const guild = useGuild();
  const cards = useCardStyles();
  const styles = useStyles();
  return (
    <Page eyebrow="O gildii" title="Opinie rajdowców" lead="Zapytaliśmy naszych rajdowców, dlaczego zostają. Oto kilka odpowiedzi.">
      <ul className={cards.grid}>
        {guild.testimonials.map((testimonial) => (
          <li key={testimonial.raider} className={cards.card}>
            <figure className={styles.quote}>
              <Icon name="quote" size={28} />
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <strong>{testimonial.raider}</strong>
                {testimonial.classRole} · {timeInGuildPl(testimonial.memberSince)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Page>
  );
}
