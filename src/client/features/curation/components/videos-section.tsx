import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { CURATION_LIMITS } from '#shared/schemas/curation.schema.ts';
import { CURATED_VIDEO_STATUSES } from '#shared/schemas/curation-request.schema.ts';
import { useCuratedVideo } from '../api/get-curated-video.ts';
import { type CuratedVideoStatus, useCuratedVideos } from '../api/get-curated-videos.ts';
import { useAddVideo, useEditVideo } from '../api/video-writes.ts';
import { addVideoBody, EMPTY_VIDEO_FORM, editVideoBody, videoFormValues } from '../video-form.ts';
import { VideoForm } from './videos-form.tsx';
import { VideoRow } from './videos-row.tsx';
import './videos-section.css';

const STATUS_LABELS: Record<CuratedVideoStatus, MessageDescriptor> = {
  all: msg({ message: 'All', context: 'videos of any status' }),
  active: msg`In the catalogue`,
  retired: msg`Retired`,
};

/**
 * The Curation page's videos (docs/decisions/0010): the whole catalogue, retired videos too, filtered by
 * status (kept in the address, `?status=`); a video added by its YouTube address, edited
 * (`?edit={id}`, so a link can open it), retired and restored.
 */
export function VideosSection() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const status = CURATED_VIDEO_STATUSES.find((value) => value === params.get('status')) ?? 'all';
  const editId = params.get('edit');
  const q = params.get('q')?.trim() ?? '';
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  return (
    <section className="curation-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="curation-section__title">
        {t`Videos`}
      </h2>
      <p className="curation-section__lede">
        {t`The whole catalogue, retired videos too. A retired video leaves the catalogue and search; people who saved it see it as no longer available, until it is restored.`}
      </p>

      {editId ? (
        <EditVideo
          key={editId}
          videoId={editId}
          onClose={() => {
            setParam('edit', null);
            listHeadingRef.current?.focus();
          }}
        />
      ) : (
        <AddVideo />
      )}

      <fieldset className="curation-videos__filter">
        <legend className="curation-videos__legend">{t`Show`}</legend>
        {CURATED_VIDEO_STATUSES.map((value) => (
          <label key={value} className="curation-videos__choice">
            <input
              type="radio"
              name="curation-video-status"
              value={value}
              checked={status === value}
              onChange={() => setParam('status', value === 'all' ? null : value)}
            />
            {i18n._(STATUS_LABELS[value])}
          </label>
        ))}
      </fieldset>

      {/* biome-ignore lint/a11y/useSemanticElements: one element, the form, is the search landmark (as the top bar's) */}
      <form
        role="search"
        aria-label={t`Find videos`}
        className="curation-videos__search"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('q');
          setParam('q', typeof text === 'string' && text.trim() ? text.trim() : null);
        }}
      >
        <TextField
          // A new field when the address changes (Back, a reload), so it shows the address's q.
          key={q}
          name="q"
          type="search"
          label={t`Title or creator contains`}
          defaultValue={q}
          maxLength={CURATION_LIMITS.search}
        />
        <Button type="submit" variant="secondary" icon="search">
          {t`Find`}
        </Button>
      </form>

      <VideoList status={status} q={q} headingRef={listHeadingRef} />
    </section>
  );
}

function AddVideo() {
  const [open, setOpen] = useState(false);
  const add = useAddVideo();
  // A new form after each add, so its fields start empty again.
  const [addedCount, setAddedCount] = useState(0);
  const formId = useId();

  return (
    <div className="curation-card">
      <Button
        variant={open ? 'ghost' : 'primary'}
        icon="plus"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((value) => !value)}
      >
        {t`Add a video`}
      </Button>
      <div id={formId} hidden={!open}>
        {open ? (
          <VideoForm
            key={addedCount}
            initial={EMPTY_VIDEO_FORM}
            submitLabel={t`Add video`}
            isPending={add.isPending}
            serverError={add.error}
            onSubmit={(values) =>
              add.mutate(addVideoBody(values), {
                onSuccess: () => {
                  add.reset();
                  setAddedCount((count) => count + 1);
                },
              })
            }
          />
        ) : null}
      </div>
    </div>
  );
}

function EditVideo({ videoId, onClose }: { videoId: string; onClose(): void }) {
  const video = useCuratedVideo(videoId);
  const edit = useEditVideo();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = video.data?.video.title;
  // The count as the API words it ("1.2K"), not a number: no plural to choose.
  const views = video.data?.video.views ?? '';

  // Opened from a row or a link: the heading takes focus, so the form is where the user is.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="curation-card">
      <h3 ref={headingRef} tabIndex={-1} className="curation-section__subtitle">
        {title === undefined ? t`Edit a video` : t`Edit “${title}”`}
      </h3>
      {video.isPending ? (
        <div role="status" aria-label={t`Loading the video`}>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </div>
      ) : video.isError ? (
        <>
          <EmptyState
            icon="alert"
            message={errorText(video.error) || t`The video could not be loaded.`}
          />
          <Button variant="ghost" onClick={onClose}>
            {t`Close`}
          </Button>
        </>
      ) : (
        <VideoForm
          initial={videoFormValues(video.data.video, video.data.viewCount)}
          editing
          viewsHint={t`Shown as “${views} views”.`}
          submitLabel={t`Save`}
          isPending={edit.isPending}
          serverError={edit.error}
          onCancel={onClose}
          onSubmit={(values) => {
            const initial = videoFormValues(video.data.video, video.data.viewCount);
            const body = editVideoBody(initial, values);
            // Nothing changed: nothing to send (the server would refuse an empty change).
            if (Object.keys(body).length === 0) {
              onClose();
              return;
            }
            edit.mutate({ videoId, body }, { onSuccess: onClose });
          }}
        />
      )}
    </div>
  );
}

function VideoList({
  status,
  q,
  headingRef,
}: {
  status: CuratedVideoStatus;
  q: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const videos = useCuratedVideos(status, q);
  const list = videos.data?.pages.flatMap((page) => page.videos) ?? [];

  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="curation-section__subtitle">
        {status === 'all' ? t`Every video` : i18n._(STATUS_LABELS[status])}
      </h3>
      {videos.isPending ? (
        <div role="status" aria-label={t`Loading videos`}>
          <Skeleton width="60%" />
          <Skeleton width="45%" />
        </div>
      ) : videos.isError ? (
        <EmptyState
          icon="alert"
          message={errorText(videos.error) || t`The videos could not be loaded.`}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon="play"
          message={
            q
              ? t`No videos match “${q}”.`
              : status === 'retired'
                ? t`No video is retired.`
                : t`No videos yet.`
          }
        />
      ) : (
        <>
          <ul className="curation-videos__list" aria-label={t`Videos`}>
            {list.map((video) => (
              <VideoRow
                key={video._id}
                video={video}
                leavesList={status !== 'all'}
                onLeft={() => headingRef.current?.focus()}
              />
            ))}
          </ul>
          {videos.hasNextPage ? (
            <Button
              variant="secondary"
              isBusy={videos.isFetchingNextPage}
              onClick={() => void videos.fetchNextPage()}
            >
              {t`Load more`}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
