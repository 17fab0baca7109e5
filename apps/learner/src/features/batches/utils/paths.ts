/** `/batch/{slug}`: the batch page. */
export const batchPath = (batchSlug: string) => `/batch/${encodeURIComponent(batchSlug)}`;

/** `/batch/{slug}/track/{track}`: a chapter (track) of the batch. */
export const trackPath = (batchSlug: string, trackSlug: string) =>
  `${batchPath(batchSlug)}/track/${encodeURIComponent(trackSlug)}`;

/** The track page's `?item=` value: the entity's type and id, e.g. `video-12`. */
export const entityKey = (type: string, id: number) => `${type}-${id}`;
