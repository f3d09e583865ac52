import {
  type AddReviewComment,
  addReviewCommentSchema,
  type ReviewComment,
} from '../../../shared/contracts/reviews';
import { reviewMessages } from '../../../shared/domain/reviews';
import { FILE_ONLY_COMMENT } from '../../../shared/domain/task-activity';
import type { reviewCommentUpload } from '../../../shared/domain/uploads';
import type { AuditWho } from '../../audit/audit-person';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import type { ReceiveUpload } from '../../http/upload-pipeline';
import { validationError } from '../../http/validation';
import type { RealtimeHub } from '../../realtime/hub';
import { addReviewComment } from './add-review-comment';
import { findReview, type ReviewCaller } from './review-access';
import { commentFilesFolder } from './review-comment-files';

/**
 * A comment sent as multipart (`reviewCommentUpload`): its text, mark or thread, and files by the task comment
 * rules (SPEC §5). The review is found first (another client's is 'Review not found' before a byte is read);
 * the files are stored under `reviews/{reviewId}/comments/` against the client's quota as they stream in, then
 * the fields are checked as a JSON comment's are and the comment is written with its files in one
 * transaction (`add-review-comment.ts`). With files the text may be left out: the comment then reads 'File
 * attachment', as a task's does. Any refusal removes the stored files.
 */
export async function receiveReviewComment({
  db,
  realtime,
  caller,
  who,
  reviewId,
  upload,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  caller: ReviewCaller;
  who: AuditWho;
  reviewId: string;
  upload: ReceiveUpload<typeof reviewCommentUpload>;
}): Promise<ReviewComment> {
  const review = await findReview(db, reviewId, caller);
  if (review.state === 'approved') throw new AppError('conflict', reviewMessages.alreadyApproved);
  return upload({
    clientId: review.clientId,
    folder: commentFilesFolder(reviewId),
    write: ({ fields, files, confirm }) =>
      addReviewComment({
        db,
        realtime,
        caller,
        who,
        reviewId,
        ...commentFields(fields, files.file.length > 0),
        files: files.file,
        confirm,
      }),
  });
}

/** The multipart fields as the JSON contract takes them: `anchor` is the mark as JSON, an empty field none. */
export function commentFields(
  fields: Partial<Record<'body' | 'anchor' | 'parentId', string>>,
  hasFiles: boolean,
): AddReviewComment {
  const body = hasFiles && !fields.body?.trim() ? FILE_ONLY_COMMENT : fields.body;
  const checked = addReviewCommentSchema.safeParse({
    body,
    anchor: fields.anchor ? parsedJson(fields.anchor) : undefined,
    parentId: fields.parentId || undefined,
  });
  if (!checked.success) throw validationError(checked.error);
  return checked.data;
}

/** The value the text holds, or the text itself where it is not JSON (the contract then refuses it). */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
