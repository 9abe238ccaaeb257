-- The employee dashboard (issue 34) counts the applications approved in a range: approved ones
-- by their decision time, a range scan here rather than every approved applicant ever.
CREATE INDEX "wf_applicant_status_decided_idx" ON "wf_applicant" USING btree ("status","decided_at");
