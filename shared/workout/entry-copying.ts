/**
 * Weight and reps entries of a live workout (spec 000 section 4, "Entry copying"): editing a value
 * copies it to every later set of that exercise that lacks its own entry.
 *
 * Entries are the text a person typed (pounds for weight), so a half-typed '102.' survives. Each
 * remembers whether it is the set's own (typed for it, loaded from the server, or confirmed by
 * completing the set) or a copy from an earlier set. Copies keep following the set they came
 * from; own entries are never overwritten by a copy. A cleared value stays as an empty entry that
 * is not the set's own: it takes later copies, and it says "empty on purpose" so an older value
 * from the server does not come back.
 */
export type EntryField = 'weight' | 'reps' | 'duration' | 'distance';

/** Issue 29: a time is kept as whole seconds text ('90'), a distance as whole metres text ('5200'), whatever is shown. */
export const ENTRY_FIELDS: readonly EntryField[] = ['weight', 'reps', 'duration', 'distance'];

export interface FieldEntry {
  value: string;
  own: boolean;
}

export type SetEntry = Partial<Record<EntryField, FieldEntry>>;

/** Entries by set id. */
export type EntryMap = Readonly<Record<string, SetEntry>>;

export interface EntryEdit {
  /** The exercise's set ids in display order. */
  orderedSetIds: readonly string[];
  setId: string;
  field: EntryField;
  value: string;
}

export interface EntryEditResult {
  entries: EntryMap;
  /** Sets whose value of the field changed, the edited one first. */
  changedSetIds: string[];
}

function withField(entry: SetEntry | undefined, field: EntryField, next: FieldEntry): SetEntry {
  return { ...entry, [field]: next };
}

/** The text shown for a field ('' when there is none). */
export function entryValue(entries: EntryMap, setId: string, field: EntryField): string {
  return entries[setId]?.[field]?.value ?? '';
}

/** Moves the entries of a set to a new id (an optimistic set once the server has named it). */
export function rekeyEntries(entries: EntryMap, fromId: string, toId: string): EntryMap {
  const entry = entries[fromId];
  if (!entry) return entries;
  const next = { ...entries, [toId]: entry };
  delete next[fromId];
  return next;
}

/**
 * Sets the edited set's own entry and copies the value to the later sets without an own entry of
 * that field. A cleared value clears those copies too.
 */
export function applyEntryEdit(entries: EntryMap, { orderedSetIds, setId, field, value }: EntryEdit): EntryEditResult {
  const start = orderedSetIds.indexOf(setId);
  const next: Record<string, SetEntry> = { ...entries };
  const changedSetIds: string[] = [];

  const before = entries[setId]?.[field];
  next[setId] = withField(entries[setId], field, { value, own: value !== '' });
  if ((before?.value ?? '') !== value) changedSetIds.push(setId);
  if (start < 0) return { entries: next, changedSetIds };

  for (const laterId of orderedSetIds.slice(start + 1)) {
    const current = entries[laterId]?.[field];
    if (current?.own) continue;
    next[laterId] = withField(entries[laterId], field, { value, own: false });
    if ((current?.value ?? '') !== value) changedSetIds.push(laterId);
  }
  return { entries: next, changedSetIds };
}

/**
 * Gives a set values of its own without copying them on: a tick fills the set's empty fields from the hints they
 * showed (issue 27); later sets keep showing their own hints.
 */
export function fillEntries(entries: EntryMap, setId: string, fill: Partial<Record<EntryField, string>>): EntryMap {
  const filled = ENTRY_FIELDS.filter((field) => fill[field]);
  if (filled.length === 0) return entries;
  const entry: SetEntry = { ...entries[setId] };
  for (const field of filled) entry[field] = { value: fill[field] ?? '', own: true };
  return { ...entries, [setId]: entry };
}

/** Makes a set's copied values its own (done when the set is completed, so later edits leave it alone). */
export function confirmEntries(entries: EntryMap, setId: string): EntryMap {
  const entry = entries[setId];
  const needsConfirming = (fieldEntry: FieldEntry | undefined) => fieldEntry !== undefined && !fieldEntry.own && fieldEntry.value !== '';
  if (!entry || !ENTRY_FIELDS.some((field) => needsConfirming(entry[field]))) return entries;
  const confirmed: SetEntry = { ...entry };
  for (const field of ENTRY_FIELDS) {
    const fieldEntry = entry[field];
    if (fieldEntry && needsConfirming(fieldEntry)) confirmed[field] = { value: fieldEntry.value, own: true };
  }
  return { ...entries, [setId]: confirmed };
}

/**
 * Fills in values the server has for sets the browser holds no entry for (another device, or
 * storage cleared). Entries already in the browser win: they may be newer than a save in flight.
 */
export function mergeServerValues(
  entries: EntryMap,
  sets: ReadonlyArray<{ id: string } & Partial<Record<EntryField, string>>>,
): EntryMap {
  let next: Record<string, SetEntry> | null = null;
  for (const set of sets) {
    for (const field of ENTRY_FIELDS) {
      const value = set[field];
      if (value === undefined || value === '' || entries[set.id]?.[field]) continue;
      next ??= { ...entries };
      next[set.id] = withField(next[set.id], field, { value, own: true });
    }
  }
  return next ?? entries;
}

/** Drops entries of sets that no longer exist. */
export function pruneEntries(entries: EntryMap, liveSetIds: ReadonlySet<string>): EntryMap {
  const stale = Object.keys(entries).filter((id) => !liveSetIds.has(id));
  if (stale.length === 0) return entries;
  const next = { ...entries };
  stale.forEach((id) => delete next[id]);
  return next;
}

/** Reads a stored entry map, dropping anything malformed. */
export function parseEntryMap(raw: unknown): Record<string, SetEntry> {
  const result: Record<string, SetEntry> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return result;
  for (const [setId, value] of Object.entries(raw)) {
    if (typeof value !== 'object' || value === null) continue;
    const entry: SetEntry = {};
    for (const field of ENTRY_FIELDS) {
      const fieldEntry: unknown = (value as Record<string, unknown>)[field];
      if (typeof fieldEntry !== 'object' || fieldEntry === null) continue;
      const { value: text, own } = fieldEntry as { value?: unknown; own?: unknown };
      if (typeof text === 'string' && text.length <= 16) entry[field] = { value: text, own: own === true && text !== '' };
    }
    if (Object.keys(entry).length > 0) result[setId] = entry;
  }
  return result;
}
