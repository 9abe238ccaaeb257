CREATE TABLE "sys_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity" varchar(64) NOT NULL,
	"entity_id" bigint NOT NULL,
	"from_state" varchar(64),
	"to_state" varchar(64) NOT NULL,
	"actor_id" integer,
	"reason" varchar(1000) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"id" uuid PRIMARY KEY NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"config_name" varchar(100) NOT NULL,
	"config_key" varchar(100) NOT NULL,
	"config_value" varchar(500) NOT NULL,
	"config_type" boolean DEFAULT false NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dept" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"dept_name" varchar(64) NOT NULL,
	"leader" varchar(64) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dict_data" (
	"dict_code" serial PRIMARY KEY NOT NULL,
	"dict_type" varchar(100) NOT NULL,
	"dict_label" varchar(100) NOT NULL,
	"dict_label_zh" varchar(100) DEFAULT '' NOT NULL,
	"dict_value" varchar(100) NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_name" varchar(100) NOT NULL,
	"dict_type" varchar(100) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_login_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"login_name" varchar(64) NOT NULL,
	"ipaddr" varchar(64) DEFAULT '' NOT NULL,
	"login_location" varchar(100) DEFAULT '' NOT NULL,
	"browser" varchar(100) DEFAULT '' NOT NULL,
	"os" varchar(100) DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"msg" varchar(255) DEFAULT '' NOT NULL,
	"login_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"menu_type" varchar(1) NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(100) NOT NULL,
	"title_zh" varchar(100) DEFAULT '' NOT NULL,
	"icon" varchar(64) DEFAULT '' NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"component" varchar(255) DEFAULT '' NOT NULL,
	"redirect" varchar(255) DEFAULT '' NOT NULL,
	"api_rule" varchar(255) DEFAULT '' NOT NULL,
	"link_url" varchar(500) DEFAULT '' NOT NULL,
	"is_hide" boolean DEFAULT false NOT NULL,
	"is_keep_alive" boolean DEFAULT false NOT NULL,
	"is_affix" boolean DEFAULT false NOT NULL,
	"is_iframe" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"tag" smallint DEFAULT 12 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"send_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_notice_read" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_notice_receiver" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "sys_notice_receiver_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_oper_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_oper_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"module" varchar(64) DEFAULT '' NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"oper_name" varchar(64) DEFAULT '' NOT NULL,
	"oper_id" integer,
	"dept_name" varchar(64) DEFAULT '' NOT NULL,
	"oper_url" varchar(500) DEFAULT '' NOT NULL,
	"request_method" varchar(10) DEFAULT '' NOT NULL,
	"oper_ip" varchar(64) DEFAULT '' NOT NULL,
	"oper_location" varchar(100) DEFAULT '' NOT NULL,
	"oper_param" text DEFAULT '' NOT NULL,
	"http_status" integer DEFAULT 200 NOT NULL,
	"error_msg" varchar(2000) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"cost_ms" integer DEFAULT 0 NOT NULL,
	"oper_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_code" varchar(64) NOT NULL,
	"post_name" varchar(64) NOT NULL,
	"post_sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_push_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" varchar(1000) NOT NULL,
	"p256dh" varchar(255) NOT NULL,
	"auth" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_remote" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"active_version" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_remote_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote_name" varchar(64) NOT NULL,
	"version" varchar(64) NOT NULL,
	"entry" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"role_key" varchar(64) NOT NULL,
	"list_order" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"data_scope" smallint DEFAULT 3 NOT NULL,
	"effective_type" varchar(16) DEFAULT 'none' NOT NULL,
	"date_from" date,
	"date_to" date,
	"week_days" integer[],
	"time_from" varchar(5),
	"time_to" varchar(5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_dept" (
	"role_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	CONSTRAINT "sys_role_dept_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"prev_token_hash" varchar(64),
	"prev_valid_until" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(500) DEFAULT '' NOT NULL,
	"browser" varchar(100) DEFAULT '' NOT NULL,
	"os" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"user_nickname" varchar(64) DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"avatar" varchar(255) DEFAULT '' NOT NULL,
	"dept_id" integer,
	"user_type" smallint DEFAULT 1 NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"last_login_ip" varchar(64) DEFAULT '' NOT NULL,
	"signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_post" (
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	CONSTRAINT "sys_user_post_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE INDEX "sys_audit_entity_idx" ON "sys_audit" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "sys_audit_at_idx" ON "sys_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sys_captcha_expires_idx" ON "sys_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_config_key_uq" ON "sys_config" USING btree ("config_key");--> statement-breakpoint
CREATE INDEX "sys_dept_parent_idx" ON "sys_dept" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_dept_status_idx" ON "sys_dept" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_data_type_value_uq" ON "sys_dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE INDEX "sys_dict_data_status_idx" ON "sys_dict_data" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_uq" ON "sys_dict_type" USING btree ("dict_type");--> statement-breakpoint
CREATE INDEX "sys_dict_type_status_idx" ON "sys_dict_type" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_login_log_time_idx" ON "sys_login_log" USING btree ("login_time");--> statement-breakpoint
CREATE INDEX "sys_login_log_name_idx" ON "sys_login_log" USING btree ("login_name");--> statement-breakpoint
CREATE INDEX "sys_login_log_status_idx" ON "sys_login_log" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_name_uq" ON "sys_menu" USING btree ("name") WHERE menu_type <> 'B';--> statement-breakpoint
CREATE INDEX "sys_menu_pid_idx" ON "sys_menu" USING btree ("pid");--> statement-breakpoint
CREATE INDEX "sys_menu_api_rule_idx" ON "sys_menu" USING btree ("api_rule");--> statement-breakpoint
CREATE INDEX "sys_notice_status_idx" ON "sys_notice" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_notice_created_idx" ON "sys_notice" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_notice_read_user_idx" ON "sys_notice_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_notice_receiver_user_idx" ON "sys_notice_receiver" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_time_idx" ON "sys_oper_log" USING btree ("oper_time");--> statement-breakpoint
CREATE INDEX "sys_oper_log_status_idx" ON "sys_oper_log" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_oper_log_oper_name_idx" ON "sys_oper_log" USING btree ("oper_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_post_code_uq" ON "sys_post" USING btree ("post_code");--> statement-breakpoint
CREATE INDEX "sys_post_status_idx" ON "sys_post" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_push_endpoint_uq" ON "sys_push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "sys_push_user_idx" ON "sys_push_subscription" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_remote_name_uq" ON "sys_remote" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_remote_version_uq" ON "sys_remote_version" USING btree ("remote_name","version");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_key_uq" ON "sys_role" USING btree ("role_key");--> statement-breakpoint
CREATE INDEX "sys_role_status_idx" ON "sys_role" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_role_menu_menu_idx" ON "sys_role_menu" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_session_expires_idx" ON "sys_session" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_user_name_uq" ON "sys_user" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "sys_user_status_idx" ON "sys_user" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sys_user_created_idx" ON "sys_user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_user_mobile_idx" ON "sys_user" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "sys_user_post_post_idx" ON "sys_user_post" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");