CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"handed_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
