/**
 * What the logged user may do with the record a route shows ({resource}/{id?} routes): the route guard
 * provides it from the route's feature (UPDATE to save an existing record), and the form engine reads
 * it: without the permission the form is shown read-only, with no save button, before anyone types.
 */
import { createContext, use } from 'react';

export type TRecordAccess = { canSave: boolean };

export const RecordAccessContext = createContext<TRecordAccess>({ canSave: true });

export const useRecordAccess = (): TRecordAccess => use(RecordAccessContext);
