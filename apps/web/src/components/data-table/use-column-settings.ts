import { useCallback, useEffect, useMemo, useState } from 'react';
import { moveItem } from './reorder';

type TColumnLike = { key: string; hiddenByDefault?: boolean; hideable?: boolean };
type TSettings = { order: string[]; hidden: string[] };

const read = (storageKey: string | undefined): TSettings | null => {
  if (!storageKey) return null;
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed = raw ? (JSON.parse(raw) as Partial<TSettings>) : null;
    return parsed && Array.isArray(parsed.order) && Array.isArray(parsed.hidden)
      ? { order: parsed.order.map(String), hidden: parsed.hidden.map(String) }
      : null;
  } catch {
    return null;
  }
};

/**
 * Keeps saved settings in step with the current columns: unknown keys dropped, new columns appended (hidden
 * when they are hidden by default, as for someone who never saved settings).
 */
export const reconcileColumns = (columns: readonly TColumnLike[], saved: TSettings | null): TSettings => {
  const keys = columns.map((c) => c.key);
  if (!saved) return { order: keys, hidden: columns.filter((c) => c.hiddenByDefault).map((c) => c.key) };
  const added = columns.filter((c) => !saved.order.includes(c.key));
  const order = [...saved.order.filter((k) => keys.includes(k)), ...added.map((c) => c.key)];
  const hideable = new Set(columns.filter((c) => c.hideable !== false).map((c) => c.key));
  const hidden = [...saved.hidden, ...added.filter((c) => c.hiddenByDefault && !saved.hidden.includes(c.key)).map((c) => c.key)];
  return { order, hidden: hidden.filter((k) => hideable.has(k)) };
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k) => b.includes(k));

/** Which columns show and in what order; remembered in localStorage when a key is given. */
export const useColumnSettings = <C extends TColumnLike>(columns: readonly C[], storageKey?: string) => {
  const [settings, setSettings] = useState<TSettings>(() => reconcileColumns(columns, read(storageKey)));
  const columnKeys = columns.map((c) => c.key).join('\u0000');

  // columns are compared by their keys; the settings follow a change during the render that sees it
  const [reconciledKeys, setReconciledKeys] = useState(columnKeys);
  if (reconciledKeys !== columnKeys) {
    setReconciledKeys(columnKeys);
    setSettings((current) => reconcileColumns(columns, current));
  }

  useEffect(() => {
    if (!storageKey) return;
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(settings));
    } catch {
      // storage blocked: settings live for this visit only
    }
  }, [storageKey, settings]);

  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const ordered = useMemo(() => settings.order.map((key) => byKey.get(key)).filter((c): c is C => c !== undefined), [settings.order, byKey]);
  const visible = useMemo(() => ordered.filter((c) => !settings.hidden.includes(c.key)), [ordered, settings.hidden]);

  const toggle = useCallback((key: string) => {
    setSettings((s) => {
      const hidden = s.hidden.includes(key) ? s.hidden.filter((k) => k !== key) : [...s.hidden, key];
      // at least one column stays visible
      return hidden.length >= s.order.length ? s : { ...s, hidden };
    });
  }, []);

  /** Moves a column to the position of another (drag and drop) or by an offset (keyboard). */
  const move = useCallback((key: string, target: string | number) => {
    setSettings((s) => {
      const from = s.order.indexOf(key);
      const to = typeof target === 'number' ? from + target : s.order.indexOf(target);
      if (from < 0 || to < 0 || to >= s.order.length || from === to) return s;
      return { ...s, order: moveItem(s.order, from, to) };
    });
  }, []);

  /** Back to the list's own columns: its order, and hidden only what is hidden by default. */
  const reset = useCallback(() => setSettings(reconcileColumns(columns, null)), [columns]);
  const defaults = reconcileColumns(columns, null);
  const isDefault = defaults.order.join('\u0000') === settings.order.join('\u0000') && sameSet(defaults.hidden, settings.hidden);

  return { ordered, visible, hidden: settings.hidden, toggle, move, reset, isDefault };
};
