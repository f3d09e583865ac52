import { addCommentSchema } from '../../../shared/contracts/tasks';
import { FILE_ONLY_COMMENT } from '../../../shared/domain/task-activity';
import { validationError } from '../../http/validation';

/**
 * The text a comment is stored with, checked by the comment's contract whichever way it arrived, so a
 * multipart comment is refused with the same messages as a JSON one. Only the whole comment tells whether
 * text is required: with files it may be left out or blank, and the comment reads 'File attachment'.
 */
export function commentText(content: string | undefined, hasFiles: boolean): string {
  if (hasFiles && !content?.trim()) return FILE_ONLY_COMMENT;
  const checked = addCommentSchema.safeParse({ content });
  if (!checked.success) throw validationError(checked.error);
  return checked.data.content;
}
