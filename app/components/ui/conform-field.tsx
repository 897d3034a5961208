// One Conform field: label, input (or the control given as children) and its first error, tied
// together with aria-invalid/aria-describedby. The successor of ui/field.tsx for Conform forms.
import { getInputProps, getTextareaProps } from '@conform-to/react';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { AnyField } from './form-field';

type InputType = 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number';

type Common = {
  meta: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  /** Replaces the field's own errors (e.g. the postcode look-up's verdict). */
  errors?: string[] | null;
  className?: string;
};

function describedBy(meta: Common['meta'], errors: string[] | undefined, hint: ReactNode) {
  return [errors?.length ? meta.errorId : null, hint ? meta.descriptionId : null].filter(Boolean).join(' ') || undefined;
}

function Shell({ meta, label, hint, errors, className, children }: Omit<Common, 'errors'> & { errors?: string[]; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={meta.id}>{label}</label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={meta.errorId} className="field-error" role="alert">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = Common & { type?: InputType } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'id'>;

export const ConformField = forwardRef<HTMLInputElement, FieldProps>(function ConformField(
  { meta, label, hint, errors: override, className, type = 'text', ...input },
  ref,
) {
  const errors = override ?? meta.errors;
  const { key, ...props } = getInputProps(meta, { type, ariaAttributes: false });
  return (
    <Shell meta={meta} label={label} hint={hint} errors={errors} className={className}>
      <input
        key={key}
        ref={ref}
        {...props}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, errors, hint)}
        {...input}
      />
    </Shell>
  );
});

export function ConformTextarea({
  meta,
  label,
  hint,
  errors: override,
  className,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  const errors = override ?? meta.errors;
  const { key, ...props } = getTextareaProps(meta, { ariaAttributes: false });
  return (
    <Shell meta={meta} label={label} hint={hint} errors={errors} className={className}>
      <textarea
        key={key}
        {...props}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, errors, hint)}
        {...textarea}
      />
    </Shell>
  );
}

/** A select (or other control) rendered by the caller inside the field's label and error. */
export function ConformControl({ meta, label, hint, errors: override, className, children }: Common & { children: ReactNode }) {
  return (
    <Shell meta={meta} label={label} hint={hint} errors={override ?? meta.errors} className={className}>
      {children}
    </Shell>
  );
}

/** aria-invalid/aria-describedby for a control rendered by the caller. */
export function ariaOf(meta: Common['meta'], errors: string[] | null | undefined = meta.errors) {
  return { 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': errors?.length ? meta.errorId : undefined } as const;
}
