import { useGuild } from '../../instance/use-guild';
import { Icon, createStyles, useCardStyles } from '../../ui';
import { Page } from '../../ui/Page';

const useStyles = createStyles(({ css }) => ({
  icon: css`
    color: var(--rp-accent-text);
    margin-bottom: 8px;
  `,
}));

/** The guild's values: what a raider can expect from the others and what is expected of them. */
export function ValuesPage() {
  const guild = useGuild();
  const cards = useCardStyles();
  const styles = useStyles();
  return (
    <Page eyebrow="O gildii" title="Nasze wartości" lead={guild.valuesLead ?? `Zasady, na których opiera się ${guild.name}.`}>
      <ul className={cards.grid}>
        {guild.values.map((value) => (
          <li key={value.title} className={cards.card}>
            <Icon name="star" size={24} className={styles.icon} />
            <h2>{value.title}</h2>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
