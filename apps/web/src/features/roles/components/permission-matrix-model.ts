import {
  actionsForFeature,
  ALL_PERMISSION_KEYS,
  featuresForType,
  isFeatureAllowedForType,
  isPermissionKey,
  PERMISSION_ACTIONS,
  permissionKey,
  type PermissionAction,
  type PermissionFeature,
  type PermissionKey,
  type UserType,
} from '@rede/domain';

/** Catalogue order (features, then LIST, UPDATE, CREATE, DELETE): saved lists read the same every time. */
const KEY_ORDER = new Map<string, number>(ALL_PERMISSION_KEYS.map((key, index) => [key, index]));

/** One row of the matrix: a feature and the keys of its actions the user may grant (null = hidden cell). */
export type TMatrixRow = { feature: PermissionFeature; cells: { action: PermissionAction; key: PermissionKey | null }[] };

export const isUserType = (value: unknown): value is UserType => value === 'admin' || value === 'company';

/**
 * The rows of the matrix (section 6): the features valid for the role's type, each with the four
 * actions; an action the feature does not have or a key the user may not grant is a hidden cell,
 * and a feature with none is left out.
 */
export const matrixRows = (type: UserType, canGrant: (key: PermissionKey) => boolean): TMatrixRow[] =>
  featuresForType(type)
    .map((feature) => ({
      feature,
      cells: PERMISSION_ACTIONS.map((action) => {
        const key = permissionKey(feature, action);
        return { action, key: actionsForFeature(feature).includes(action) && canGrant(key) ? key : null };
      }),
    }))
    .filter((row) => row.cells.some((cell) => cell.key !== null));

/** The keys of a row that can be ticked. */
export const rowKeys = (row: TMatrixRow): PermissionKey[] => row.cells.flatMap((cell) => (cell.key ? [cell.key] : []));

/** Keys kept when the type changes: only those whose feature the type allows. */
export const keysValidForType = (keys: readonly string[], type: UserType): string[] =>
  keys.filter((key) => isPermissionKey(key) && isFeatureAllowedForType(key.split(':')[0] as PermissionFeature, type));

/** Ticks (or unticks) `targets`, keeping every other key (including the ones not shown) in place. */
export const setKeys = (selected: readonly string[], targets: readonly string[], on: boolean): string[] => {
  const next = new Set(selected);
  for (const key of targets) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return [...next].sort((a, b) => (KEY_ORDER.get(a) ?? Number.MAX_SAFE_INTEGER) - (KEY_ORDER.get(b) ?? Number.MAX_SAFE_INTEGER));
};

/** 'all' when every target is ticked, 'some' when part of them, 'none' otherwise (or no targets). */
export const selectionOf = (selected: readonly string[], targets: readonly string[]): 'all' | 'some' | 'none' => {
  if (targets.length === 0) return 'none';
  const set = new Set(selected);
  const ticked = targets.filter((key) => set.has(key)).length;
  if (ticked === 0) return 'none';
  return ticked === targets.length ? 'all' : 'some';
};
