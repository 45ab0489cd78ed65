import { useGuild } from '../../instance/use-guild';
import { createStyles } from '../../ui';
import { Page } from '../../ui/Page';

const useStyles = createStyles(({ css }) => ({
  list: css`
    display: grid;
    gap: 20px;
    max-width: 720px;
    padding: 0 0 0 20px;
    font-size: 18px;
    line-height: 1.7;
    li::marker {
      color: var(--rp-link);
      font-weight: 800;
    }
  `,
}));

/** The manifesto: the guild's promise to its raiders, in numbered points. */
export function ManifestoPage() {
  const guild = useGuild();
  const styles = useStyles();
  return (
    <Page eyebrow="O gildii" title="Manifest" lead="Co obiecujemy sobie nawzajem, zanim ktokolwiek wejdzie do rajdu.">
      <ol className={styles.list}>
        {guild.manifesto.map((paragraph) => (
          <li key={paragraph}>{paragraph}</li>
        ))}
      </ol>
    </Page>
  );
}
