import { useMemo } from 'react';
import type { z } from 'zod';
import { FormEngine, type TFormEngineProps } from '@/components/form/form-engine';
import type { TFormField, TFormValues } from '@/components/form/types';
import { useT, type TTranslate } from '@/lib/i18n';

/** A save mutation (react-query's `useMutation` result); the schema has validated the payload. */
type TSaveMutation = { mutateAsync: (input: never) => Promise<unknown> };

/** The record form of an edit page: the FormEngine's fields, and a schema and a save mutation per mode. */
export type TResourceForm = Pick<TFormEngineProps, 'fields' | 'steps' | 'isAdmin' | 'header'> & {
  schemas: TModes<z.ZodType>;
  mutations: TModes<TSaveMutation>;
  /** Changes the payload before it is sent (e.g. `withOwnerCompany`). */
  prepare?: (payload: TFormValues) => TFormValues;
};

type TModes<T> = { create: T; update: T };

/** A one-step record form: the fields built from the texts, a schema and a save mutation per mode. */
export const useResourceForm = (
  buildFields: (t: TTranslate) => TFormField[],
  schemas: TModes<z.ZodType>,
  mutations: TModes<TSaveMutation>,
): TResourceForm => {
  const t = useT();
  const fields = useMemo(() => buildFields(t), [buildFields, t]);
  return { fields, schemas, mutations };
};

type TResourceFormProps = {
  form: TResourceForm;
  id?: number;
  record?: TFormValues;
  onSaved: () => void;
  onCancel: () => void;
  onReload?: () => void;
};

/** FormEngine in create mode without an id ('Cadastrar'), update mode with one ('Salvar'). */
export const ResourceForm = ({ form, id, record, onSaved, onCancel, onReload }: TResourceFormProps) => {
  const { schemas, mutations, prepare, ...engine } = form;
  const isEdit = id !== undefined;
  const save = (payload: TFormValues) => {
    const body = (prepare ? prepare(payload) : payload) as never;
    return isEdit ? mutations.update.mutateAsync(body) : mutations.create.mutateAsync(body);
  };
  return (
    <FormEngine
      {...engine}
      schema={isEdit ? schemas.update : schemas.create}
      id={id ?? null}
      record={record}
      onSave={save}
      onSaved={onSaved}
      onCancel={onCancel}
      onReload={onReload}
    />
  );
};
