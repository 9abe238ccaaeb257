ALTER TABLE "sys_login_log" ALTER COLUMN "login_time" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sys_login_log" ALTER COLUMN "login_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "sys_oper_log" ALTER COLUMN "oper_time" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sys_oper_log" ALTER COLUMN "oper_time" SET DEFAULT now();