import { type Kysely, sql } from 'kysely';
import type { AddOutcome } from '../errors.ts';
import { type Owner, ownerIs } from '../page.ts';
import type { Database } from '../schema.ts';

/**
 * Why a write of a video reference did not happen, so that a route answers from the write's own
 * result and never asks the database again:
 * - `owner-gone`: the token's user is gone, has another email now, or is signed out (401);
 * - `video-retired`: a curator retired the video; users keep it where it is, but may not save it
 *   anew (404, as a video that never was: see isRetired in video.repository.ts);
 * - `video-missing`: no such video (404);
 * - `duplicate`: the video is there already (409);
 * - `history-paused`: the user has paused history, so nothing was recorded (the history as it is);
 * - `playlist-missing`: no such playlist of this user's (404, another user's is never told apart);
 * - `not-there`: the video is not in the list or playlist it was to be removed from (404);
 * - `notes-full`: the user already keeps as many notes on the video as one may (422).
 */
export type WriteRefusal =
  | 'owner-gone'
  | 'video-retired'
  | 'video-missing'
  | 'duplicate'
  | 'history-paused'
  | 'playlist-missing'
  | 'not-there'
  | 'notes-full';

/** A write's result: done, or not done and why (the reasons it can have, WriteRefusal). */
export type WriteResult<R extends WriteRefusal, Done extends object = object> =
  | ({ ok: true } & Done)
  | { ok: false; reason: R };

/** The refusal of a write as a result. */
export function refused<R extends WriteRefusal>(reason: R): { ok: false; reason: R } {
  return { ok: false, reason };
}

/** What an add's statement answered (addOutcomeOf), 'no-such-owner' when it wrote no row. */
type AddStatementOutcome = AddOutcome | 'no-such-owner';

/**
 * An add's result from what its statement answered: a duplicate and a missing video come from
 * the constraints; only a statement that wrote nothing asks why (`whyEmpty`).
 */
export async function resultOfAdd<R extends WriteRefusal>(
  outcome: AddStatementOutcome,
  whyEmpty: () => Promise<R>,
): Promise<WriteResult<R | 'duplicate' | 'video-missing'>> {
  if (outcome === 'added') return { ok: true };
  if (outcome === 'duplicate') return refused('duplicate');
  if (outcome === 'no-such-video') return refused('video-missing');
  return refused(await whyEmpty());
}

/** What the database holds now about a write that did nothing: one query, three answers. */
async function factsOfEmptyWrite(db: Kysely<Database>, owner: Owner, videoId: string) {
  // Counts and max, not EXISTS or a bare row: every subquery answers one value, even for an
  // owner gone (see ownerIs in page.ts).
  const { rows } = await sql<{
    retired: number | string | bigint;
    owners: number | string | bigint;
    paused: number | string | bigint | null;
  }>`
    select
      (select count(*) from "videos"
        where "id" = ${videoId} and "retired_at" is not null) as "retired",
      (select count(*) from "users" where ${ownerIs(owner)}) as "owners",
      (select max("s"."history_paused") from "users"
        join "user_settings" as "s" on "s"."user_id" = "users"."id"
        where ${ownerIs(owner)}) as "paused"`.execute(db);
  const row = rows[0];
  // PostgreSQL answers a count as text.
  return {
    retired: Number(row?.retired ?? 0) > 0,
    ownerThere: Number(row?.owners ?? 0) > 0,
    paused: Number(row?.paused ?? 0) === 1,
  };
}

/**
 * Why an add of a catalogue video to a list (INSERT ... SELECT from the owner's row, the video
 * not retired) wrote nothing: a retired video first, as an add answered before retiring asked
 * about the owner. When neither holds any more (the state changed meanwhile), the owner is taken
 * as gone: a 401, which signing in again settles.
 */
export async function refusalOfEmptyAdd(
  db: Kysely<Database>,
  owner: Owner,
  videoId: string,
): Promise<'owner-gone' | 'video-retired'> {
  const facts = await factsOfEmptyWrite(db, owner, videoId);
  return facts.retired ? 'video-retired' : 'owner-gone';
}

/** refusalOfEmptyAdd for a history write, which a paused history also leaves undone. */
export async function refusalOfEmptyHistoryWrite(
  db: Kysely<Database>,
  owner: Owner,
  videoId: string,
): Promise<'owner-gone' | 'video-retired' | 'history-paused'> {
  const facts = await factsOfEmptyWrite(db, owner, videoId);
  if (facts.retired) return 'video-retired';
  return facts.ownerThere && facts.paused ? 'history-paused' : 'owner-gone';
}
