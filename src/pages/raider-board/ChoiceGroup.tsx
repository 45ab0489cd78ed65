import type { ReactNode } from 'react';
import { useFormStyles } from './form-styles';
import { FieldError } from './FieldError';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
}

export interface ChoiceGroupProps<Value extends string> {
  /** Unique in the instance: names the radio group and its error. */
  name: string;
  legend: string;
  choices: ReadonlyArray<Choice<Value>>;
  value: Value | '';
  onChange: (value: Value) => void;
  error?: string;
  disabled?: boolean;
}

/** A radio group drawn as chips: arrow keys move between choices, as for any radio group. */
export function ChoiceGroup<Value extends string>({ name, legend, choices, value, onChange, error, disabled }: ChoiceGroupProps<Value>) {
  const styles = useFormStyles();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
