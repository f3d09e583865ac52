/**
 * Where a review's file is shown (`view=1`: in the page, by byte ranges) and downloaded: under the review,
 * or under a guest's link (`base`) for a guest reviewer.
 */
export function reviewFileUrls(
  reviewId: string,
  fileId: string,
  base = `/api/reviews/${reviewId}`,
): { url: string; downloadUrl: string } {
  const downloadUrl = `${base}/files/${fileId}`;
  return { url: `${downloadUrl}?view=1`, downloadUrl };
}
