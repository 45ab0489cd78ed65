import { useFormStyles } from './form-styles';

/** A field's error next to it, announced when it appears; its id goes into the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const styles = useFormStyles();
  if (!message) return null;
  return (
    <span id={id} className={styles.error} role="alert">
      {message}
    </span>
  );
}

/** The `aria-describedby` of a field: its hint and, when shown, its error. */
export function describedBy(hintId: string | null, errorId: string, error: string | undefined): string | undefined {
  return [hintId, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}
