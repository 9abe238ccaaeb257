ALTER TABLE "sys_config" ADD COLUMN "seeded" jsonb;--> statement-breakpoint
ALTER TABLE "sys_dict_data" ADD COLUMN "seeded" jsonb;--> statement-breakpoint
ALTER TABLE "sys_dict_type" ADD COLUMN "seeded" jsonb;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "seeded" jsonb;