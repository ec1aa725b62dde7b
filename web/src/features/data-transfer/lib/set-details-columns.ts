import { MAX_SET_NOTE_LENGTH, parseRpe } from '../../../../../shared/workout/set-type';
import type { NotKept, ParsedSet } from './parsed-workout';

/**
 * Issue 29, deliverable 2: a row's set type, RPE and note as this app keeps them. Only what the file holds is set: a
 * failure or drop set's type, an RPE of 6 to 10 in halves (any other is counted as not kept), a note (cut to the
 * longest a note can be, and counted).
 */
export function readSetDetails(notKept: NotKept, row: { setType: 'failure' | 'drop' | null; rpe?: string; note?: string }): Pick<ParsedSet, 'setType' | 'rpe' | 'note'> {
  const rpe = parseRpe(row.rpe);
  if (rpe === undefined && filled(row.rpe)) notKept.rpe += 1;
  const note = cut(row.note, MAX_SET_NOTE_LENGTH, () => (notKept.cutSetNotes += 1));
  return { ...(row.setType && { setType: row.setType }), ...(rpe !== undefined && { rpe }), ...(note && { note }) };
}

/** An RPE column of 0 is Strong's way of writing none. */
const filled = (text: string | undefined) => (text ?? '').trim() !== '' && !/^0+([.,]0+)?$/.test((text ?? '').trim());

function cut(text: string | undefined, max: number, onCut: () => unknown): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  if (trimmed.length <= max) return trimmed;
  onCut();
  return trimmed.slice(0, max).trimEnd();
}
