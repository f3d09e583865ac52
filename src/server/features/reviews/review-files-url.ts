/** Where a review's file is shown (`view=1`: in the page, by byte ranges) and downloaded. */
export function reviewFileUrls(reviewId: string, fileId: string): { url: string; downloadUrl: string } {
  const downloadUrl = `/api/reviews/${reviewId}/files/${fileId}`;
  return { url: `${downloadUrl}?view=1`, downloadUrl };
}
