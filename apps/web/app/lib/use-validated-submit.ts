import type { FormEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSubmit } from 'react-router';

/**
 * Validates with react-hook-form (the same contracts schema the action re-checks), then posts
 * the real <form> through React Router. Without JS the form still posts natively.
 */
export function useValidatedSubmit<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>) {
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(() => submit(element, { method: 'post' }))(event);
  };
}
