CREATE TABLE "staff_credit_days" (
	"staff_id" integer NOT NULL,
	"day" date NOT NULL,
	"credited" bigint NOT NULL,
	CONSTRAINT "staff_credit_days_staff_id_day_pk" PRIMARY KEY("staff_id","day"),
	CONSTRAINT "staff_credit_days_credited_positive" CHECK ("staff_credit_days"."credited" > 0)
);
--> statement-breakpoint
ALTER TABLE "staff_credit_days" ADD CONSTRAINT "staff_credit_days_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;