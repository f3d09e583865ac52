import { z } from 'zod';
import { uploadFileFieldsSchema } from '@/shared/contracts/files';
import { fileMessages } from '@/shared/domain/client-files';
import { pickedFileRefusal } from '@/shared/domain/upload-declaration';
import { clientFileUpload } from '@/shared/domain/uploads';

/**
 * The upload contract's fields as the browser's form fills them, plus what the form chooses before it
 * posts: the client (part of the URL) and the one file. The browser checks the file by its name and
 * size first; the server decides again from its bytes.
 */
export const uploadFormSchema = uploadFileFieldsSchema.extend({
  clientId: z.string().min(1, fileMessages.clientRequired),
  // An untouched select gives '', which is no category yet.
  category: z
    .literal('')
    .or(uploadFileFieldsSchema.shape.category)
    .pipe(uploadFileFieldsSchema.shape.category),
  file: z
    .custom<File | undefined>((value) => value === undefined || value instanceof File)
    .superRefine((file, context) => {
      const refusal = file ? pickedFileRefusal(clientFileUpload.files.file, file) : fileMessages.fileRequired;
      if (refusal) context.addIssue({ code: 'custom', message: refusal });
    })
    .transform((file) => file as File),
});

export type UploadFormValues = z.input<typeof uploadFormSchema>;
export type UploadFormOutput = z.output<typeof uploadFormSchema>;

export const emptyUploadForm = (clientId = ''): UploadFormValues => ({
  clientId,
  category: '',
  description: '',
  file: undefined,
});
