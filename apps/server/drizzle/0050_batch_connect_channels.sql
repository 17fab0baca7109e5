CREATE TABLE "batch_connect_channels" (
	"batch_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"platform" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "batch_connect_channels_batch_id_position_pk" PRIMARY KEY("batch_id","position")
);
--> statement-breakpoint
ALTER TABLE "batch_connect_channels" ADD CONSTRAINT "batch_connect_channels_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;