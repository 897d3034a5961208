import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

/** One form field: label, input and its error, tied together with aria-invalid/aria-describedby. */
type FieldProps = { label: ReactNode; name: string; error?: string; hint?: ReactNode; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>;

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, name, error, hint, className, children, ...input }, ref) {
  const id = input.id ?? `field-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children ?? <input ref={ref} id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
