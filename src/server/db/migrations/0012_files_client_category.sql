-- A Reports & Files search counts its named clients' files per tab (category) from this index alone,
-- without reading each file's row.
CREATE INDEX "files_client_id_category_idx" ON "files" USING btree ("client_id","category");
