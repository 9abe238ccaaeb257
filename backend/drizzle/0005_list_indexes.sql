DROP INDEX "sys_login_log_time_idx";--> statement-breakpoint
DROP INDEX "sys_login_log_name_idx";--> statement-breakpoint
DROP INDEX "sys_login_log_status_idx";--> statement-breakpoint
DROP INDEX "sys_oper_log_time_idx";--> statement-breakpoint
DROP INDEX "sys_oper_log_status_idx";--> statement-breakpoint
DROP INDEX "sys_oper_log_oper_name_idx";--> statement-breakpoint
CREATE INDEX "sys_login_log_time_id_idx" ON "sys_login_log" USING btree ("login_time","id");--> statement-breakpoint
CREATE INDEX "sys_login_log_status_time_idx" ON "sys_login_log" USING btree ("status","login_time","id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_time_id_idx" ON "sys_oper_log" USING btree ("oper_time","id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_status_time_idx" ON "sys_oper_log" USING btree ("status","oper_time","id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_method_time_idx" ON "sys_oper_log" USING btree ("request_method","oper_time","id");