import { endOfString, isJsonBlank as isBlank } from './json-bounds.ts';

const QUOTE = 0x22;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;

const malformed = () => new SyntaxError('Malformed JSON');

/**
 * JSON.parse, in turns of the event loop: the same value, or a SyntaxError for the same texts,
 * but no one JSON.parse call reads more than `slice` characters (bar one string or number that
 * long), and `nextTurn` is awaited between them, so other clients' requests are answered
 * meanwhile. JSON.parse's time depends on the text's shape more than on its length: a library
 * file's 3 MB parse in 5 ms, 2 MB of small objects of varied keys in 200 ms and more, all that
 * time in one call (docs/performance.md).
 *
 * An array or object longer than `slice` is split at its own commas (found outside strings and
 * inner brackets, as http/json-bounds.ts scans); runs of its items that fit in `slice` are parsed
 * in one call, wrapped in brackets, and a longer item is split in turn. Members become an object
 * with Object.fromEntries, which defines each as JSON.parse does: a key "__proto__" is a key, and
 * of a key given twice the last value is kept, where the first was. The text must have passed
 * http/json-bounds.ts's depth bound: the splitting recurses once per level.
 */
export async function parseJsonInTurns(
  text: string,
  nextTurn: () => Promise<void>,
  slice: number,
): Promise<unknown> {
  let sinceTurn = 0;
  /** Counts `chars` of work, and waits a turn first if they would take this turn past `slice`. */
  const work = async (chars: number) => {
    if (sinceTurn > 0 && sinceTurn + chars > slice) {
      await nextTurn();
      sinceTurn = 0;
    }
    sinceTurn += chars;
  };

  const parseSpan = async (from: number, to: number): Promise<unknown> => {
    let start = from;
    let end = to;
    while (start < end && isBlank(text.charCodeAt(start))) start += 1;
    while (end > start && isBlank(text.charCodeAt(end - 1))) end -= 1;
    const open = text.charCodeAt(start);
    if (end - start <= slice || (open !== OPEN_ARRAY && open !== OPEN_OBJECT)) {
      await work(end - start);
      return JSON.parse(text.slice(start, end));
    }
    if (text.charCodeAt(end - 1) !== (open === OPEN_ARRAY ? CLOSE_ARRAY : CLOSE_OBJECT)) {
      throw malformed();
    }
    const commas = commasOf(start + 1, end - 1);
    await work(Math.ceil((end - start) / 8));
    // Each item's span, from after the bracket or comma before it to the comma or bracket after.
    const bounds = [start, ...commas, end - 1];
    const items: unknown[] = [];
    const entries: [string, unknown][] = [];
    const isArray = open === OPEN_ARRAY;
    if (commas.length === 0 && isBlankSpan(start + 1, end - 1)) return isArray ? [] : {};
    let item = 0;
    const count = bounds.length - 1;
    while (item < count) {
      const itemStart = (bounds[item] as number) + 1;
      let last = item;
      // The longest run of whole items from here that fits in a slice.
      while (last + 1 < count && (bounds[last + 2] as number) - itemStart <= slice) last += 1;
      const runEnd = bounds[last + 1] as number;
      // An item of nothing but blanks (`[a, ,b]`) is malformed, and wrapped alone would read as
      // an empty array; with others, JSON.parse refuses it.
      if (last === item && isBlankSpan(itemStart, runEnd)) throw malformed();
      if (last > item || runEnd - itemStart <= slice) {
        await work(runEnd - itemStart);
        const wrapped = `${isArray ? '[' : '{'}${text.slice(itemStart, runEnd)}${isArray ? ']' : '}'}`;
        const run: unknown = JSON.parse(wrapped);
        if (isArray) for (const value of run as unknown[]) items.push(value);
        else for (const entry of Object.entries(run as object)) entries.push(entry);
      } else if (isArray) {
        items.push(await parseSpan(itemStart, runEnd));
      } else {
        entries.push(await parseMember(itemStart, runEnd));
      }
      item = last + 1;
    }
    return isArray ? items : Object.fromEntries(entries);
  };

  /** A member of an object, `"key": value`, too long for one slice. */
  const parseMember = async (from: number, to: number): Promise<[string, unknown]> => {
    let at = from;
    while (at < to && isBlank(text.charCodeAt(at))) at += 1;
    if (text.charCodeAt(at) !== QUOTE) throw malformed();
    const keyEnd = endOfString(text, at);
    if (keyEnd >= to) throw malformed();
    const key = JSON.parse(text.slice(at, keyEnd + 1)) as string;
    at = keyEnd + 1;
    while (at < to && isBlank(text.charCodeAt(at))) at += 1;
    if (text.charCodeAt(at) !== COLON) throw malformed();
    return [key, await parseSpan(at + 1, to)];
  };

  /** The commas between `from` and `to` outside strings and inner brackets. */
  const commasOf = (from: number, to: number): number[] => {
    const commas: number[] = [];
    let depth = 0;
    for (let at = from; at < to; at++) {
      const code = text.charCodeAt(at);
      if (code === QUOTE) {
        at = endOfString(text, at);
        if (at >= to) throw malformed();
      } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
        depth += 1;
      } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
        depth -= 1;
        if (depth < 0) throw malformed();
      } else if (code === COMMA && depth === 0) {
        commas.push(at);
      }
    }
    if (depth !== 0) throw malformed();
    return commas;
  };

  const isBlankSpan = (from: number, to: number) => {
    for (let at = from; at < to; at++) if (!isBlank(text.charCodeAt(at))) return false;
    return true;
  };

  return parseSpan(0, text.length);
}
